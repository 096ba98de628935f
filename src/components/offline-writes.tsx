import { Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/online.ts';

/**
 * For the buttons that write: while offline they are disabled (a write would only wait), and the
 * note says why; give `describedBy` to each such button as `aria-describedby`.
 */
export function useOfflineWrites(): { offline: boolean; describedBy: string | undefined; note: ReactNode } {
  const { t } = useTranslation();
  const online = useOnline();
  const id = useId();
  if (online) return { offline: false, describedBy: undefined, note: null };
  return {
    offline: true,
    describedBy: id,
    note: (
      <Text id={id} size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <IconWifiOff size={16} aria-hidden />
        {t('offline.cannotSave')}
      </Text>
    ),
  };
}
