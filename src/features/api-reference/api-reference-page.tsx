import { Box, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { openApiQueries } from '../../api/openapi.ts';
import { lazyPart } from '../../components/lazy-part.tsx';
import { LazySection } from '../../components/lazy-section.tsx';
import { ErrorPanel, PagePending } from '../../components/page-states.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useCredentials, useCurrentUser } from '../../lib/auth.ts';
import { scalarConfiguration } from './scalar-configuration.ts';

const scalarView = lazyPart(
  () => import('./scalar-view.tsx'),
  (module) => module.default,
);

export function ApiReferencePage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  // Read afresh on every render, so the memo below keys on the values rather than the object.
  const credentials = useCredentials();
  const email = credentials?.email ?? user.email;
  const key = credentials?.key ?? null;
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
        // The reference viewer and the document it shows are written in English, whatever the UI
        // language: marked so, a screen reader reads them with English pronunciation.
        <Box component="section" aria-label={t('apiReference.region')} lang="en">
          <LazySection part={scalarView} loading={<PagePending />} props={{ configuration }} />
        </Box>
      ) : (
        <PagePending />
      )}
    </Stack>
  );
}
