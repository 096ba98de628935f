import { projectRightsSortKeys } from '../../../contract/projects.ts';
import type { ProjectFilters, ProjectSort } from '../../api/projects.ts';
import type { StatusFilterValue } from '../../components/status-filter.tsx';
import { statusToActive } from '../../components/status-filter.tsx';

/** The list's state as the URL holds it. */
export type ProjectsSearch = {
  page: number;
  items_per_page: number;
  sort: ProjectSort;
  customers_id?: number;
  active: StatusFilterValue;
  search: string;
  /** Owners and managers: only projects that used more than their budget. */
  over_budget: boolean;
};

/** What the list asks the service for; rights decide which filters and sort keys apply. */
export function projectFilters(search: ProjectsSearch, seesRights: boolean): ProjectFilters {
  const sortKey = search.sort.replace(/^-/, '');
  return {
    page: search.page,
    items_per_page: search.items_per_page,
    // Sorting by budget or its usage would reveal them, so the service refuses it to workers.
    sort:
      !seesRights && (projectRightsSortKeys as readonly string[]).includes(sortKey) ? 'name' : search.sort,
    customers_id: search.customers_id,
    // Workers only ever see active projects; the filter would change nothing.
    active: seesRights ? statusToActive(search.active) : undefined,
    search: search.search,
    over_budget: seesRights && search.over_budget ? true : undefined,
    // Answered to owners and managers only; asked by everyone, so the request is the same for all.
    budget_usage: true,
    customer_names: true,
  };
}
