import { Alert, List, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LeftOut } from '../../api/account-records.ts';

/**
 * Says that the figures beside it were computed in the browser, because the service has no
 * work-time account, and what that left out.
 */
export function ComputedNote({ computed }: { computed: { leftOut: LeftOut[] } | null }) {
  const { t } = useTranslation();
  if (!computed) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCalculator size={18} aria-hidden />}
      title={t('account.computed.title')}
    >
      <Text size="sm">{t('account.computed.text')}</Text>
      {computed.leftOut.length === 0 ? (
        <Text size="sm" mt="xs">
          {t('account.computed.noneLeftOut')}
        </Text>
      ) : (
        <List size="sm" mt="xs">
          {computed.leftOut.map((item) => (
            <List.Item key={item}>{t(`account.computed.leftOut.${item}`)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
