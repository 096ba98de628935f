import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock, IconTarget } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NoMatches } from '../../components/list-states.tsx';

export function AccountSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-label={t('common.loading')}>
      <Skeleton height={140} />
      <Skeleton height={64} />
      <Skeleton height={420} />
    </Stack>
  );
}

/** Someone else's account asked for by a worker: the service would refuse it, so it is not asked for. */
export function NotAllowed({ name, ownId }: { name: string; ownId: number }) {
  const { t } = useTranslation();
  return (
    <Alert color="gray" icon={<IconLock size={18} aria-hidden />} title={t('account.notAllowedTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('account.notAllowedText', { name })}</Text>
        <Button
          variant="light"
          size="xs"
          renderRoot={(props) => (
            <Link {...props} to="/users/$userId/account" params={{ userId: String(ownId) }} />
          )}
        >
          {t('account.ownAccountLink')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** No target-hours row yet: the account has nothing to count against; say where to set them up. */
export function NoTargetHours({
  name,
  usersId,
  own,
  canSet,
}: {
  name: string;
  usersId: number;
  own: boolean;
  canSet: boolean;
}) {
  const { t } = useTranslation();
  return (
    <NoMatches
      icon={<IconTarget aria-hidden />}
      title={t('account.noTargetTitle')}
      description={own && !canSet ? t('account.noTargetOwnText') : t('account.noTargetText', { name })}
    >
      {canSet && (
        <Button
          renderRoot={(props) => <Link {...props} to="/users/$userId" params={{ userId: String(usersId) }} />}
        >
          {t('account.setTargetHours')}
        </Button>
      )}
    </NoMatches>
  );
}
