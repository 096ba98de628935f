import { Button, Center, Group, Loader, type MantineColor, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type QueryFunction, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from './page-states.tsx';

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

/** A dialog form's buttons: cancel on the left, submit on the right. */
export function FormActions({
  submitLabel,
  pending,
  onCancel,
  submitColor,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  submitColor?: MantineColor;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" color={submitColor} loading={pending}>
        {submitLabel}
      </Button>
    </Group>
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
  const detail = useQuery({ ...query, staleTime: 0, refetchOnWindowFocus: false });
  if (detail.isPending) return <FormLoading />;
  if (detail.isError) {
    return <ErrorPanel error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />;
  }
  return children(detail.data, () => queryClient.fetchQuery({ ...query, staleTime: 0 }));
}
