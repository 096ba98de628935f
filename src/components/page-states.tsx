import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/http.ts';
import { PageTitle } from './page-title.tsx';

export function PagePending() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text c="dimmed" size="sm">
          {t('common.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

/**
 * An error in place of content, with a way to try again; the message is always plain text: the
 * `error` described, or a `message` of its own.
 */
export function ErrorPanel({
  error,
  message,
  title,
  onRetry,
  retrying = false,
}: {
  error?: unknown;
  message?: string;
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={title ?? t('errors.loadFailed')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message ?? describeError(error)}</Text>
        {onRetry && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRetry}
            loading={retrying}
          >
            {t('common.tryAgain')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** A route's error view: "Try again" clears failed queries and reruns the loaders. */
export function PageError({ error, reset }: { error: unknown; reset?: () => void }) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  return (
    <Stack p="md" maw={640}>
      <ErrorPanel
        error={error}
        onRetry={() => {
          queryErrorResetBoundary.reset();
          reset?.();
          void router.invalidate();
        }}
      />
    </Stack>
  );
}

export function PageNotFound() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" p="md">
      <Stack align="center" gap="sm">
        <PageTitle>{t('errors.pageNotFound')}</PageTitle>
        <Text c="dimmed">{t('errors.pageNotFoundText')}</Text>
        <Group>
          <Button component={Link} to="/">
            {t('errors.goToStart')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
