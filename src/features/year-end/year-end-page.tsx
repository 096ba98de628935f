import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_YEAR, NOTE_MAX } from '../../../contract/common.ts';
import { rights } from '../../../contract/rights.ts';
import { TableSkeleton } from '../../components/list-states.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { useCaller } from '../../lib/auth.ts';
import { type CarryBatch, useYearEndClose } from './use-year-end-close.ts';
import { useYearEndColumns } from './year-end-columns.tsx';
import type { RowOutcome } from './year-end-rows.ts';

/** How many past years the picker offers besides the one in the address. */
const PICKER_YEARS = 10;

/** The year-end close: for owners and managers; anyone else who opens the address is told why not. */
export function YearEndPage(props: {
  year: number;
  thisYear: number;
  search: string;
  onYearChange: (year: number) => void;
  onSearchChange: (search: string) => void;
}) {
  const { t } = useTranslation();
  if (!rights.writesMasterData(useCaller())) {
    return (
      <Stack gap="md">
        <PageTitle>{t('yearEnd.title')}</PageTitle>
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />}>
          {t('yearEnd.workerNotice')}
        </Alert>
      </Stack>
    );
  }
  return <YearEndClose {...props} />;
}

function YearEndClose({
  year,
  thisYear,
  search,
  onYearChange,
  onSearchChange,
}: {
  year: number;
  thisYear: number;
  search: string;
  onYearChange: (year: number) => void;
  onSearchChange: (search: string) => void;
}) {
  const { t } = useTranslation();
  const next = year + 1;
  const needle = search.trim().toLocaleLowerCase();
  const close = useYearEndClose(year, needle);
  const { open, selected, busy, batch } = close;
  const { columns, card } = useYearEndColumns(year, close);

  const yearOptions = useMemo(() => {
    const years = new Set([year]);
    for (let offset = 0; offset <= PICKER_YEARS; offset += 1) {
      if (thisYear - offset >= MIN_YEAR) years.add(thisYear - offset);
    }
    return [...years].sort((left, right) => right - left).map((value) => ({ value, label: String(value) }));
  }, [year, thisYear]);

  return (
    <Stack gap="md">
      <div>
        <PageTitle>{t('yearEnd.title')}</PageTitle>
        <Text size="sm" c="dimmed" maw={720}>
          {t('yearEnd.description', { year, next })}
        </Text>
      </div>

      <Group align="flex-end" gap="md" wrap="wrap">
        <Select<number>
          label={t('yearEnd.year')}
          data={yearOptions}
          value={year}
          onChange={(value) => value !== null && onYearChange(value)}
          allowDeselect={false}
          disabled={busy}
          w={140}
        />
        <SearchInput label={t('yearEnd.search')} value={search} onChange={onSearchChange} />
        <TextInput
          label={t('yearEnd.note')}
          placeholder={t('yearEnd.defaultNote', { year })}
          value={close.note}
          onChange={(event) => close.setNote(event.currentTarget.value)}
          maxLength={NOTE_MAX}
          disabled={busy}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>

      {close.failed ? (
        <ErrorPanel
          error={close.failed.error}
          onRetry={() => {
            for (const query of close.sources) if (query.isError) void query.refetch();
          }}
          retrying={close.sources.some((query) => query.isFetching)}
        />
      ) : close.loading ? (
        <TableSkeleton />
      ) : (
        <>
          {close.balanceFailed && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              <Text size="sm">{t('yearEnd.balanceFailed', { year })}</Text>
            </Alert>
          )}
          {close.withPending.length > 0 && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              <Text size="sm">{t('yearEnd.pendingWarning', { count: close.withPending.length, year })}</Text>
            </Alert>
          )}

          <Group justify="space-between" align="center" gap="sm">
            <Checkbox
              label={t('yearEnd.selectAll', { next })}
              checked={open.length > 0 && selected.length === open.length}
              indeterminate={selected.length > 0 && selected.length < open.length}
              disabled={busy || open.length === 0}
              onChange={(event) =>
                close.setSelected(
                  open.map((row) => row.id),
                  event.currentTarget.checked,
                )
              }
            />
            <Button
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              onClick={() => void close.saveSelected()}
              disabled={selected.length === 0}
              loading={busy}
            >
              {t('yearEnd.save', { count: selected.length })}
            </Button>
          </Group>

          {close.checkFailed && (
            <Alert color="red" variant="light" role="alert">
              {t('yearEnd.fixFields')}
            </Alert>
          )}

          {batch && <BatchProgress batch={batch} outcomes={close.outcomes} />}

          <ResourceList
            label={t('yearEnd.label', { year })}
            query={close.users}
            records={() => close.shown}
            columns={columns}
            defaultSort="name"
            sortValues={{ left: (row) => row.account.left }}
            empty={{ title: t('yearEnd.noneYet') }}
            filters={{
              active: needle !== '',
              emptyTitle: t('yearEnd.noMatches'),
              onClear: () => onSearchChange(''),
            }}
            card={card}
          />
        </>
      )}
    </Stack>
  );
}

/** How far a save has got and, once every row is answered, how many were saved, skipped or refused. */
function BatchProgress({
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
