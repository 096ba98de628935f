import { Box, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { openApiQueries } from '../../api/openapi.ts';
import { ErrorPanel, PagePending } from '../../components/page-states.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useCredentials, useCurrentUser } from '../../lib/auth.ts';
import { scalarConfiguration } from './scalar-configuration.ts';

const ScalarView = lazy(() => import('./scalar-view.tsx'));

export function ApiReferencePage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  // Read afresh on every render, so the memo below keys on the values rather than the object.
  const { email, key } = useCredentials();
  const dark = useComputedColorScheme('light') === 'dark';
  const document = useQuery(openApiQueries.document());
  const configuration = useMemo(
    () =>
      document.data &&
      scalarConfiguration({
        document: document.data,
        credentials: { email, key },
        callerId: user.id,
        dark,
        origin: window.location.origin,
      }),
    [document.data, email, key, user.id, dark],
  );

  return (
    <Stack gap="md">
      <div>
        <PageTitle>{t('apiReference.title')}</PageTitle>
        <Text size="sm" c="dimmed" maw={720}>
          {t('apiReference.description', { email: user.email })}
        </Text>
      </div>
      {document.isError ? (
        <ErrorPanel
          error={document.error}
          onRetry={() => void document.refetch()}
          retrying={document.isFetching}
        />
      ) : configuration ? (
        <Suspense fallback={<PagePending />}>
          <Box component="section" aria-label={t('apiReference.region')}>
            <ScalarView configuration={configuration} />
          </Box>
        </Suspense>
      ) : (
        <PagePending />
      )}
    </Stack>
  );
}
