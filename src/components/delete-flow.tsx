import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type QueryFunction, type QueryKey, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError, isApiError } from '../lib/http.ts';
import { showNotice } from '../lib/notice.ts';
import { useOfflineWrites } from './offline-writes.tsx';

/** The record a delete is about, as the list shows it. `active` only where the record has it. */
export type DeleteTarget = { id: number; name: string; active?: boolean };

export type WriteMutation<Variables> = {
  mutate: (variables: Variables, callbacks: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
  reset: () => void;
};

/**
 * Deleting one record: confirm, then DELETE with the version just read (If-Match; after a 412 the
 * version is read again and the next click deletes that). When other records still use it (409), the flow offers to
 * deactivate it instead (an edit with `active: false`) if `deactivate` is given and the record is
 * active, and otherwise explains why it stays (docs/interface.md#deleting-what-others-use). The
 * service's own 409 text is not shown: it suggests deactivating even a record that is inactive; a
 * resource whose 409 says what to do instead (`servicesReason`: a surcharge model names who still has it)
 * shows it. With `refusal` the rights say no: the flow only says why. Better still, offer no delete control then.
 */
export function DeleteFlow<Target extends DeleteTarget, Key extends QueryKey>({
  target,
  detail,
  remove,
  deactivate,
  refusal,
  servicesReason = false,
  deletedMessage,
  onClose,
  onDeleted,
}: {
  /** The record to delete; null while the flow is closed. */
  target: Target | null;
  /**
   * The record's single-record query, for its current version and name. A record without a `name`
   * of its own (a dated row of a schedule) keeps the one `target` gives it.
   */
  detail: (id: number) => {
    queryKey: Key;
    queryFn?: QueryFunction<{ record: object; etag: string | null }, Key>;
  };
  remove: WriteMutation<{ id: number; etag: string | null }>;
  /** For records with `active`: offered when the record is in use. */
  deactivate?: {
    write: WriteMutation<{ id: number; body: { active: false }; etag: string | null }>;
    message: (name: string) => string;
  };
  /** Why the caller may not delete this record; the dialog then offers nothing but closing. */
  refusal?: string;
  /** The service's 409 message is the reason to show (it has no deactivation to suggest). */
  servicesReason?: boolean;
  deletedMessage: (name: string) => string;
  onClose: () => void;
  /** After the record is gone, e.g. to leave its page. */
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const offline = useOfflineWrites();
  const version = useQuery({
    ...detail(target?.id ?? 0),
    enabled: target !== null && refusal === undefined,
    staleTime: 0,
  });
  const inUse = isApiError(remove.error, 409);

  function close() {
    remove.reset();
    deactivate?.write.reset();
    onClose();
  }

  if (!target) return null;
  const record: Target = { ...target, ...(version.data?.record as Partial<Target> | undefined) };
  const { id, name } = record;
  const etag = version.data?.etag ?? null;
  const offersDeactivation = inUse && deactivate !== undefined && record.active === true;
  const pending = remove.isPending || deactivate?.write.isPending === true;
  const shownError = deactivate?.write.error ?? (inUse ? null : remove.error) ?? version.error;

  function succeeded(message: string, deleted: boolean) {
    showNotice({ color: 'green', message });
    close();
    if (deleted) onDeleted?.();
  }

  let title = t('deleteDialog.title', { name });
  let text = t('deleteDialog.text');
  if (refusal !== undefined) {
    title = t('deleteDialog.refusedTitle', { name });
    text = refusal;
  } else if (inUse) {
    title = t('deleteDialog.inUseTitle', { name });
    if (offersDeactivation) text = t('deleteDialog.inUseText');
    else if (record.active === false) text = t('deleteDialog.inUseInactiveText');
    else if (servicesReason) text = describeError(remove.error);
    else text = t('deleteDialog.inUseOnlyText');
  }

  return (
    <Modal
      opened
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 600, overflowWrap: 'anywhere' } }}
    >
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {shownError != null && (
          <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />}>
            <Text size="sm">{describeError(shownError)}</Text>
          </Alert>
        )}
        {refusal === undefined && offline.note}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {refusal !== undefined || (inUse && !offersDeactivation) ? t('common.close') : t('common.cancel')}
          </Button>
          {offersDeactivation && deactivate && (
            <Button
              color="orange"
              loading={pending}
              disabled={offline.offline}
              aria-describedby={offline.describedBy}
              onClick={() =>
                deactivate.write.mutate(
                  { id, body: { active: false }, etag },
                  { onSuccess: () => succeeded(deactivate.message(name), false) },
                )
              }
            >
              {t('deleteDialog.deactivate')}
            </Button>
          )}
          {refusal === undefined && !inUse && (
            <Button
              color="red"
              data-autofocus
              loading={pending || !version.isSuccess}
              disabled={offline.offline}
              aria-describedby={offline.describedBy}
              onClick={() =>
                // A 412 needs no reload here: every write refetches its resource's queries when it settles.
                remove.mutate({ id, etag }, { onSuccess: () => succeeded(deletedMessage(name), true) })
              }
            >
              {t('common.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
