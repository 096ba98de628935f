import { Alert, Button, Group, Text } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../lib/format.ts';

/**
 * After a rate was saved: entries already booked keep the rate they were booked with, so the page
 * offers to re-rate the open ones from the rate's first day. Nothing happens until it is taken up.
 */
export function RerateOffer({
  target,
  since,
  onOpen,
  onDismiss,
}: {
  /** The rate's target in words. */
  target: string;
  since: string;
  onOpen: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconReceiptRefund aria-hidden />}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onDismiss}
      title={t('rates.rerate.offerTitle')}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('rates.rerate.offer', { target, date: format.date(since) })}</Text>
        <Button size="xs" variant="light" onClick={onOpen}>
          {t('rates.rerate.open')}
        </Button>
      </Group>
    </Alert>
  );
}
