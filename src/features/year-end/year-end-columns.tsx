import {
  Anchor,
  Badge,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPlayerSkipForward } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeFor, numberSeparators, useFormatter } from '../../lib/format.ts';
import type { YearEndCloseState } from './use-year-end-close.ts';
import { type CarryKind, carryKinds, cellKey, existingOf, type YearEndRow } from './year-end-rows.ts';

/**
 * The year-end list's columns and, on a phone, its cards: each co-worker's holiday account, the
 * holiday and overtime carryovers to type for the next year, and how saving them went.
 */
export function useYearEndColumns(
  year: number,
  close: YearEndCloseState,
): { columns: DataTableColumn<YearEndRow>[]; card: (row: YearEndRow) => ReactNode } {
  const { t, i18n } = useTranslation();
  const format = useFormatter();
  const next = year + 1;
  const { stateOf, outcomes, busy } = close;
  const separators = numberSeparators(localeFor(i18n.language));
  const days = (count: number) => format.number(count);

  const selectBox = (row: YearEndRow) =>
    close.open.includes(row) ? (
      <Checkbox
        aria-label={t('yearEnd.select', { name: row.name })}
        checked={close.isSelected(row)}
        disabled={busy}
        onChange={(event) => close.setSelected([row.id], event.currentTarget.checked)}
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

  const proposal = (row: YearEndRow, kind: CarryKind) => {
    const state = stateOf(row, kind);
    const key = cellKey(kind, row.id);
    const outcome = outcomes.get(key);
    const shown = (value: number | null) =>
      value === null ? '—' : kind === 'holidays' ? days(value) : format.duration(value * 3600);
    if (state === 'saved' && outcome?.kind === 'saved') return <Text size="sm">{shown(outcome.value)}</Text>;
    if (state === 'exists') return <Text size="sm">{shown(existingOf(row, kind))}</Text>;
    const cutFrom = kind === 'holidays' ? close.cutFrom(row) : null;
    return (
      <NumberInput
        size="xs"
        w={110}
        aria-label={t(kind === 'holidays' ? 'yearEnd.proposalLabel' : 'yearEnd.overtimeLabel', {
          name: row.name,
          next,
        })}
        value={close.proposalOf(row, kind)}
        onChange={(value) => close.changeValue(row, kind, value)}
        step={kind === 'holidays' ? 0.5 : 0.25}
        clampBehavior="none"
        decimalSeparator={separators.decimal}
        thousandSeparator={separators.group}
        error={close.inputErrors.get(key)}
        description={
          cutFrom !== null &&
          close.cap !== null &&
          t('yearEnd.capped', { from: days(cutFrom), cap: days(close.cap) })
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        disabled={busy}
      />
    );
  };

  const kindResult = (row: YearEndRow, kind: CarryKind): ReactNode => {
    const outcome = outcomes.get(cellKey(kind, row.id));
    const state = stateOf(row, kind);
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

  // Each kind's result under its name, so "Saved" says which carryover it was.
  const result = (row: YearEndRow): ReactNode => {
    const lines = carryKinds
      .map((kind) => ({ kind, node: kindResult(row, kind) }))
      .filter((line) => line.node !== null);
    if (lines.length === 0) return null;
    return (
      <Stack gap={4}>
        {lines.map(({ kind, node }) => (
          <Group key={kind} gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t(`yearEnd.kinds.${kind}`)}
            </Text>
            {node}
          </Group>
        ))}
      </Stack>
    );
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
    {
      accessor: 'proposal',
      title: t('yearEnd.columns.proposal', { next }),
      render: (row) => proposal(row, 'holidays'),
    },
    {
      accessor: 'overtime',
      title: t('yearEnd.columns.overtime', { next }),
      render: (row) => proposal(row, 'overtime'),
    },
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
        {proposal(row, 'holidays')}
      </Group>
      <Group justify="space-between" align="center" gap="xs">
        <Text size="sm" fw={500}>
          {t('yearEnd.columns.overtime', { next })}
        </Text>
        {proposal(row, 'overtime')}
      </Group>
      {result(row)}
    </Stack>
  );

  return { columns, card };
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
