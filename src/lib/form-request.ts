import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import { z } from 'zod';
import { isRealDate } from '../../contract/common.ts';

/**
 * `?new=1` asks a page to open its form for a new record, so another place (the command palette)
 * can link to "the absences page with the absence form open". `day` (YYYY-MM-DD) presets the new
 * record's date where the form has one (a change request for a locked day of entries). Routes that
 * understand it add this to their search schema.
 */
export const formRequestSearch = {
  new: z.literal(1).optional().catch(undefined),
  day: z.string().refine(isRealDate).optional().catch(undefined),
};

/**
 * Opens the page's form once when the address asks for it, with the day it names, then drops the
 * request (replacing the history entry) so Back or a reload does not open it again.
 */
export function useFormRequestedByAddress(openForm: (day: string | undefined) => void) {
  const search = useSearch({ strict: false });
  const requested = search.new === 1;
  const day = typeof search.day === 'string' ? search.day : undefined;
  const navigate = useNavigate();
  const open = useEffectEvent(openForm);
  useEffect(() => {
    if (!requested) return;
    open(day);
    void navigate({
      to: '.',
      search: (previous) => ({ ...previous, new: undefined, day: undefined }),
      replace: true,
    });
  }, [requested, day, navigate]);
}
