import { Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CarryBatch } from './use-year-end-close.ts';
import type { RowOutcome } from './year-end-rows.ts';

/** How far a save has got and, once every row is answered, how many were saved, skipped or refused. */
export function BatchProgress({
  batch,
  outcomes,
}: {
  batch: CarryBatch;
  outcomes: ReadonlyMap<string, RowOutcome>;
}) {
  const { t } = useTranslation();
  const finished = batch.done === batch.keys.length;
  const batchCount = (kind: RowOutcome['kind']) =>
    batch.keys.filter((key) => outcomes.get(key)?.kind === kind).length;
  return (
    <Paper withBorder p="sm">
      <Stack gap={6}>
        <Progress
          value={batch.keys.length === 0 ? 100 : (batch.done / batch.keys.length) * 100}
          aria-label={t('yearEnd.progress')}
          color={finished ? 'green' : 'blue'}
          animated={!finished}
        />
        <Text size="sm" role="status">
          {finished
            ? t('yearEnd.summary', {
                saved: batchCount('saved'),
                skipped: batchCount('skipped'),
                refused: batchCount('refused'),
              })
            : t('yearEnd.progressText', { done: batch.done, total: batch.keys.length })}
        </Text>
        {finished && batchCount('refused') > 0 && (
          <Text size="sm" c="dimmed">
            {t('yearEnd.retryHint')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
