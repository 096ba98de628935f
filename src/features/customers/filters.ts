import type { CustomerFilters, CustomerSort } from '../../api/customers.ts';
import type { StatusFilterValue } from '../../components/status-filter.tsx';
import { statusToActive } from '../../components/status-filter.tsx';

/** The list's state as the URL holds it. */
export type CustomersSearch = {
  page: number;
  items_per_page: number;
  sort: CustomerSort;
  active: StatusFilterValue;
  search: string;
};

/** What the list asks the service for; workers only ever see active customers. */
export function customerFilters(search: CustomersSearch, seesInactive: boolean): CustomerFilters {
  return {
    page: search.page,
    items_per_page: search.items_per_page,
    sort: search.sort,
    active: seesInactive ? statusToActive(search.active) : undefined,
    search: search.search,
  };
}
