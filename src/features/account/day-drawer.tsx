import { Alert, Button, Drawer, Stack, Table, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconClockEdit } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CHANGE_REQUESTS_VALID_FROM } from '../../../contract/change-requests.ts';
import { rights } from '../../../contract/rights.ts';
import type { TargetHoursRow } from '../../../contract/target-hours.ts';
import { useCaller } from '../../lib/auth.ts';
import classes from './account.module.css';
import type { AccountDay } from './account-days.ts';
import type { AccountText } from './account-text.ts';
import { DayWhy, type RowWords } from './day-why.tsx';
import { SignedHours } from './signed-hours.tsx';

/** One day of the account opened: its figures from target to balance, and why they are what they are. */
export function DayDrawer({
  day,
  rows,
  usersId,
  countedUntil,
  rowWords,
  text,
  nonbusinessAround,
  hour12,
  onClose,
}: {
  day: AccountDay | null;
  rows: readonly TargetHoursRow[];
  usersId: number;
  countedUntil: string;
  rowWords: RowWords;
  text: AccountText;
  /** Whether the day before and the day after the opened one are nonbusiness days. */
  nonbusinessAround: readonly [boolean, boolean];
  hour12: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const caller = useCaller();
  const editable =
    day !== null && day.date >= CHANGE_REQUESTS_VALID_FROM && rights.filesChangeRequestFor(caller, usersId);
  const lines: [string, React.ReactNode][] = day
    ? [
        [t('account.day.target'), text.hours(day.target)],
        [t('account.day.worked'), text.hours(day.worked)],
        [t('account.day.credit'), text.hours(day.credit)],
        [t('account.day.surcharge'), text.hours(day.surcharge)],
        [t('account.day.compensation'), text.hours(day.hours_without_compensation - day.hours)],
        [t('account.day.hours'), text.hours(day.hours)],
        [t('account.day.diff'), <SignedHours key="diff" amount={day.diff} text={text} fw={600} />],
        ...(day.balance === null
          ? []
          : [
              [t('account.day.balance'), <SignedHours key="balance" amount={day.balance} text={text} />] as [
                string,
                React.ReactNode,
              ],
            ]),
      ]
    : [];
  return (
    <Drawer
      opened={day !== null}
      onClose={onClose}
      position={phone ? 'bottom' : 'right'}
      size={phone ? '90%' : 'md'}
      title={day ? text.dayLong(day.date) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {day && (
        <Stack gap="md">
          {day.planned && (
            <Alert color="gray" variant="light" p="xs">
              {t('account.day.plannedNote', { date: text.date(countedUntil) })}
            </Alert>
          )}
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('account.day.figures')}
            </Title>
            <Table withTableBorder verticalSpacing={4} fz="sm">
              <Table.Tbody>
                {lines.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th scope="row" fw={500}>
                      {label}
                    </Table.Th>
                    <Table.Td ta="end" className={classes.figure}>
                      {value}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
          {editable && (
            <Button
              variant="light"
              w="fit-content"
              leftSection={<IconClockEdit size={16} aria-hidden />}
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/work-day/$date"
                  params={{ date: day.date }}
                  search={{ user: usersId === caller.id ? undefined : usersId }}
                />
              )}
            >
              {t('workDay.edit')}
            </Button>
          )}
          <DayWhy
            day={day}
            rows={rows}
            usersId={usersId}
            rowWords={rowWords}
            text={text}
            nonbusinessAround={nonbusinessAround}
            hour12={hour12}
          />
        </Stack>
      )}
    </Drawer>
  );
}
