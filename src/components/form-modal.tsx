import { Button, Center, Group, Loader, type MantineColor, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type QueryFunction, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfflineWrites } from './offline-writes.tsx';
import { ErrorPanel } from './page-states.tsx';
import { useGuardedClose } from './unsaved-changes.tsx';

/** A dialog for a form: full screen on a phone, where a floating dialog leaves no room to type. */
export function FormModal({
  opened,
  title,
  onClose,
  children,
}: {
  opened: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      radius={phone ? 0 : undefined}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      transitionProps={phone ? { transition: 'fade', duration: 150 } : undefined}
    >
      {children}
    </Modal>
  );
}

export function FormLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}

/**
 * A form's buttons: cancel, then submit, on the right; `secondary` (e.g. delete) on the left. While
 * offline, a note above them says why submit is disabled (the caller's stack spaces the two).
 */
export function FormActions({
  submitLabel,
  pending,
  onCancel,
  submitColor,
  secondary,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  submitColor?: MantineColor;
  secondary?: ReactNode;
}) {
  const { t } = useTranslation();
  const offline = useOfflineWrites();
  const buttons = (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button
        type="submit"
        color={submitColor}
        loading={pending}
        disabled={offline.offline}
        aria-describedby={offline.describedBy}
      >
        {submitLabel}
      </Button>
    </Group>
  );
  const actions = secondary ? (
    <Group justify="space-between" gap="sm">
      {secondary}
      {buttons}
    </Group>
  ) : (
    buttons
  );
  // The buttons keep their place in the tree, so going offline does not take the focus off them.
  return (
    <>
      {offline.note}
      {actions}
    </>
  );
}

/**
 * Loads the record an edit form starts from, always fresh: the ETag sent back must be the one the
 * user started from. `reload` fetches the current version again, for a 412.
 */
export function EditLoader<Detail, Key extends QueryKey>({
  query,
  children,
}: {
  query: { queryKey: Key; queryFn?: QueryFunction<Detail, Key> };
  children: (detail: Detail, reload: () => Promise<Detail>) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const detail = useQuery({ ...query, staleTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false });
  if (detail.isPending) return <FormLoading />;
  // A failed refetch (e.g. after a refused save) keeps the form and what was typed in it.
  if (detail.data === undefined) {
    return <ErrorPanel error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />;
  }
  return children(detail.data, () => queryClient.fetchQuery({ ...query, staleTime: 0 }));
}

/** Which form a dialog shows: a new record, or the record with this id. */
export type FormTarget = { kind: 'create' } | { kind: 'edit'; id: number };

/** What a form in a `FormDialog` gets: pass them on to `FormFrame`, and `onCancel` to its cancel. */
export type DialogFormProps = {
  onDirtyChange: (dirty: boolean) => void;
  onDone: () => void;
  onCancel: () => void;
};

/** The record an edit starts from, and how to read its current version again (for a 412). */
export type EditStart<Detail> = { id: number; detail: Detail; reload: () => Promise<Detail> };

/**
 * A create-or-edit form in a dialog: for an edit it loads the record first (always fresh), and
 * closing with unsaved changes asks first. `children` renders the form; `edit` is absent for a create.
 */
export function FormDialog<Detail, Key extends QueryKey>({
  target,
  title,
  detail,
  onClose,
  children,
}: {
  /** null while closed. */
  target: FormTarget | null;
  title: { create: ReactNode; edit?: ReactNode };
  /** The single-record query an edit starts from; not needed for a form that only creates. */
  detail?: (id: number) => { queryKey: Key; queryFn?: QueryFunction<Detail, Key> };
  onClose: () => void;
  children: (form: DialogFormProps, edit?: EditStart<Detail>) => ReactNode;
}) {
  const { setDirty, finish, requestClose } = useGuardedClose(onClose);
  const form: DialogFormProps = { onDirtyChange: setDirty, onDone: finish, onCancel: requestClose };
  return (
    <FormModal
      opened={target !== null}
      onClose={requestClose}
      title={target?.kind === 'edit' ? title.edit : title.create}
    >
      {target?.kind === 'create' && children(form)}
      {target?.kind === 'edit' && detail && (
        <EditLoader query={detail(target.id)}>
          {(loaded, reload) => children(form, { id: target.id, detail: loaded, reload })}
        </EditLoader>
      )}
    </FormModal>
  );
}
