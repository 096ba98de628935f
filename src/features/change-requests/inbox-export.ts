import { useTranslation } from 'react-i18next';
import type { ChangeRequest } from '../../../contract/change-requests.ts';
import { knownTimeZone } from '../../../contract/dates.ts';
import type { User } from '../../../contract/users.ts';
import { fetchEveryChangeRequest } from '../../api/change-requests.ts';
import { exportDay, exportMoment, type TableExport } from '../../lib/export-table.ts';
import { type InboxSearch, inboxFilters } from './filters.ts';
import type { Presentation } from './use-presentation.ts';

/**
 * The inbox tab as a file: every request the tab's filters let through, across all pages, newest
 * day first as the service orders them. A team filter keeps its members' requests of each page.
 */
export function useInboxExport(
  search: InboxSearch,
  users: readonly User[],
  present: Presentation,
): TableExport<ChangeRequest> {
  const { t } = useTranslation();
  const declinedTab = search.tab === 'declined';
  const filters = inboxFilters(search, users);
  const viewerZone = knownTimeZone(present.viewer.timezone);
  return {
    name: 'change-requests',
    title: declinedTab ? t('changeRequests.tabs.declined') : t('changeRequests.tabs.pending'),
    columns: [
      {
        header: t('changeRequests.columns.coworker'),
        value: (request) => present.name(request.users_id),
        width: 24,
      },
      {
        header: t('exports.columns.team'),
        value: (request) => present.teamName(present.user(request.users_id)?.teams_id) ?? null,
        width: 20,
      },
      {
        header: t('changeRequests.columns.day'),
        value: (request) => exportDay(request.date),
        format: 'date',
      },
      {
        header: t('changeRequests.columns.changes'),
        value: (request) => present.summary(request),
        width: 60,
      },
      {
        header: t('changeRequests.columns.declined'),
        value: (request) => exportMoment(request.declined_at, viewerZone),
        format: 'dateTime',
        hidden: !declinedTab,
      },
      {
        header: t('exports.columns.declinedBy'),
        value: (request) => (request.declined_by === null ? null : present.name(request.declined_by)),
        hidden: !declinedTab,
        width: 24,
      },
    ],
    fetchAll: async (signal, onProgress) => {
      const requests = await fetchEveryChangeRequest(filters, signal, onProgress);
      const members = filters.users_ids && new Set(filters.users_ids);
      return members ? requests.filter((request) => members.has(request.users_id)) : requests;
    },
  };
}
