import { useTranslation } from 'react-i18next';
import type { ChangeRequest } from '../../../contract/change-requests.ts';
import type { User } from '../../../contract/users.ts';
import { fetchEveryChangeRequest } from '../../api/change-requests.ts';
import type { ExportColumn, TableExport } from '../../lib/export-table.ts';
import { type InboxSearch, inboxFilters } from './filters.ts';

/**
 * The inbox tab as a file, with its columns (`change-request-columns.tsx`): every request the tab's filters let through, across all pages, newest
 * day first as the service orders them. A team filter keeps its members' requests of each page.
 */
export function useInboxExport(
  search: InboxSearch,
  users: readonly User[],
  columns: ExportColumn<ChangeRequest>[],
): TableExport<ChangeRequest> {
  const { t } = useTranslation();
  const declinedTab = search.tab === 'declined';
  const filters = inboxFilters(search, users);
  return {
    name: 'change-requests',
    title: declinedTab ? t('changeRequests.tabs.declined') : t('changeRequests.tabs.pending'),
    columns,
    fetchAll: async (signal, onProgress) => {
      const requests = await fetchEveryChangeRequest(filters, signal, onProgress);
      const members = filters.users_ids && new Set(filters.users_ids);
      return members ? requests.filter((request) => members.has(request.users_id)) : requests;
    },
  };
}
