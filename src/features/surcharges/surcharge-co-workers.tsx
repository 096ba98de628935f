import { Anchor, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { userSurchargeModelQueries } from '../../api/surcharge-model-periods.ts';
import { userQueries } from '../../api/users.ts';
import { ErrorPanel } from '../../components/page-states.tsx';
import { useFormatter } from '../../lib/format.ts';

/**
 * The co-workers whose surcharge-model period covering today names this model, each linking to their
 * page, where the period is assigned and changed.
 */
export function SurchargeCoWorkers({ modelId }: { modelId: number }) {
  const { t } = useTranslation();
  const today = useFormatter().today();
  const periods = useQuery(userSurchargeModelQueries.ofModel(modelId));
  const users = useQuery(userQueries.list());
  const failed = periods.error ?? users.error;

  const current = (periods.data ?? []).filter(
    (period) => period.date_since <= today && (period.date_until === null || period.date_until >= today),
  );
  const people = current
    .map((period) => ({
      id: period.users_id,
      name: users.data?.find((user) => user.id === period.users_id)?.name ?? `#${period.users_id}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="surcharge-co-workers">
      <Stack gap="xs">
        <Title order={2} size="h4" id="surcharge-co-workers">
          {t('surcharges.coWorkers.title')}
        </Title>
        {failed ? (
          <ErrorPanel
            error={failed}
            onRetry={() => {
              void periods.refetch();
              void users.refetch();
            }}
          />
        ) : periods.isPending || users.isPending ? (
          <Skeleton height={40} role="status" aria-label={t('common.loading')} />
        ) : people.length === 0 ? (
          <Text size="sm">{t('surcharges.coWorkers.none')}</Text>
        ) : (
          <List spacing={4}>
            {people.map((person) => (
              <List.Item key={person.id}>
                <Anchor
                  renderRoot={(props) => (
                    <Link {...props} to="/users/$userId" params={{ userId: String(person.id) }} />
                  )}
                >
                  {person.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
        <Text size="sm" c="dimmed">
          {t('surcharges.coWorkers.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
