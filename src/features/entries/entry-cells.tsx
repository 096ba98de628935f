import { ActionIcon, Badge, Group, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconClock, IconCoin, IconPackage, IconPlayerStopFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Billable, Entry, EntryType } from '../../../contract/entries.ts';
import { useStopEntry } from '../../api/entries.ts';
import { useOfflineWrites } from '../../components/offline-writes.tsx';
import type { Formatter } from '../../lib/format.ts';
import { describeError } from '../../lib/http.ts';
import { showNotice } from '../../lib/notice.ts';

/** The message key of each entry type and billing state. */
export const typeKeys = { 1: 'time', 2: 'lumpsum', 3: 'lumpsumService' } as const;
export const billableKeys = { 0: 'no', 1: 'yes', 2: 'billed' } as const;

const typeIcons = { 1: IconClock, 2: IconCoin, 3: IconPackage } as const;
const typeColors = { 1: 'blue', 2: 'grape', 3: 'teal' } as const;

/**
 * The entry's type as an icon with its name, so the three kinds tell apart at a glance; `compact`
 * shows the icon alone (the name on hover and to screen readers), for a narrow column.
 */
export function EntryTypeBadge({ type, compact = false }: { type: EntryType; compact?: boolean }) {
  const { t } = useTranslation();
  const Icon = typeIcons[type];
  const name = t(`entries.types.${typeKeys[type]}`);
  if (compact) {
    return (
      <Tooltip label={name} openDelay={300}>
        <ThemeIcon variant="light" color={typeColors[type]} radius="xl" role="img" aria-label={name}>
          <Icon size={16} aria-hidden />
        </ThemeIcon>
      </Tooltip>
    );
  }
  return (
    <Badge
      variant="light"
      color={typeColors[type]}
      leftSection={<Icon size={14} aria-hidden />}
      styles={{ root: { textTransform: 'none' } }}
    >
      {name}
    </Badge>
  );
}

const billableColors = { 0: 'gray', 1: 'blue', 2: 'green' } as const;

export function BillableBadge({ billable }: { billable: Billable }) {
  const { t } = useTranslation();
  return (
    <Badge variant={billable === 2 ? 'filled' : 'light'} color={billableColors[billable]}>
      {t(`entries.billable.${billableKeys[billable]}`)}
    </Badge>
  );
}

/**
 * What an entry books: a time entry its duration (ticking while it runs), a lump sum value its
 * amount, a lump sum service quantity × price.
 */
export function EntryAmount({ entry, format, now }: { entry: Entry; format: Formatter; now: number }) {
  const { t } = useTranslation();
  if (entry.type === 1) {
    if (entry.time_until === null) {
      const running = now - Date.parse(entry.time_since) + (entry.offset ?? 0) * 1000;
      return (
        <Group gap={6} wrap="nowrap">
          <Badge color="orange" variant="dot">
            {t('entries.cell.running')}
          </Badge>
          <Text size="sm" ff="monospace" aria-live="off">
            {format.duration(Math.max(running, 0) / 1000, { running: true })}
          </Text>
          <StopEntryButton entry={entry} />
        </Group>
      );
    }
    return (
      <Text size="sm" ff="monospace">
        {format.duration(entry.duration ?? 0)}
      </Text>
    );
  }
  if (entry.type === 2) {
    return <Text size="sm">{t('entries.cell.lumpsum', { amount: format.money(entry.lumpsum ?? 0) })}</Text>;
  }
  return (
    <Text size="sm">
      {t('entries.cell.amountTimesPrice', {
        amount: format.number(entry.lumpsum_services_amount ?? 0),
        price: format.money(entry.lumpsum_services_price ?? 0),
      })}
    </Text>
  );
}

/** Revenue for those who see it; a hard-budget project's is left out unless asked for. */
export function EntryRevenue({ entry, format }: { entry: Entry; format: Formatter }) {
  const { t } = useTranslation();
  if (entry.revenue !== undefined) return <Text size="sm">{format.money(entry.revenue)}</Text>;
  return (
    <Tooltip label={t('entries.cell.notCalculatedHint')} multiline w={260} openDelay={300}>
      <Text size="sm" c="dimmed" fs="italic" tabIndex={0}>
        {t('entries.cell.notCalculated')}
      </Text>
    </Tooltip>
  );
}

/** Stops a running entry now (its end set to this moment). */
function StopEntryButton({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  const stop = useStopEntry();
  const offline = useOfflineWrites();
  return (
    <Tooltip label={t('entries.stop')} openDelay={300}>
      <ActionIcon
        size="sm"
        color="red"
        variant="light"
        aria-label={t('entries.stopLabel', { customer: entry.customers_name ?? '' })}
        loading={stop.isPending}
        disabled={offline.offline}
        onClick={(event) => {
          // The row's own click opens the entry.
          event.stopPropagation();
          stop.mutate(entry.id, {
            onError: (error) => showNotice({ color: 'red', message: describeError(error) }),
          });
        }}
      >
        <IconPlayerStopFilled size={14} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
