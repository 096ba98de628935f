import { Button, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Absence } from '../../../contract/absences.ts';
import type { Decision } from '../../api/change-requests.ts';
import { BulkRefusals, SelectionBar } from '../../components/bulk-report.tsx';
import { ListPageHeader } from '../../components/list-page.tsx';
import { useOfflineWrites } from '../../components/offline-writes.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import { useFormatter } from '../../lib/format.ts';
import { ApprovalDrawer } from './approval-drawer.tsx';
import { type ItemText, useApprovalColumns } from './approvals-columns.tsx';
import { type ApprovalsSearch, filterQueue, isFiltered } from './filters.ts';
import { ApprovalFiltersBar } from './filters-bar.tsx';
import { type ApprovalItem, type ApprovalQueue, type Directory, useApprovalQueue } from './queue.ts';
import { useDecisions } from './use-decisions.ts';

/**
 * One queue of the absence and change requests the signed-in user decides, filtered by the address.
 * `absenceText` (type, days and length of an absence) and `impact` (what a decision changes: days left
 * and who else is away, or the day's work times before and after) come from the absences and
 * change-requests features via the route.
 */
export function ApprovalsPage({
  search,
  onSearchChange,
  onClearFilters,
  absenceText,
  impact,
}: {
  search: ApprovalsSearch;
  onSearchChange: (change: Partial<ApprovalsSearch>) => void;
  onClearFilters: () => void;
  absenceText: (absence: Absence) => string;
  /** Drawn with whom the queue knows (names, teams and zones), so it needs no list of its own. */
  impact: (item: ApprovalItem, directory: Directory) => ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const { query } = useApprovalQueue();
  const [selected, setSelected] = useState<ApprovalItem[]>([]);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const directory = query.data?.directory;

  const textOf = (item: ApprovalItem): ItemText => {
    const person = directory?.people.get(item.usersId)?.name ?? `#${item.usersId}`;
    if (item.kind === 'absence') {
      const enquired = item.absence.date_enquired;
      return {
        person,
        what: absenceText(item.absence),
        filed: enquired ? format.date(enquired) : null,
      };
    }
    return {
      person,
      what: t('approvals.changeWhat', {
        day: format.date(item.request.date),
        count: item.request.changes.length,
      }),
      filed: null,
    };
  };
  const nameOf = (item: ApprovalItem) => {
    const text = textOf(item);
    return `${text.person} · ${text.what}`;
  };
  const decisions = useDecisions(nameOf);
  const offline = useOfflineWrites();

  const decide = async (items: readonly ApprovalItem[], decision: Decision) => {
    const decided = await decisions.decide(items, decision);
    if (openKey !== null && decided.includes(openKey)) setOpenKey(null);
    setSelected((current) => current.filter((item) => !decided.includes(item.key)));
  };

  const actions = (item: ApprovalItem) => (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        color="green"
        variant="light"
        leftSection={<IconCheck size={14} aria-hidden />}
        aria-label={t('approvals.approveLabel', { name: nameOf(item) })}
        loading={decisions.busy.has(item.key)}
        disabled={offline.offline}
        aria-describedby={offline.describedBy}
        onClick={() => void decide([item], 'approve')}
      >
        {t('approvals.approve')}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        leftSection={<IconX size={14} aria-hidden />}
        aria-label={t('approvals.declineLabel', { name: nameOf(item) })}
        disabled={offline.offline || decisions.busy.has(item.key)}
        aria-describedby={offline.describedBy}
        onClick={() => void decide([item], 'decline')}
      >
        {t('approvals.decline')}
      </Button>
    </Group>
  );

  const { columns, card } = useApprovalColumns({
    textOf,
    nameOf,
    actions,
    onOpen: (item) => setOpenKey(item.key),
  });

  const openItem = openKey === null ? undefined : query.data?.items.find((item) => item.key === openKey);

  const records = (data: ApprovalQueue) => filterQueue(data.items, search, data.directory);
  const shownKeys = new Set(query.data ? records(query.data).map((item) => item.key) : []);
  const selectedShown = selected.filter((item) => shownKeys.has(item.key));

  return (
    <Stack gap="md">
      <ListPageHeader title={t('approvals.title')} description={t('approvals.description')} addLabel="" />
      <ApprovalFiltersBar search={search} directory={directory} onSearchChange={onSearchChange} />
      {offline.note}
      {decisions.report && (
        <BulkRefusals
          results={decisions.report.results}
          title={(refused, count) => t('approvals.refused', { refused, count })}
          nameOf={(index) => decisions.report?.names[index] ?? ''}
        />
      )}
      {selectedShown.length > 0 && (
        <SelectionBar
          count={t('approvals.bulk.selected', { count: selectedShown.length })}
          clearLabel={t('approvals.bulk.clear')}
          onClear={() => setSelected([])}
        >
          <Button size="xs" color="green" onClick={() => void decide(selectedShown, 'approve')}>
            {t('approvals.bulk.approve')}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => void decide(selectedShown, 'decline')}>
            {t('approvals.bulk.decline')}
          </Button>
        </SelectionBar>
      )}
      <ResourceList<ApprovalQueue, ApprovalItem>
        label={t('approvals.listLabel')}
        query={query}
        records={records}
        columns={columns}
        idAccessor="key"
        pagesHere
        empty={{ title: t('approvals.empty'), description: t('approvals.emptyHint') }}
        filters={{
          active: isFiltered(search),
          emptyTitle: t('approvals.emptyFiltered'),
          emptyHint: t('approvals.emptyFilteredHint'),
          onClear: onClearFilters,
        }}
        card={card}
        onRowClick={({ record, event }) => {
          if ((event.target as HTMLElement).closest('button, a, input, label')) return;
          setOpenKey(record.key);
        }}
        selection={
          phone
            ? undefined
            : {
                selected: selectedShown,
                onChange: setSelected,
                allLabel: t('approvals.bulk.selectAll'),
                rowLabel: (item) => t('approvals.bulk.selectOne', { name: nameOf(item) }),
              }
        }
      />
      <ApprovalDrawer
        item={openItem}
        textOf={textOf}
        impact={(item) => directory && impact(item, directory)}
        actions={actions}
        onClose={() => setOpenKey(null)}
      />
    </Stack>
  );
}
