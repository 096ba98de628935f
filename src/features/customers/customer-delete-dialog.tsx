import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../contract/customers.ts';
import { DeleteDialog } from '../../components/delete-dialog.tsx';
import { isApiError } from '../../lib/http.ts';
import { customerQueries, useDeleteCustomer, useUpdateCustomer } from './api.ts';

/** Delete with confirmation; a customer with projects or entries (409) can be deactivated instead. */
export function CustomerDeleteDialog({
  customer,
  onClose,
}: {
  customer: Customer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = customer?.id ?? 0;
  // The current version, so that the delete carries If-Match like every other write.
  const detail = useQuery({ ...customerQueries.detail(id), enabled: customer !== null, staleTime: 0 });
  const remove = useDeleteCustomer();
  const update = useUpdateCustomer();
  const inUse = isApiError(remove.error, 409);

  function close() {
    remove.reset();
    update.reset();
    onClose();
  }

  if (!customer) return null;
  const current = detail.data?.customer ?? customer;
  return (
    <DeleteDialog
      opened
      name={current.name}
      inUse={inUse}
      canDeactivate={current.active}
      ready={detail.isSuccess}
      pending={remove.isPending || update.isPending}
      error={update.error ?? (inUse ? null : remove.error) ?? detail.error}
      onClose={close}
      onDelete={() =>
        remove.mutate(
          { id, etag: detail.data?.etag ?? null },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('customers.deleted', { name: current.name }) });
              close();
            },
            onError: (error) => {
              if (isApiError(error, 412)) void detail.refetch();
            },
          },
        )
      }
      onDeactivate={() =>
        update.mutate(
          { id, body: { active: false }, etag: detail.data?.etag ?? null },
          {
            onSuccess: () => {
              notifications.show({
                color: 'green',
                message: t('customers.deactivated', { name: current.name }),
              });
              close();
            },
          },
        )
      }
    />
  );
}
