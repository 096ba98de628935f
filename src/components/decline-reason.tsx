import { type MantineSize, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The reason a decider gave, as the requester reads it; nothing when none was given. */
export function DeclineReasonText({
  reason,
  size = 'sm',
}: {
  reason: string | null | undefined;
  size?: MantineSize;
}) {
  const { t } = useTranslation();
  if (!reason) return null;
  return (
    <Text size={size} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {t('common.reason')}: {reason}
    </Text>
  );
}
