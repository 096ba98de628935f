import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
