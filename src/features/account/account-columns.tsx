import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Team } from '../../../contract/teams.ts';
import { type UserReport, userReportSchema } from '../../../contract/user-reports.ts';
import type { User } from '../../../contract/users.ts';
import type { RecordColumns } from '../../components/record-columns.ts';
import { holidaysLeft } from './account-days.ts';
import { hoursText } from './account-text.ts';
import { SignedHours } from './signed-hours.tsx';

/** A co-worker's year figures with the team the list filters and shows. */
export type AccountRow = UserReport & {
  teamsId: number | null;
  teamName: string | null;
  holidaysLeft: number;
};

export function accountRows(reports: readonly UserReport[], users: readonly User[], teams: readonly Team[]) {
  const teamOf = new Map(users.map((user) => [user.id, user.teams_id ?? null]));
  const teamNames = new Map(teams.map((team) => [team.id, team.name]));
  return reports.map((report): AccountRow => {
    const teamsId = teamOf.get(report.users_id) ?? null;
    return {
      ...report,
      teamsId,
      teamName: teamsId === null ? null : (teamNames.get(teamsId) ?? null),
      holidaysLeft: holidaysLeft(report),
    };
  });
}

/** The co-worker's name, opening their account for the row's year. */
export function AccountLink({ row }: { row: AccountRow }) {
  return (
    <Anchor
      size="sm"
      fw={500}
      renderRoot={(props) => (
        <Link
          {...props}
          to="/users/$userId/account"
          params={{ userId: String(row.users_id) }}
          search={{ year: row.year }}
        />
      )}
    >
      {row.users_name}
    </Anchor>
  );
}

const hoursFile = { format: 'hours', width: 12 } as const;

export const accountColumns: RecordColumns<AccountRow> = {
  record: userReportSchema,
  notInGrid: {
    users_id: 'a row opens the account; the number means nothing to a reader',
    year: 'the page shows the year once, above the list',
    until: 'the page says up to which day it counts',
    sum_worked: 'the account opened from the row shows it, with credits and surcharges',
    sum_surcharge: 'in the file and in the account',
    sum_credit: 'in the file and in the account',
    sum_reduction_used: 'in the file and in the account',
    sum_reduction_planned: 'in the file and in the account',
    planned_target: 'in the file and in the account',
    holidays_quota: 'the grid shows what is left of it',
    holidays_carry: 'the grid shows what is left of it',
    special_holidays: 'in the file and in the account',
    month_details: 'the list asks for year figures only',
    overtime_carryover: 'the balance includes it; the account opened from the row shows it',
  },
  notInFile: {
    users_id: 'the number means nothing to a reader of the file',
    month_details: 'the list asks for year figures only',
  },
  columns: ({ t, format }) => {
    const text = hoursText(format);
    const hours = (title: string, field: keyof UserReport & string, pick: (row: AccountRow) => number) => ({
      field,
      title,
      file: { value: pick, ...hoursFile },
    });
    return [
      {
        field: 'users_name',
        title: t('account.list.columns.name'),
        grid: {
          accessor: 'users_name',
          sortable: true,
          noWrap: true,
          render: (row: AccountRow) => <AccountLink row={row} />,
        },
        file: { value: (row) => row.users_name, width: 28 },
      },
      {
        field: 'teamName',
        title: t('account.list.columns.team'),
        grid: { accessor: 'teamName', sortable: true, render: (row: AccountRow) => row.teamName ?? '—' },
        file: { value: (row) => row.teamName, width: 20 },
      },
      {
        field: 'year',
        title: t('account.year'),
        file: { value: (row) => row.year, format: 'integer', width: 8 },
      },
      {
        field: 'until',
        title: t('account.list.columns.until'),
        file: { value: (row) => row.until, format: 'date', width: 12 },
      },
      {
        ...hours(t('account.list.columns.target'), 'sum_target', (row) => row.sum_target),
        grid: numberCell('sum_target', (row) => text.hours(row.sum_target)),
      },
      hours(t('account.summary.worked'), 'sum_worked', (row) => row.sum_worked),
      hours(t('account.summary.credit'), 'sum_credit', (row) => row.sum_credit),
      hours(t('account.summary.surcharge'), 'sum_surcharge', (row) => row.sum_surcharge),
      {
        ...hours(t('account.list.columns.hours'), 'sum_hours', (row) => row.sum_hours),
        grid: numberCell('sum_hours', (row) => text.hours(row.sum_hours)),
      },
      {
        ...hours(t('account.list.columns.diff'), 'diff', (row) => row.diff),
        grid: numberCell('diff', (row) => <SignedHours amount={row.diff} text={text} />),
      },
      hours(t('account.list.columns.carryover'), 'overtime_carryover', (row) => row.overtime_carryover),
      {
        ...hours(t('account.list.columns.balance'), 'balance', (row) => row.balance),
        grid: numberCell('balance', (row) => <SignedHours amount={row.balance} text={text} fw={600} />),
      },
      hours(t('account.summary.plannedTarget'), 'planned_target', (row) => row.planned_target),
      hours(t('account.summary.reductionUsed'), 'sum_reduction_used', (row) => row.sum_reduction_used),
      hours(
        t('account.summary.reductionPlanned'),
        'sum_reduction_planned',
        (row) => row.sum_reduction_planned,
      ),
      days(t('account.list.columns.holidaysQuota'), 'holidays_quota', (row) => row.holidays_quota),
      days(t('account.list.columns.holidaysCarry'), 'holidays_carry', (row) => row.holidays_carry),
      {
        ...days(t('account.list.columns.holidaysUsed'), 'holidays_used', (row) => row.holidays_used),
        grid: numberCell('holidays_used', (row) => format.number(row.holidays_used)),
      },
      days(t('account.list.columns.holidaysLeft'), 'holidaysLeft', (row) => row.holidaysLeft),
      days(t('account.list.columns.specialHolidays'), 'special_holidays', (row) => row.special_holidays),
      {
        ...days(t('account.list.columns.sickdays'), 'sickdays', (row) => row.sickdays),
        grid: numberCell('sickdays', (row) => format.number(row.sickdays)),
      },
    ];
  },
};

function days(title: string, field: string, pick: (row: AccountRow) => number) {
  return { field, title, file: { value: pick, width: 10 } };
}

function numberCell(accessor: string, render: (row: AccountRow) => React.ReactNode) {
  return { accessor, sortable: true, textAlign: 'right' as const, noWrap: true, render };
}
