import { useTranslation } from 'react-i18next';
import type { TableExport } from '../../lib/export-table.ts';
import type { UserRow } from './filters.ts';

/**
 * The co-worker directory as a file, as the directory table shows it (also from the edit-lock view):
 * roles and status only for those who manage co-workers.
 */
export function useUsersExport(
  fetchAll: TableExport<UserRow>['fetchAll'],
  withRoles: boolean,
): TableExport<UserRow> {
  const { t } = useTranslation();
  return {
    name: 'co-workers',
    title: t('users.title'),
    columns: [
      { header: t('users.columns.name'), value: (user) => user.name, width: 28 },
      { header: t('users.columns.initials'), value: (user) => user.initials, width: 10 },
      { header: t('users.columns.number'), value: (user) => user.number },
      { header: t('users.columns.email'), value: (user) => user.email, width: 32 },
      {
        header: t('users.columns.role'),
        value: (user) => (user.role ? t(`roles.${user.role}`) : null),
        hidden: !withRoles,
      },
      { header: t('users.columns.team'), value: (user) => user.teamName, width: 24 },
      { header: t('users.columns.boss'), value: (user) => user.bossName, width: 24 },
      {
        header: t('users.columns.status'),
        value: (user) => (user.active ? t('common.active') : t('common.inactive')),
        hidden: !withRoles,
      },
    ],
    fetchAll,
  };
}
