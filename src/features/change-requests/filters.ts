import type { User } from '../../../contract/users.ts';
import type { ChangeRequestFilters } from '../../api/change-requests.ts';

export const inboxTabs = ['pending', 'declined'] as const;
type InboxTab = (typeof inboxTabs)[number];

/** The inbox's state as the URL holds it. */
export type InboxSearch = {
  tab: InboxTab;
  user?: number;
  team?: number;
  date_since?: string;
  date_until?: string;
  page: number;
  items_per_page: number;
  /** The request open in the detail panel. */
  selected?: number;
};

/** A range whose end lies before its start cannot match anything; the end is then left out. */
export function orderedRange(search: Pick<InboxSearch, 'date_since' | 'date_until'>): {
  date_since?: string;
  date_until?: string;
  valid: boolean;
} {
  const { date_since, date_until } = search;
  if (date_since && date_until && date_until < date_since) return { date_since, valid: false };
  return { date_since, date_until, valid: true };
}

/** What the inbox asks the service for; a team also as its members, for a service without the team filter. */
export function inboxFilters(search: InboxSearch, users: readonly User[]): ChangeRequestFilters {
  const range = orderedRange(search);
  return {
    status: search.tab === 'declined' ? 2 : 1,
    page: search.page,
    items_per_page: search.items_per_page,
    users_id: search.user,
    teams_id: search.team,
    users_ids:
      search.team === undefined
        ? undefined
        : users.filter((user) => user.teams_id === search.team).map((user) => user.id),
    date_since: range.date_since,
    date_until: range.date_until,
  };
}

export function isFiltered(search: InboxSearch): boolean {
  return (
    search.user !== undefined ||
    search.team !== undefined ||
    search.date_since !== undefined ||
    search.date_until !== undefined
  );
}
