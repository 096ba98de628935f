import { ActionIcon, Button, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRealDate } from '../../../contract/common.ts';
import { ENTRY_LIST_MAX_DAYS } from '../../../contract/entries.ts';
import { type PeriodKind, periodKinds } from '../../../contract/report-views.ts';
import { DateField } from '../../components/date-field.tsx';
import { useFormatter } from '../../lib/format.ts';
import { type EntriesListSearch, type EntriesSearch, shiftedPeriod, type WeekStart } from './search.ts';

type PeriodChange = Partial<Pick<EntriesSearch, 'period' | 'date' | 'until' | 'page'>>;

/**
 * The period of the list: its kind, a step back or forward, back to the period of today, and for a range its
 * first and last day. `first`/`last` are the days actually listed (a range may have been cut).
 */
export function PeriodPicker({
  search,
  first,
  last,
  clamped,
  weekStart,
  today,
  onChange,
}: {
  search: EntriesListSearch;
  first: string;
  last: string;
  clamped: boolean;
  weekStart: WeekStart;
  today: string;
  onChange: (change: PeriodChange) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const currentKind = search.period === 'range' ? 'week' : search.period;
  const label = first === last ? format.date(first) : `${format.date(first)} – ${format.date(last)}`;

  function changeKind(period: PeriodKind) {
    // A range starts as the period shown; another kind keeps the day the period starts on.
    if (period === 'range') onChange({ period, date: first, until: last, page: 1 });
    else onChange({ period, date: first === today ? undefined : first, until: undefined, page: 1 });
  }

  function step(direction: -1 | 1) {
    onChange({ ...shiftedPeriod(search, direction, weekStart, today), page: 1 });
  }

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t('entries.period.label')}
        value={search.period}
        onChange={(value) => changeKind(value as PeriodKind)}
        data={periodKinds.map((kind) => ({ value: kind, label: t(`entries.period.kinds.${kind}`) }))}
      />
      {search.period === 'range' && (
        <>
          <DateField
            label={t('entries.period.from')}
            value={first}
            w={160}
            onChange={(value) => {
              if (value && isRealDate(value)) onChange({ date: value, page: 1 });
            }}
          />
          <DateField
            label={t('entries.period.until')}
            value={search.until ?? last}
            w={160}
            onChange={(value) => {
              if (value && isRealDate(value)) onChange({ until: value, page: 1 });
            }}
          />
        </>
      )}
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('entries.period.previous')} openDelay={300}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('entries.period.previous')}
            onClick={() => step(-1)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Text fw={600} size="sm" px="xs" miw={120} ta="center" aria-live="polite" data-testid="period-label">
          {label}
        </Text>
        <Tooltip label={t('entries.period.next')} openDelay={300}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('entries.period.next')}
            onClick={() => step(1)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Button
        variant="subtle"
        // Back to the period of today in the kind shown; a range goes back to this week.
        onClick={() => onChange({ period: currentKind, date: undefined, until: undefined, page: 1 })}
      >
        {t(`entries.period.current.${search.period}`)}
      </Button>
      {clamped && (
        <Text size="sm" c="dimmed" w="100%">
          {t('entries.period.clamped', { days: ENTRY_LIST_MAX_DAYS, date: format.date(last) })}
        </Text>
      )}
    </Group>
  );
}
