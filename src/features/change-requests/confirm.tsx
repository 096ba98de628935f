import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Asks before an action that cannot be undone; resolves true when the user confirmed. */
export function confirmAction({
  title,
  text,
  confirm,
  cancel,
  color,
}: {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  color: string;
}): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm, cancel },
      confirmProps: { color, 'data-autofocus': true },
      // Above the detail drawer, which may be open underneath.
      zIndex: 400,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
