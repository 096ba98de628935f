import { Text } from '@mantine/core';
import { type Absence, absenceSchema } from '../../../contract/absences.ts';
import type { RecordColumns } from '../../components/record-columns.ts';
import { exportDay } from '../../lib/export-table.ts';
import { StatusBadge } from './absence-details.tsx';
import type { useAbsenceLength, useAbsenceText } from './absence-text.ts';
import styles from './absences.module.css';
import { type People, personName } from './people.ts';

/** What the absences' columns need besides the words, formats and rights. */
export type AbsenceColumnContext = {
  text: ReturnType<typeof useAbsenceText>;
  lengthOf: ReturnType<typeof useAbsenceLength>;
  people: People;
};

const inDetails = 'a row’s details say it, as the calendar’s do';

/**
 * A person's year of absences (the grid) and the absences page's file from one list. Fields the caller
 * may not see (docs/interface.md#absences) stay empty in both, as on screen.
 */
export const absenceColumns: RecordColumns<Absence, AbsenceColumnContext> = {
  record: absenceSchema,
  notInGrid: {
    id: 'the number means nothing to a reader',
    users_id: 'the list is one person’s year, named above it',
    sick_note: inDetails,
    date_enquired: inDetails,
    date_approved: inDetails,
    approved_by: inDetails,
  },
  notInFile: { id: 'the number means nothing to a reader of the file' },
  columns: ({ t, text, lengthOf, people }) => {
    const decided = (absence: Absence) => absence.status !== 0;
    return [
      {
        field: 'users_id',
        title: t('exports.columns.person'),
        file: { value: (absence) => personName(people, absence.users_id), width: 24 },
      },
      {
        field: ['date_since', 'date_until'],
        title: t('absences.person.columns.dates'),
        grid: {
          accessor: 'date_since',
          render: (absence) => text.range(absence.date_since, absence.date_until),
        },
      },
      {
        field: ['type', 'note'],
        title: t('absences.person.columns.type'),
        grid: {
          accessor: 'type',
          render: (absence) => (
            <>
              {text.type(absence)}
              {absence.note ? (
                <Text size="xs" className={styles.muted} lineClamp={2}>
                  {absence.note}
                </Text>
              ) : null}
            </>
          ),
        },
      },
      {
        field: 'type',
        title: t('exports.columns.type'),
        file: { value: (absence) => text.type(absence), width: 20 },
      },
      {
        field: 'date_since',
        title: t('exports.columns.since'),
        file: { value: (absence) => exportDay(absence.date_since), format: 'date' },
      },
      {
        field: 'date_until',
        title: t('exports.columns.until'),
        file: { value: (absence) => exportDay(absence.date_until), format: 'date' },
      },
      {
        field: ['count_days', 'count_hours'],
        title: t('absences.person.columns.length'),
        grid: {
          accessor: 'length',
          cellsStyle: () => ({ fontVariantNumeric: 'tabular-nums' }),
          render: (absence) => lengthOf(absence) ?? '—',
        },
      },
      {
        field: 'count_days',
        title: t('exports.columns.days'),
        file: { value: (absence) => absence.count_days ?? null, width: 8 },
      },
      {
        field: 'count_hours',
        title: t('exports.columns.hours'),
        file: { value: (absence) => absence.count_hours ?? null, format: 'hours', width: 8 },
      },
      {
        field: 'status',
        title: t('absences.person.columns.status'),
        grid: { accessor: 'status', render: (absence) => <StatusBadge absence={absence} /> },
        file: { value: (absence) => text.statusTitle(absence) },
      },
      {
        field: 'note',
        title: t('exports.columns.note'),
        file: { value: (absence) => absence.note ?? null, width: 40 },
      },
      {
        field: 'sick_note',
        title: t('exports.columns.sickNote'),
        file: { value: (absence) => absence.sick_note ?? null },
      },
      {
        field: 'date_enquired',
        title: t('exports.columns.enquired'),
        file: { value: (absence) => exportDay(absence.date_enquired), format: 'date' },
      },
      {
        field: 'date_approved',
        title: t('exports.columns.decided'),
        file: {
          value: (absence) => (decided(absence) ? exportDay(absence.date_approved) : null),
          format: 'date',
        },
      },
      {
        field: 'approved_by',
        title: t('exports.columns.decidedBy'),
        file: {
          value: (absence) =>
            decided(absence) && absence.approved_by ? personName(people, absence.approved_by) : null,
          width: 24,
        },
      },
    ];
  },
};
