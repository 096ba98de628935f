import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { type Caller, rights } from '../../../contract/rights.ts';
import { userSchema } from '../../../contract/users.ts';
import { ActiveBadge } from '../../components/active-badge.tsx';
import type { RecordColumns } from '../../components/record-columns.ts';
import { roleRank, type UserRow } from './filters.ts';

/** How the role and status columns sort: by rank, and active before inactive. */
export const userSortValues = { role: roleRank, active: (user: UserRow) => (user.active ? 0 : 1) };

const personal = 'a personal or dated setting: the person’s page and form show it';
const locks = 'the edit locks view of this page lists the locks';

/** Fields the list leaves to the person's page and the edit locks view, in the grid and the file alike. */
const keptOnThePersonsPage = {
  timeformat_12h: personal,
  weekstart_monday: personal,
  weekend_friday: personal,
  language: personal,
  timezone: personal,
  absence_managers_id: personal,
  wage_type: personal,
  can_generally_see_absences: personal,
  can_generally_manage_absences: personal,
  can_add_customers: personal,
  edit_lock: locks,
  edit_lock_dyn: locks,
  edit_lock_sync: locks,
  worktime_regulation_id: personal,
  nonbusinessgroups_id: personal,
};

/** The name opens the person's dated settings, where the viewer may read them; edit is a row button. */
function NameCell({ user, caller }: { user: UserRow; caller: Caller }) {
  return rights.readsUserRecordsOf(caller, user.id) ? (
    <Anchor
      size="sm"
      fw={500}
      truncate="end"
      display="block"
      title={user.name}
      renderRoot={(props) => <Link {...props} to="/users/$userId" params={{ userId: String(user.id) }} />}
    >
      {user.name}
    </Anchor>
  ) : (
    <Text size="sm" fw={500} truncate="end" title={user.name}>
      {user.name}
    </Text>
  );
}

/**
 * The co-workers list: the grid and the file from one list. Role and status only for those who write
 * master data, as the rights hide them from workers.
 */
export const userColumns: RecordColumns<UserRow> = {
  record: userSchema,
  notInGrid: { id: 'a row opens its person; the number means nothing to a reader', ...keptOnThePersonsPage },
  notInFile: { id: 'the number means nothing to a reader of the file', ...keptOnThePersonsPage },
  columns: ({ t, caller }) => {
    const rolesHidden = !rights.writesMasterData(caller);
    return [
      {
        field: 'name',
        title: t('users.columns.name'),
        // Long names give way (full name on hover) rather than push the row buttons over the last columns.
        grid: {
          accessor: 'name',
          sortable: true,
          ellipsis: true,
          width: 150,
          render: (user) => <NameCell user={user} caller={caller} />,
        },
        file: { value: (user) => user.name, width: 28 },
      },
      {
        field: 'initials',
        title: t('users.columns.initials'),
        grid: { accessor: 'initials', sortable: true, width: 76 },
        file: { value: (user) => user.initials, width: 10 },
      },
      {
        field: 'number',
        title: t('users.columns.number'),
        grid: { accessor: 'number', sortable: true, noWrap: true, render: (user) => user.number ?? '—' },
        file: { value: (user) => user.number },
      },
      {
        field: 'email',
        title: t('users.columns.email'),
        // The address gives way (full text on hover) so the grid fits 1280 px with the row buttons.
        grid: {
          accessor: 'email',
          sortable: true,
          ellipsis: true,
          width: 150,
          render: (user) => (
            <Text size="sm" truncate="end" title={user.email}>
              {user.email}
            </Text>
          ),
        },
        file: { value: (user) => user.email, width: 32 },
      },
      {
        field: 'role',
        title: t('users.columns.role'),
        hidden: rolesHidden,
        grid: {
          accessor: 'role',
          sortable: true,
          noWrap: true,
          render: (user) => (user.role ? t(`roles.${user.role}`) : '—'),
        },
        file: { value: (user) => (user.role ? t(`roles.${user.role}`) : null) },
      },
      {
        field: 'teams_id',
        title: t('users.columns.team'),
        grid: { accessor: 'teamName', sortable: true, render: (user) => user.teamName ?? '—' },
        file: { value: (user) => user.teamName, width: 24 },
      },
      {
        field: 'boss',
        title: t('users.columns.boss'),
        grid: { accessor: 'bossName', sortable: true, render: (user) => user.bossName ?? '—' },
        file: { value: (user) => user.bossName, width: 24 },
      },
      {
        field: 'active',
        title: t('users.columns.status'),
        hidden: rolesHidden,
        grid: { accessor: 'active', sortable: true, render: (user) => <ActiveBadge active={user.active} /> },
        file: { value: (user) => (user.active ? t('common.active') : t('common.inactive')) },
      },
    ];
  },
};

/** A co-worker on a phone: name and status, the address, then role, team and boss in one line. */
export function userCard({
  t,
  caller,
  canWrite,
  actions,
}: {
  t: TFunction;
  caller: Caller;
  canWrite: boolean;
  actions: (user: UserRow) => ReactNode;
}) {
  return (user: UserRow) => (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <Stack gap={4}>
        <Group gap="xs">
          <NameCell user={user} caller={caller} />
          {canWrite && !user.active && <ActiveBadge active={false} />}
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        <Text size="sm">
          {[
            user.role && t(`roles.${user.role}`),
            user.teamName && t('users.card.team', { name: user.teamName }),
            user.bossName && t('users.card.boss', { name: user.bossName }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      {canWrite && actions(user)}
    </Group>
  );
}
