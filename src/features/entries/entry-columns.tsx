import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayIn } from '../../../contract/dates.ts';
import { type Entry, entrySchema } from '../../../contract/entries.ts';
import { rights } from '../../../contract/rights.ts';
import type { ColumnContext, RecordColumns } from '../../components/record-columns.ts';
import { exportMoment } from '../../lib/export-table.ts';
import {
  BillableBadge,
  billableKeys,
  EntryAmount,
  EntryRevenue,
  EntryTypeBadge,
  typeKeys,
} from './entry-cells.tsx';

/** What the entries' columns need besides the words, formats and rights. */
export type EntryColumnContext = {
  /** The zone the entries' days and times are read in. */
  zone: string;
  /** Whether the list holds several people's entries, so a column names whose each is. */
  everyone: boolean;
  /** The current time, for the duration of running entries. */
  now: number;
  /** A time entry's service or a lump sum service entry's, by name. */
  serviceName: (entry: Entry) => string;
};

const byName = 'shown by its name';
const bookkeeping = 'the service’s bookkeeping, not part of what was worked';
const clockedHow = 'how the timer ran; the start and the end say when';

/** The file's value of an entry of one type, empty for the others. */
const ofType =
  <T,>(type: Entry['type'], value: (entry: Entry) => T | undefined) =>
  (entry: Entry) =>
    entry.type === type ? (value(entry) ?? null) : null;

/** The end of an entry as the grid says it: the time alone on the start's day, else the day too. */
export function entryEndText({
  t,
  format,
  zone,
}: Pick<ColumnContext & EntryColumnContext, 't' | 'format' | 'zone'>) {
  return (entry: Entry) => {
    if (entry.type !== 1) return '—';
    if (entry.time_until === null) return t('entries.cell.running');
    const sameDay = dayIn(Date.parse(entry.time_until), zone) === dayIn(Date.parse(entry.time_since), zone);
    return sameDay ? format.time(entry.time_until) : format.dateTime(entry.time_until);
  };
}

/**
 * The entries list and its file from one list: the grid puts a customer with its project, a start with
 * its end and an amount with its billing state in one column each, where the file gives every value a
 * typed column of its own (hours of a time entry, a lump sum value, quantity and price of a lump sum
 * service) so that a spreadsheet can sum each.
 */
