import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeError, isApiError } from '../lib/http.ts';

/**
 * Confirms a delete. When the service refuses because other records refer to the record (409), the
 * dialog offers to deactivate it instead, which keeps history intact.
 */
export function DeleteDialog({
  opened,
  name,
  inUse,
  canDeactivate,
  ready,
  pending,
  error,
  onDelete,
  onDeactivate,
  onClose,
}: {
  opened: boolean;
  name: string;
  /** The service answered 409. */
  inUse: boolean;
  /** The record is still active, so deactivating it would help. */
  canDeactivate: boolean;
  /** The current version (ETag) is loaded, so the delete can be sent with If-Match. */
  ready: boolean;
  pending: boolean;
  /** A failure to show; not the 409 itself, which `inUse` already explains. */
  error: unknown;
  onDelete: () => void;
  onDeactivate: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={inUse ? t('deleteDialog.inUseTitle', { name }) : t('deleteDialog.title', { name })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 600, overflowWrap: 'anywhere' } }}
    >
      <Stack gap="md">
        <Text size="sm">{inUse ? t('deleteDialog.inUseText') : t('deleteDialog.text')}</Text>
        {error != null && (
          <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />}>
            <Text size="sm">{describeError(error)}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          {inUse ? (
            canDeactivate && (
              <Button color="orange" onClick={onDeactivate} loading={pending}>
                {t('deleteDialog.deactivate')}
              </Button>
            )
          ) : (
            <Button color="red" onClick={onDelete} loading={pending || !ready} data-autofocus>
              {t('common.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

type WriteMutation<Variables> = {
  mutate: (
    variables: Variables,
    callbacks: { onSuccess: () => void; onError?: (error: unknown) => void },
  ) => void;
  isPending: boolean;
  error: unknown;
  reset: () => void;
};

/**
 * DeleteDialog wired to the service: the delete carries the loaded version (If-Match), a 412 reloads
 * it, and a 409 offers deactivation, sent as an edit with `active: false`.
 */
export function DeleteOrDeactivateDialog({
  record,
  detail,
  remove,
  deactivate,
  deletedMessage,
  deactivatedMessage,
  onClose,
}: {
  /** The current version of the record to delete; null while the dialog is closed. */
  record: { id: number; name: string; active: boolean } | null;
  /** The record's single-record query, for its ETag. */
  detail: {
    data: { etag: string | null } | undefined;
    isSuccess: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  remove: WriteMutation<{ id: number; etag: string | null }>;
  deactivate: WriteMutation<{ id: number; body: { active: false }; etag: string | null }>;
  deletedMessage: (name: string) => string;
  deactivatedMessage: (name: string) => string;
  onClose: () => void;
}) {
  const inUse = isApiError(remove.error, 409);

  function close() {
    remove.reset();
    deactivate.reset();
    onClose();
  }

  if (!record) return null;
  const { id, name } = record;
  const etag = detail.data?.etag ?? null;
  const succeeded = (message: string) => {
    notifications.show({ color: 'green', message });
    close();
  };
  return (
    <DeleteDialog
      opened
      name={name}
      inUse={inUse}
      canDeactivate={record.active}
      ready={detail.isSuccess}
      pending={remove.isPending || deactivate.isPending}
      error={deactivate.error ?? (inUse ? null : remove.error) ?? detail.error}
      onClose={close}
      onDelete={() =>
        remove.mutate(
          { id, etag },
          {
            onSuccess: () => succeeded(deletedMessage(name)),
            onError: (error) => {
              if (isApiError(error, 412)) void detail.refetch();
            },
          },
        )
      }
      onDeactivate={() =>
        deactivate.mutate(
          { id, body: { active: false }, etag },
          { onSuccess: () => succeeded(deactivatedMessage(name)) },
        )
      }
    />
  );
}
