import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { type Caller, rights } from '../../../contract/rights.ts';
import { type Team, teamSchema } from '../../../contract/teams.ts';
import type { User } from '../../../contract/users.ts';
import type { RecordColumns } from '../../components/record-columns.ts';

/** A team with the names the list shows: its leader and its members. */
export type TeamRow = Team & { leaderName: string | null; members: User[] };

export function teamRows(teams: readonly Team[], users: readonly User[]): TeamRow[] {
  const byId = new Map(users.map((user) => [user.id, user]));
  return teams.map((team) => ({
    ...team,
    leaderName: team.leader === null ? null : (byId.get(team.leader)?.name ?? `#${team.leader}`),
    members: users.filter((user) => user.teams_id === team.id),
  }));
}

/** The members' names, each a link to the person's page where the caller may open it. */
export function MemberNames({ team, t, caller }: { team: TeamRow; t: TFunction; caller: Caller }) {
  if (team.members.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('teams.noMembers')}
      </Text>
    );
  }
  return (
    <Text size="sm">
      {team.members.map((member, index) => (
        <Fragment key={member.id}>
          {index > 0 && ', '}
          {rights.readsUserRecordsOf(caller, member.id) ? (
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link {...props} to="/users/$userId" params={{ userId: String(member.id) }} />
              )}
            >
              {member.name}
            </Anchor>
          ) : (
            member.name
          )}
        </Fragment>
      ))}
    </Text>
  );
}

export const teamColumns: RecordColumns<TeamRow> = {
  record: teamSchema,
  notInGrid: { id: 'a row opens its team; the number means nothing to a reader' },
  notInFile: { id: 'the number means nothing to a reader of the file' },
  columns: ({ t, caller }) => [
    {
      field: 'name',
      title: t('teams.columns.name'),
      grid: {
        accessor: 'name',
        sortable: true,
        width: 240,
        render: (team) => (
          <Text size="sm" fw={500}>
            {team.name}
          </Text>
        ),
      },
      file: { value: (team) => team.name, width: 28 },
    },
    {
      field: 'leader',
      title: t('teams.columns.leader'),
      grid: {
        accessor: 'leaderName',
        sortable: true,
        noWrap: true,
        render: (team) => team.leaderName ?? '—',
      },
      file: { value: (team) => team.leaderName, width: 24 },
    },
    {
      field: 'memberCount',
      title: t('teams.columns.memberCount'),
      grid: {
        accessor: 'memberCount',
        sortable: true,
        textAlign: 'right',
        width: 110,
        render: (team) => team.members.length,
      },
      file: { value: (team) => team.members.length, format: 'integer', width: 10 },
    },
    {
      field: 'members',
      title: t('teams.columns.members'),
      grid: { accessor: 'members', render: (team) => <MemberNames team={team} t={t} caller={caller} /> },
      file: { value: (team) => team.members.map((member) => member.name).join(', '), width: 60 },
    },
  ],
};
