import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../contract/customers.ts';
import { type CustomerFilters, fetchCustomers } from '../../api/customers.ts';
import { fetchAllPages } from '../../lib/export-pages.ts';
import type { TableExport } from '../../lib/export-table.ts';
import { useColorLabel } from './customer-colors.tsx';

/** The customer list as a file: its columns (the note only for those who see it), every page. */
export function useCustomersExport(filters: CustomerFilters, withNote: boolean): TableExport<Customer> {
  const { t } = useTranslation();
  const colorLabel = useColorLabel();
  return {
    name: 'customers',
    title: t('customers.title'),
    columns: [
      { header: t('customers.columns.color'), value: (customer) => colorLabel(customer.color) },
      { header: t('customers.columns.name'), value: (customer) => customer.name, width: 30 },
      { header: t('customers.columns.number'), value: (customer) => customer.number },
      {
        header: t('customers.columns.status'),
        value: (customer) => (customer.active ? t('common.active') : t('common.inactive')),
      },
      { header: t('customers.columns.billable'), value: (customer) => customer.billable_default },
      {
        header: t('customers.columns.note'),
        value: (customer) => customer.note ?? null,
        hidden: !withNote,
        width: 40,
      },
    ],
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
