import type { MantineColor } from '@mantine/core';
import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { i18n } from '../i18n/i18n.ts';

/**
 * Asks before an action that cannot be undone (withdrawing, cancelling, discarding); resolves true
 * when the user confirmed. Cancel, Escape and a click outside all answer false.
 */
type ConfirmOptions = {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  color?: MantineColor;
};

/** `warning`: what makes this action premature, said before anything else in the dialog. */
export function confirmDestructive(
  options: ConfirmOptions & { warning?: string | undefined },
): Promise<boolean> {
  return ask(
    options,
    <Stack gap="sm">
      {options.warning && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Text size="sm">{options.warning}</Text>
        </Alert>
      )}
      <Text size="sm">{options.message}</Text>
    </Stack>,
  );
}

/**
 * Asks before a decline, with room for a reason the requester will read. Resolves with the reason
 * (empty when none was given), or null when the user did not confirm.
 */
export async function confirmWithReason(
  options: ConfirmOptions & { reasonLabel: string },
): Promise<string | null> {
  let reason = '';
  const confirmed = await ask(
    options,
    <Stack gap="sm">
      <Text size="sm">{options.message}</Text>
      <Textarea
        label={options.reasonLabel}
        description={i18n.t('common.reasonHint')}
        autosize
        minRows={2}
        maxLength={10_000}
        onChange={(event) => {
          reason = event.currentTarget.value;
        }}
      />
    </Stack>,
  );
  return confirmed ? reason.trim() : null;
}

function ask(
  { title, confirmLabel, cancelLabel = i18n.t('common.cancel'), color = 'red' }: ConfirmOptions,
  children: ReactNode,
): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children,
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
