import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Caller, rights } from '../../../contract/rights.ts';
import { ActiveBadge } from '../../components/active-badge.tsx';
import { actionsColumn } from '../../components/list-page.tsx';
import { roleRank, type UserRow } from './filters.ts';

/** How the role and status columns sort: by rank, and active before inactive. */
export const userSortValues = { role: roleRank, active: (user: UserRow) => (user.active ? 0 : 1) };

/**
 * The co-workers list's columns and, on a phone, its cards; role, status and the row buttons only
 * for those who write master data. `actions` draws a row's buttons.
 */
export function useUserColumns({
  caller,
  canWrite,
  actions,
}: {
  caller: Caller;
  canWrite: boolean;
  actions: (user: UserRow) => ReactNode;
}): { columns: DataTableColumn<UserRow>[]; card: (user: UserRow) => ReactNode } {
  const { t } = useTranslation();

  // The name opens the person's dated settings, where the viewer may read them; edit is a row button.
  const nameCell = (user: UserRow) =>
    rights.readsUserRecordsOf(caller, user.id) ? (
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

  const columns: DataTableColumn<UserRow>[] = [
    // Long names give way (full name on hover) rather than push the row buttons over the last columns.
    {
      accessor: 'name',
      title: t('users.columns.name'),
      sortable: true,
      ellipsis: true,
      width: 150,
      render: nameCell,
    },
    { accessor: 'initials', title: t('users.columns.initials'), sortable: true, width: 76 },
    {
      accessor: 'number',
      title: t('users.columns.number'),
      sortable: true,
      noWrap: true,
      render: (user) => user.number ?? '—',
    },
    {
      accessor: 'email',
      title: t('users.columns.email'),
      sortable: true,
      // The address gives way (full text on hover) so the grid fits 1280 px with the row buttons.
      ellipsis: true,
      width: 150,
      render: (user) => (
        <Text size="sm" truncate="end" title={user.email}>
          {user.email}
        </Text>
      ),
    },
    {
      accessor: 'role',
      title: t('users.columns.role'),
      sortable: true,
      hidden: !canWrite,
      noWrap: true,
      render: (user) => (user.role ? t(`roles.${user.role}`) : '—'),
    },
    {
      accessor: 'teamName',
      title: t('users.columns.team'),
      sortable: true,
      render: (user) => user.teamName ?? '—',
    },
    {
      accessor: 'bossName',
      title: t('users.columns.boss'),
      sortable: true,
      render: (user) => user.bossName ?? '—',
    },
    {
      accessor: 'active',
      title: t('users.columns.status'),
      sortable: true,
      hidden: !canWrite,
      render: (user) => <ActiveBadge active={user.active} />,
    },
    // Only owners get the key button on others' rows, so only they need room for three buttons.
    actionsColumn(actions, !canWrite, rights.issuesApiKeysForOthers(caller) ? 136 : 96),
  ];

  const card = (user: UserRow) => (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <Stack gap={4}>
        <Group gap="xs">
          {nameCell(user)}
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

  return { columns, card };
}
