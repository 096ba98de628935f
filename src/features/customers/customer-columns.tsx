import { Text } from '@mantine/core';
import { type Customer, customerSchema } from '../../../contract/customers.ts';
import { rights } from '../../../contract/rights.ts';
import { ActiveBadge } from '../../components/active-badge.tsx';
import type { RecordColumns } from '../../components/record-columns.ts';
import { CustomerColorSwatch, colorLabel } from './customer-colors.tsx';

export const customerColumns: RecordColumns<Customer> = {
  record: customerSchema,
  notInGrid: { id: 'a row opens its customer; the number means nothing to a reader' },
  notInFile: { id: 'the number means nothing to a reader of the file' },
  columns: ({ t, caller }) => [
    {
      field: 'color',
      title: t('customers.columns.color'),
      grid: {
        accessor: 'color',
        width: 80,
        textAlign: 'center',
        render: (customer) => <CustomerColorSwatch color={customer.color} />,
      },
      file: { value: (customer) => colorLabel(t, customer.color) },
    },
    {
      field: 'name',
      title: t('customers.columns.name'),
      grid: {
        accessor: 'name',
        sortable: true,
        ellipsis: true,
        width: 280,
        render: (customer) => (
          <Text size="sm" fw={500} truncate="end" title={customer.name}>
            {customer.name}
          </Text>
        ),
      },
      file: { value: (customer) => customer.name, width: 30 },
    },
    {
      field: 'number',
      title: t('customers.columns.number'),
      grid: {
        accessor: 'number',
        sortable: true,
        noWrap: true,
        render: (customer) => customer.number ?? '—',
      },
      file: { value: (customer) => customer.number },
    },
    {
      field: 'active',
      title: t('customers.columns.status'),
      grid: {
        accessor: 'active',
        noWrap: true,
        render: (customer) => <ActiveBadge active={customer.active} />,
      },
      file: { value: (customer) => (customer.active ? t('common.active') : t('common.inactive')) },
    },
    {
      field: 'billable_default',
      title: t('customers.columns.billable'),
      grid: {
        accessor: 'billable_default',
        noWrap: true,
        render: (customer) => (customer.billable_default ? t('common.yes') : t('common.no')),
      },
      file: { value: (customer) => customer.billable_default },
    },
    {
      field: 'note',
      title: t('customers.columns.note'),
      hidden: !rights.seesRightsFields(caller),
      grid: {
        accessor: 'note',
        ellipsis: true,
        width: 300,
        render: (customer) =>
          customer.note ? (
            <Text size="sm" truncate="end" title={customer.note}>
              {customer.note}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              —
            </Text>
          ),
      },
      file: { value: (customer) => customer.note ?? null, width: 40 },
    },
  ],
};
