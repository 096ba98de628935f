import { Stack, Text, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { Absence } from '../../../contract/absences.ts';
import { ListTable } from '../../components/list-table.tsx';
import { gridColumns } from '../../components/record-columns.ts';
import { useCaller } from '../../lib/auth.ts';
import { useFormatter } from '../../lib/format.ts';
import { absenceColumns } from './absence-columns.tsx';
import type { AbsenceCommands } from './absence-commands.ts';
import { AbsenceActions } from './absence-details.tsx';
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
  const format = useFormatter();
  const caller = useCaller();
  if (absences.length === 0) {
    return (
      <Text size="sm" className={styles.muted}>
        {t('absences.person.none', { year })}
      </Text>
    );
  }
  const columns: DataTableColumn<Absence>[] = [
    ...gridColumns(absenceColumns.columns({ t, format, caller, text, lengthOf, people })),
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
