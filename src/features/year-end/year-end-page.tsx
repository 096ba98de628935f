import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconDeviceFloppy,
  IconLock,
  IconPlayerSkipForward,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_YEAR } from '../../../contract/common.ts';
import { rights } from '../../../contract/rights.ts';
import { absenceQueries } from '../../api/absences.ts';
import { type CarryAdd, holidaysCarryQueries, useCreateHolidaysCarries } from '../../api/holidays-carry.ts';
import { holidaysQuotaQueries } from '../../api/holidays-quota.ts';
import { userQueries } from '../../api/users.ts';
import { confirmDestructive } from '../../components/confirm.tsx';
import { TableSkeleton } from '../../components/list-states.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { useCaller } from '../../lib/auth.ts';
import { useIdempotencyKey } from '../../lib/form.ts';
import { localeFor, numberSeparators, useFormatter } from '../../lib/format.ts';
import {
  carryBody,
  type ProposalValue,
  type RowOutcome,
  type RowState,
  rowOutcome,
  rowState,
  type YearEndRow,
  yearEndRows,
} from './year-end-rows.ts';

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
  const { t, i18n } = useTranslation();
  const format = useFormatter();
  const next = year + 1;
  const users = useQuery(userQueries.list());
  const absences = useQuery(absenceQueries.year(year));
  const quotas = useQuery(holidaysQuotaQueries.list());
  const carries = useQuery(holidaysCarryQueries.list(year));
  const nextCarries = useQuery(holidaysCarryQueries.list(next));
  const sources = [users, absences, quotas, carries, nextCarries];

  const rows = useMemo(
    () =>
      users.data && absences.data && quotas.data && carries.data && nextCarries.data
        ? yearEndRows({
            year,
            users: users.data,
            quotaRows: quotas.data,
            carryRows: carries.data,
            nextCarryRows: nextCarries.data,
            absences: absences.data,
          })
        : [],
    [year, users.data, absences.data, quotas.data, carries.data, nextCarries.data],
  );

  // What the manager typed (absent: the proposal), who they left out, and how saving went.
  const [values, setValues] = useState<ReadonlyMap<number, ProposalValue>>(new Map());
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  const [inputErrors, setInputErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, RowOutcome>>(new Map());
  const [batch, setBatch] = useState<{ ids: readonly number[]; done: number } | null>(null);
  const [checkFailed, setCheckFailed] = useState(false);
  const save = useCreateHolidaysCarries();
  const idempotencyKey = useIdempotencyKey();

  const needle = search.trim().toLocaleLowerCase();
  const shown = needle ? rows.filter((row) => row.name.toLocaleLowerCase().includes(needle)) : rows;
  const stateOf = (row: YearEndRow): RowState => rowState(row, outcomes.get(row.id));
  const open = shown.filter((row) => stateOf(row) === 'open');
  const selected = open.filter((row) => !unselected.has(row.id));
  const withPending = open.filter((row) => row.account.pending > 0);
  const proposalOf = (row: YearEndRow): ProposalValue => values.get(row.id) ?? row.account.left;
  const busy = save.isPending;
  const separators = numberSeparators(localeFor(i18n.language));

  function setSelected(ids: readonly number[], on: boolean) {
    setUnselected((previous) => {
      const changed = new Set(previous);
      for (const id of ids) {
        if (on) changed.delete(id);
        else changed.add(id);
      }
      return changed;
    });
  }

  function changeValue(row: YearEndRow, value: ProposalValue) {
    setValues((previous) => new Map(previous).set(row.id, value));
    setInputErrors((previous) => {
      const changed = new Map(previous);
      changed.delete(row.id);
      return changed;
    });
  }

  async function saveSelected() {
    const adds: CarryAdd[] = [];
    const errors = new Map<number, string>();
    for (const row of selected) {
      const checked = carryBody(row, year, proposalOf(row));
      if (checked.ok) adds.push({ body: checked.body, idempotencyKey: idempotencyKey(checked.body) });
      else errors.set(row.id, checked.message ?? t('yearEnd.halfSteps'));
    }
    setInputErrors(errors);
    setCheckFailed(errors.size > 0);
    if (errors.size > 0 || adds.length === 0) return;
    const confirmed = await confirmDestructive({
      title: t('yearEnd.confirmTitle', { count: adds.length, next }),
      message: t('yearEnd.confirmText', { next }),
      confirmLabel: t('yearEnd.save', { count: adds.length }),
      color: 'blue',
    });
    if (!confirmed) return;
    setBatch({ ids: adds.map((add) => add.body.users_id), done: 0 });
    save.mutate({
      adds,
      onOutcome: (outcome) => {
        const result = rowOutcome(outcome);
        const id = outcome.add.body.users_id;
        setOutcomes((previous) => new Map(previous).set(id, result));
        if (result.kind === 'refused' && result.field) {
          setInputErrors((previous) => new Map(previous).set(id, result.message));
        }
        setBatch((previous) => previous && { ...previous, done: previous.done + 1 });
      },
    });
  }

  const failed = sources.find((query) => query.isError);
  const loading = sources.some((query) => query.isPending);

  const days = (count: number) => format.number(count);

  const selectBox = (row: YearEndRow) =>
    stateOf(row) === 'open' ? (
      <Checkbox
        aria-label={t('yearEnd.select', { name: row.name })}
        checked={!unselected.has(row.id)}
        disabled={busy}
        onChange={(event) => setSelected([row.id], event.currentTarget.checked)}
      />
    ) : null;

  const nameLink = (row: YearEndRow) => (
    <Anchor
      size="sm"
      fw={500}
      renderRoot={(props) => (
        <Link
          {...props}
          to="/absences/person/$userId"
          params={{ userId: String(row.id) }}
          search={{ year }}
        />
      )}
    >
      {row.name}
    </Anchor>
  );

  const quotaText = (row: YearEndRow) =>
    row.account.quota === null ? (
      <Text span size="sm" c="dimmed">
        {t('yearEnd.noQuota')}
      </Text>
    ) : (
      days(row.account.quota)
    );

  const pendingText = (row: YearEndRow) =>
    row.account.pending > 0 ? (
      <Group gap={4} wrap="nowrap" justify="flex-end" c="orange.9">
        <IconAlertTriangle size={14} aria-hidden />
        <Text span size="sm" fw={600}>
          {days(row.account.pending)}
        </Text>
        <VisuallyHidden>{t('yearEnd.pendingHint', { days: days(row.account.pending) })}</VisuallyHidden>
      </Group>
    ) : (
      days(0)
    );

  const proposal = (row: YearEndRow) => {
    const state = stateOf(row);
    const outcome = outcomes.get(row.id);
    if (state === 'saved' && outcome?.kind === 'saved') return <Text size="sm">{days(outcome.count)}</Text>;
    if (state === 'exists') return <Text size="sm">{row.existing === null ? '—' : days(row.existing)}</Text>;
    return (
      <NumberInput
        size="xs"
        w={110}
        aria-label={t('yearEnd.proposalLabel', { name: row.name, next })}
        value={proposalOf(row)}
        onChange={(value) => changeValue(row, value)}
        step={0.5}
        clampBehavior="none"
        decimalSeparator={separators.decimal}
        thousandSeparator={separators.group}
        error={inputErrors.get(row.id)}
        disabled={busy}
      />
    );
  };

  const result = (row: YearEndRow): ReactNode => {
    const outcome = outcomes.get(row.id);
    const state = stateOf(row);
    if (state === 'saved') {
      return (
        <Badge color="green" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
          {t('yearEnd.states.saved')}
        </Badge>
      );
    }
    if (state === 'exists') {
      return (
        <Group gap={6} wrap="nowrap">
          <IconPlayerSkipForward size={14} aria-hidden />
          <Text size="sm">
            {outcome?.kind === 'skipped' ? t('yearEnd.states.skippedMeanwhile') : t('yearEnd.states.exists')}
          </Text>
        </Group>
      );
    }
    if (outcome?.kind === 'refused') {
      return (
        <Text size="sm" c="red.8" fw={500}>
          {t('yearEnd.states.refused', { message: outcome.message })}
        </Text>
      );
    }
    return null;
  };

  const columns: DataTableColumn<YearEndRow>[] = [
    {
      accessor: 'select',
      title: <VisuallyHidden>{t('yearEnd.selectedColumn')}</VisuallyHidden>,
      width: 44,
      render: selectBox,
    },
    { accessor: 'name', title: t('yearEnd.columns.name'), sortable: true, render: nameLink },
    { accessor: 'quota', title: t('yearEnd.columns.quota'), textAlign: 'right', render: quotaText },
    {
      accessor: 'carryover',
      title: t('yearEnd.columns.carryover'),
      textAlign: 'right',
      render: (row) => days(row.account.carryover),
    },
    {
      accessor: 'approved',
      title: t('yearEnd.columns.approved'),
      textAlign: 'right',
      render: (row) => days(row.account.approved),
    },
    { accessor: 'pending', title: t('yearEnd.columns.pending'), textAlign: 'right', render: pendingText },
    {
      accessor: 'left',
      title: t('yearEnd.columns.left'),
      sortable: true,
      textAlign: 'right',
      render: (row) => (
        <Text size="sm" fw={600}>
          {days(row.account.left)}
        </Text>
      ),
    },
    { accessor: 'proposal', title: t('yearEnd.columns.proposal', { next }), render: proposal },
    { accessor: 'result', title: t('yearEnd.columns.result'), render: result },
  ];

  const card = (row: YearEndRow) => (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {nameLink(row)}
        {selectBox(row)}
      </Group>
      <SimpleGrid cols={3} spacing="xs" verticalSpacing={4}>
        <CardFigure label={t('yearEnd.columns.quota')} value={quotaText(row)} />
        <CardFigure label={t('yearEnd.columns.carryover')} value={days(row.account.carryover)} />
        <CardFigure label={t('yearEnd.columns.approved')} value={days(row.account.approved)} />
        <CardFigure label={t('yearEnd.columns.pending')} value={pendingText(row)} />
        <CardFigure label={t('yearEnd.columns.left')} value={days(row.account.left)} />
      </SimpleGrid>
      <Group justify="space-between" align="center" gap="xs">
        <Text size="sm" fw={500}>
          {t('yearEnd.columns.proposal', { next })}
        </Text>
        {proposal(row)}
      </Group>
      {result(row)}
    </Stack>
  );

  const yearOptions = useMemo(() => {
    const years = new Set([year]);
    for (let offset = 0; offset <= PICKER_YEARS; offset += 1) {
      if (thisYear - offset >= MIN_YEAR) years.add(thisYear - offset);
    }
    return [...years].sort((left, right) => right - left).map((value) => ({ value, label: String(value) }));
  }, [year, thisYear]);

  const finished = batch !== null && batch.done === batch.ids.length;
  const batchCount = (kind: RowOutcome['kind']) =>
    batch ? batch.ids.filter((id) => outcomes.get(id)?.kind === kind).length : 0;

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
      </Group>

      {failed ? (
        <ErrorPanel
          error={failed.error}
          onRetry={() => {
            for (const query of sources) if (query.isError) void query.refetch();
          }}
          retrying={sources.some((query) => query.isFetching)}
        />
      ) : loading ? (
        <TableSkeleton />
      ) : (
        <>
          {withPending.length > 0 && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              <Text size="sm">{t('yearEnd.pendingWarning', { count: withPending.length, year })}</Text>
            </Alert>
          )}

          <Group justify="space-between" align="center" gap="sm">
            <Checkbox
              label={t('yearEnd.selectAll', { next })}
              checked={open.length > 0 && selected.length === open.length}
              indeterminate={selected.length > 0 && selected.length < open.length}
              disabled={busy || open.length === 0}
              onChange={(event) =>
                setSelected(
                  open.map((row) => row.id),
                  event.currentTarget.checked,
                )
              }
            />
            <Button
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              onClick={() => void saveSelected()}
              disabled={selected.length === 0}
              loading={busy}
            >
              {t('yearEnd.save', { count: selected.length })}
            </Button>
          </Group>

          {checkFailed && (
            <Alert color="red" variant="light" role="alert">
              {t('yearEnd.fixFields')}
            </Alert>
          )}

          {batch && (
            <Paper withBorder p="sm">
              <Stack gap={6}>
                <Progress
                  value={batch.ids.length === 0 ? 100 : (batch.done / batch.ids.length) * 100}
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
                    : t('yearEnd.progressText', { done: batch.done, total: batch.ids.length })}
                </Text>
                {finished && batchCount('refused') > 0 && (
                  <Text size="sm" c="dimmed">
                    {t('yearEnd.retryHint')}
                  </Text>
                )}
              </Stack>
            </Paper>
          )}

          <ResourceList
            label={t('yearEnd.label', { year })}
            query={users}
            records={() => shown}
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

function CardFigure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </div>
  );
}
