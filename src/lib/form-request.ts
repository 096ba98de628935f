import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import { z } from 'zod';

/**
 * `?new=1` asks a page to open its form for a new record, so another place (the command palette)
 * can link to "the absences page with the absence form open". Routes that understand it add this
 * to their search schema.
 */
export const formRequestSearch = { new: z.literal(1).optional().catch(undefined) };

/**
 * Opens the page's form once when the address asks for it, then drops the flag (replacing the
 * history entry) so Back or a reload does not open the form again.
 */
export function useFormRequestedByAddress(openForm: () => void) {
  const requested = useSearch({ strict: false }).new === 1;
  const navigate = useNavigate();
  const open = useEffectEvent(openForm);
  useEffect(() => {
    if (!requested) return;
    open();
    void navigate({ to: '.', search: (previous) => ({ ...previous, new: undefined }), replace: true });
  }, [requested, navigate]);
}
