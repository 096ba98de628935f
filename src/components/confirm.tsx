import type { MantineColor } from '@mantine/core';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n.ts';

/**
 * Asks before an action that cannot be undone (withdrawing, cancelling, discarding); resolves true
 * when the user confirmed. Cancel, Escape and a click outside all answer false.
 */
export function confirmDestructive({
  title,
  message,
  confirmLabel,
  cancelLabel = i18n.t('common.cancel'),
  color = 'red',
}: {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  color?: MantineColor;
}): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: { color, 'data-autofocus': true },
      closeButtonProps: { 'aria-label': i18n.t('common.close') },
      // Above a drawer or a form dialog that may be open underneath.
      zIndex: 400,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
