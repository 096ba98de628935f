import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Absence } from '../../../contract/absences.ts';
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
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('absences.person.list', { year })}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('absences.person.columns.dates')}</Table.Th>
              <Table.Th>{t('absences.person.columns.type')}</Table.Th>
              <Table.Th>{t('absences.person.columns.length')}</Table.Th>
              <Table.Th>{t('absences.person.columns.status')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {absences.map((absence) => (
              <Table.Tr key={absence.id}>
                <Table.Td>{text.range(absence.date_since, absence.date_until)}</Table.Td>
                <Table.Td>
                  {text.type(absence)}
                  {absence.note ? (
                    <Text size="xs" className={styles.muted} lineClamp={2}>
                      {absence.note}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{lengthOf(absence) ?? '—'}</Table.Td>
                <Table.Td>
                  <StatusBadge absence={absence} />
                </Table.Td>
                <Table.Td>
                  <AbsenceActions absence={absence} people={people} commands={commands} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
