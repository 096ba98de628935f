import { useTranslation } from 'react-i18next';
import type { User } from '../../../contract/users.ts';
import type { TableExport } from '../../lib/export-table.ts';

type TeamExportRow = { name: string; leaderName: string | null; members: User[] };

/** The team list as a file: name, leader, how many members and who. */
export function useTeamsExport<Row extends TeamExportRow>(
  fetchAll: TableExport<Row>['fetchAll'],
): TableExport<Row> {
  const { t } = useTranslation();
  return {
    name: 'teams',
    title: t('teams.title'),
    columns: [
      { header: t('teams.columns.name'), value: (team) => team.name, width: 28 },
      { header: t('teams.columns.leader'), value: (team) => team.leaderName, width: 24 },
      {
        header: t('teams.columns.memberCount'),
        value: (team) => team.members.length,
        format: 'integer',
        width: 10,
      },
      {
        header: t('teams.columns.members'),
        value: (team) => team.members.map((member) => member.name).join(', '),
        width: 60,
      },
    ],
    fetchAll,
  };
}
