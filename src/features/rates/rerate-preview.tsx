import { Alert, Group, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Rerate } from '../../../contract/rates.ts';
import { ErrorPanel } from '../../components/page-states.tsx';
import { useFormatter } from '../../lib/format.ts';

/** What a re-rate would change: entries, hours and revenue before and after, in all and by project. */
export function ReratePreview({ query }: { query: UseQueryResult<Rerate> }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const signed = (amount: number) => format.money(amount, { signed: true });
  if (query.isError) {
    return <ErrorPanel error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  if (!query.data) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('rates.rerate.counting')}</Text>
      </Group>
    );
  }
  const preview = query.data;
  const hours = (value: number) => format.duration(Math.round(value * 3600));
  const locked = preview.locked.entries > 0 && (
    <Text size="sm" c="dimmed">
      {t('rates.rerate.locked', { count: preview.locked.entries, hours: hours(preview.locked.hours) })}
    </Text>
  );
  if (preview.entries === 0) {
    return (
      <Stack gap="xs" role="status" aria-label={t('rates.rerate.previewLabel')}>
        <Alert color="gray" variant="light">
          {t('rates.rerate.nothing')}
        </Alert>
        {locked}
      </Stack>
    );
  }
  return (
    <Stack gap="sm" role="status" aria-label={t('rates.rerate.previewLabel')}>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
        <Figure label={t('rates.rerate.entries')} value={String(preview.entries)} />
        <Figure label={t('rates.rerate.hours')} value={hours(preview.hours)} />
        <Figure
          label={t('rates.rerate.revenue')}
          value={`${format.money(preview.revenue_before)} → ${format.money(preview.revenue_after)}`}
        />
        <Figure label={t('rates.rerate.change')} value={signed(preview.revenue_change)} />
      </SimpleGrid>
      <Table.ScrollContainer minWidth={340}>
        <Table fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rates.rerate.project')}</Table.Th>
              <Table.Th ta="right">{t('rates.rerate.entries')}</Table.Th>
              <Table.Th ta="right">{t('rates.rerate.revenue')}</Table.Th>
              <Table.Th ta="right">{t('rates.rerate.change')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.projects.map((row) => (
              <Table.Tr key={`${row.customers_id}-${row.projects_id}`}>
                <Table.Td>
                  {row.customer} · {row.project ?? t('rates.rerate.noProject')}
                </Table.Td>
                <Table.Td ta="right">{row.entries}</Table.Td>
                <Table.Td ta="right">
                  {format.money(row.revenue_before)} → {format.money(row.revenue_after)}
                </Table.Td>
                <Table.Td ta="right">{signed(row.revenue_change)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {locked}
      <Text size="xs" c="dimmed">
        {t('rates.rerate.leftAlone')}
      </Text>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}
