import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SurchargeModel } from '../../../contract/surcharges.ts';
import { surchargeQueries, useDeleteSurchargeModel } from '../../api/surcharges.ts';
import { DeleteDialog } from '../../components/delete-dialog.tsx';
import { isApiError } from '../../lib/http.ts';

/** Delete with confirmation. Nothing refers to a surcharge model in this interface, so there is no 409 path. */
export function SurchargeDeleteDialog({
  model,
  onClose,
  onDeleted,
}: {
  model: Pick<SurchargeModel, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const id = model?.id ?? 0;
  // The current version, so that the delete carries If-Match like every other write.
  const detail = useQuery({ ...surchargeQueries.detail(id), enabled: model !== null, staleTime: 0 });
  const remove = useDeleteSurchargeModel();

  function close() {
    remove.reset();
    onClose();
  }

  if (!model) return null;
  const name = detail.data?.record.name ?? model.name;
  return (
    <DeleteDialog
      opened
      name={name}
      inUse={false}
      canDeactivate={false}
      ready={detail.isSuccess}
      pending={remove.isPending}
      error={remove.error ?? detail.error}
      onClose={close}
      onDeactivate={() => {}}
      onDelete={() =>
        remove.mutate(
          { id, etag: detail.data?.etag ?? null },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('surcharges.deleted', { name }) });
              close();
              onDeleted?.();
            },
            // Someone changed it meanwhile: fetch the new version, and the next click deletes that.
            onError: (error) => {
              if (isApiError(error, 412)) void detail.refetch();
            },
          },
        )
      }
    />
  );
}
