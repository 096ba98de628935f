import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/http.ts';

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
