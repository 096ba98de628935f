import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../contract/customers.ts';
import { type CustomerFilters, fetchCustomers } from '../../api/customers.ts';
import { fetchAllPages } from '../../lib/export-pages.ts';
import type { ExportColumn, TableExport } from '../../lib/export-table.ts';

/** The customer list as a file: its columns (`customer-columns.tsx`), every page. */
export function useCustomersExport(
  filters: CustomerFilters,
  columns: ExportColumn<Customer>[],
): TableExport<Customer> {
  const { t } = useTranslation();
  return {
    name: 'customers',
    title: t('customers.title'),
    columns,
    fetchAll: (signal, onProgress) =>
      fetchAllPages(
        async (page, items_per_page, pageSignal) => {
          const data = await fetchCustomers({ ...filters, page, items_per_page }, pageSignal);
          return { records: data.customers, paging: data.paging };
        },
        signal,
        onProgress,
      ),
  };
}
