import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../contract/customers.ts';
import { customerQueries, useDeleteCustomer, useUpdateCustomer } from '../../api/customers.ts';
import { DeleteOrDeactivateDialog } from '../../components/delete-dialog.tsx';

/** Delete with confirmation; a customer with projects or entries (409) can be deactivated instead. */
export function CustomerDeleteDialog({
  customer,
  onClose,
}: {
  customer: Customer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // The current version, so that the delete carries If-Match like every other write.
  const detail = useQuery({
    ...customerQueries.detail(customer?.id ?? 0),
    enabled: customer !== null,
    staleTime: 0,
  });
  return (
    <DeleteOrDeactivateDialog
      record={customer && (detail.data?.record ?? customer)}
      detail={detail}
      remove={useDeleteCustomer()}
      deactivate={useUpdateCustomer()}
      deletedMessage={(name) => t('customers.deleted', { name })}
      deactivatedMessage={(name) => t('customers.deactivated', { name })}
      onClose={onClose}
    />
  );
}
