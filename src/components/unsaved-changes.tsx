import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useBlocker } from '@tanstack/react-router';
import { i18n } from '../i18n/i18n.ts';

/** Asks before throwing away typed values; resolves true when the user chose to discard them. */
export function confirmDiscard(): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: i18n.t('form.unsavedTitle'),
      children: <Text size="sm">{i18n.t('form.unsavedText')}</Text>,
      labels: { confirm: i18n.t('form.discard'), cancel: i18n.t('form.keepEditing') },
      confirmProps: { color: 'red' },
      zIndex: 400,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** While a form has unsaved changes, in-app navigation asks first and the browser warns on reload or close. */
export function useUnsavedChangesGuard(dirty: boolean): void {
  useBlocker({
    shouldBlockFn: async () => (dirty ? !(await confirmDiscard()) : false),
    enableBeforeUnload: () => dirty,
  });
}
