import { useBlocker } from '@tanstack/react-router';
import { useState } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { confirmDestructive } from './confirm.tsx';

/** Asks before throwing away typed values; resolves true when the user chose to discard them. */
function confirmDiscard(): Promise<boolean> {
  return confirmDestructive({
    title: i18n.t('form.unsavedTitle'),
    message: i18n.t('form.unsavedText'),
    confirmLabel: i18n.t('form.discard'),
    cancelLabel: i18n.t('form.keepEditing'),
  });
}

/** While a form has unsaved changes, in-app navigation asks first and the browser warns on reload or close. */
export function useUnsavedChangesGuard(dirty: boolean): void {
  useBlocker({
    shouldBlockFn: async () => (dirty ? !(await confirmDiscard()) : false),
    enableBeforeUnload: () => dirty,
  });
}

/**
 * For a form in a dialog: the form reports whether it is dirty; `requestClose` asks before discarding
 * typed values, `finish` closes after a save.
 */
export function useGuardedClose(onClose: () => void) {
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);

  function finish() {
    setDirty(false);
    onClose();
  }
  async function requestClose() {
    if (!dirty || (await confirmDiscard())) finish();
  }
  return { setDirty, finish, requestClose };
}
