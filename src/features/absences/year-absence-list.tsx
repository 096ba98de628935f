import { Stack, Text, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { Absence } from '../../../contract/absences.ts';
import { ListTable } from '../../components/list-table.tsx';
import type { AbsenceCommands } from './absence-commands.ts';
import { AbsenceActions, StatusBadge } from './absence-details.tsx';
import { useAbsenceLength, useAbsenceText } from './absence-text.ts';
import styles from './absences.module.css';
import type { People } from './people.ts';

/** Every absence of one person in a year, in any status, with what the caller may do to each. */
export function YearAbsenceList({
  absences,
  people,
  commands,
  year,
}: {
  absences: readonly Absence[];
  people: People;
  commands: AbsenceCommands;
  year: number;
}) {
  const { t } = useTranslation();
  const text = useAbsenceText();
  const lengthOf = useAbsenceLength();
  if (absences.length === 0) {
    return (
      <Text size="sm" className={styles.muted}>
        {t('absences.person.none', { year })}
      </Text>
    );
  }
  const columns: DataTableColumn<Absence>[] = [
    {
      accessor: 'date_since',
      title: t('absences.person.columns.dates'),
      render: (absence) => text.range(absence.date_since, absence.date_until),
    },
    {
      accessor: 'type',
      title: t('absences.person.columns.type'),
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
    {
      accessor: 'length',
      title: t('absences.person.columns.length'),
      cellsStyle: () => ({ fontVariantNumeric: 'tabular-nums' }),
      render: (absence) => lengthOf(absence) ?? '—',
    },
    {
      accessor: 'status',
      title: t('absences.person.columns.status'),
      render: (absence) => <StatusBadge absence={absence} />,
    },
    {
      accessor: 'actions',
      title: t('common.actions'),
      render: (absence) => <AbsenceActions absence={absence} people={people} commands={commands} />,
    },
  ];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('absences.person.list', { year })}
      </Title>
      <ListTable<Absence>
        label={t('absences.person.list', { year })}
        records={[...absences]}
        columns={columns}
      />
    </Stack>
  );
}