export const entryColumns: RecordColumns<Entry, EntryColumnContext> = {
  record: entrySchema,
  notInGrid: {
    id: 'a row opens its entry; the number means nothing to a reader',
    customers_id: byName,
    projects_id: byName,
    users_id: byName,
    services_id: byName,
    lumpsum_services_id: byName,
    texts_id: 'the text itself is shown',
    lumpsum_services_price: 'the amount column says what the lump sum service books',
    time_insert: bookkeeping,
    time_last_change: bookkeeping,
    time_last_change_worktime: bookkeeping,
    offset: 'the duration already counts it',
    clocked: clockedHow,
    clocked_offline: clockedHow,
    time_clocked_since: clockedHow,
  },
  notInFile: {
    id: 'the number means nothing to a reader of the file',
    customers_id: byName,
    projects_id: byName,
    users_id: byName,
    services_id: byName,
    lumpsum_services_id: byName,
    texts_id: 'the text itself is in the file',
    time_insert: bookkeeping,
    time_last_change: bookkeeping,
    time_last_change_worktime: bookkeeping,
    offset: 'the hours already count it',
    clocked: clockedHow,
    clocked_offline: clockedHow,
    time_clocked_since: clockedHow,
  },
  columns: ({ t, format, caller, zone, everyone, now, serviceName }) => {
    const seesRights = rights.seesRightsFields(caller);
    const endText = entryEndText({ t, format, zone });
    return [
      {
        field: 'type',
        title: t('entries.columns.type'),
        grid: {
          accessor: 'type',
          width: 64,
          render: (entry) => <EntryTypeBadge type={entry.type} compact />,
        },
        file: { value: (entry) => t(`entries.types.${typeKeys[entry.type]}`) },
      },
      {
        field: 'users_name',
        title: t('entries.columns.user'),
        hidden: !everyone,
        grid: { accessor: 'users_name', ellipsis: true, width: 110 },
        file: { value: (entry) => entry.users_name ?? null },
      },
      {
        field: ['customers_name', 'projects_name'],
        title: `${t('entries.columns.customer')} / ${t('entries.columns.project')}`,
        grid: {
          accessor: 'customers_name',
          width: 150,
          render: (entry) => <EntryCustomerCell entry={entry} />,
        },
      },
      {
        field: 'customers_name',
        title: t('entries.columns.customer'),
        file: { value: (entry) => entry.customers_name ?? null, width: 24 },
      },
      {
        field: 'projects_name',
        title: t('entries.columns.project'),
        file: { value: (entry) => entry.projects_name ?? null, width: 24 },
      },
      {
        field: 'services_name',
        title: t('entries.columns.service'),
        grid: { accessor: 'service', ellipsis: true, width: 100, render: serviceName },
        file: { value: serviceName, width: 20 },
      },
      {
        field: 'text',
        title: t('entries.columns.text'),
        grid: {
          accessor: 'text',
          ellipsis: true,
          width: 120,
          render: (entry) => (
            <Text size="sm" truncate="end" title={entry.text ?? undefined}>
              {entry.text ?? ''}
            </Text>
          ),
        },
        file: { value: (entry) => entry.text ?? null, width: 40 },
      },
      {
        field: ['time_since', 'time_until'],
        title: `${t('entries.columns.start')} – ${t('entries.columns.end')}`,
        grid: {
          accessor: 'time_since',
          noWrap: true,
          render: (entry) => (
            <Stack gap={0}>
              <Text size="sm">{format.date(dayIn(Date.parse(entry.time_since), zone))}</Text>
              <Text size="xs" c="dimmed">
                {entry.type === 1
                  ? `${format.time(entry.time_since)} – ${endText(entry)}`
                  : format.time(entry.time_since)}
              </Text>
            </Stack>
          ),
        },
      },
      {
        field: 'time_since',
        title: t('entries.columns.start'),
        file: { value: (entry) => exportMoment(entry.time_since, zone), format: 'dateTime', width: 18 },
      },
      {
        field: 'time_until',
        title: t('entries.columns.end'),
        file: {
          value: ofType(1, (entry) => exportMoment(entry.time_until, zone)),
          format: 'dateTime',
          width: 18,
        },
      },
      {
        field: ['duration', 'lumpsum', 'lumpsum_services_amount', 'billable'],
        title: t('entries.columns.amount'),
        grid: {
          accessor: 'amount',
          noWrap: true,
          render: (entry) => (
            <Stack gap={4} align="flex-start">
              <EntryAmount entry={entry} format={format} now={now} />
              <BillableBadge billable={entry.billable} />
            </Stack>
          ),
        },
      },
      {
        field: 'duration',
        title: t('entries.columns.hours'),
        file: {
          value: ofType(1, (entry) => (entry.time_until === null ? null : (entry.duration ?? 0) / 3600)),
          format: 'hours',
        },
      },
      {
        field: 'lumpsum',
        title: t('entries.fields.lumpsum'),
        file: { value: ofType(2, (entry) => entry.lumpsum), format: 'money' },
      },
      {
        field: 'lumpsum_services_amount',
        title: t('entries.fields.amount'),
        file: { value: ofType(3, (entry) => entry.lumpsum_services_amount) },
      },
      {
        field: 'lumpsum_services_price',
        title: t('entries.columns.price'),
        file: { value: ofType(3, (entry) => entry.lumpsum_services_price), format: 'money' },
      },
      {
        field: 'billable',
        title: t('entries.columns.billable'),
        file: { value: (entry) => t(`entries.billable.${billableKeys[entry.billable]}`) },
      },
      {
        field: 'hourly_rate',
        title: t('entries.columns.rate'),
        hidden: !seesRights,
        file: { value: ofType(1, (entry) => entry.hourly_rate), format: 'money' },
      },
      {
        field: ['revenue', 'hourly_rate'],
        title: t('entries.columns.revenue'),
        hidden: !seesRights,
        grid: {
          accessor: 'revenue',
          noWrap: true,
          render: (entry) => (
            <Stack gap={0}>
              <EntryRevenue entry={entry} format={format} />
              {entry.type === 1 && (
                <Text size="xs" c="dimmed">
                  {t('entries.cell.perHour', { rate: format.money(entry.hourly_rate ?? 0) })}
                </Text>
              )}
            </Stack>
          ),
        },
      },
      {
        field: 'revenue',
        title: t('entries.columns.revenue'),
        hidden: !seesRights,
        file: { value: (entry) => entry.revenue ?? null, format: 'money' },
      },
    ];
  },
};

/** The customer with the project below it, as the grid and the phone's card show them. */
export function EntryCustomerCell({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500} truncate="end" title={entry.customers_name}>
        {entry.customers_name}
      </Text>
      <Text size="xs" c="dimmed" truncate="end" title={entry.projects_name ?? undefined}>
        {entry.projects_name ?? t('entries.cell.noProject')}
      </Text>
    </Stack>
  );
}
