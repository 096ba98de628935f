import 'mantine-datatable/styles.css';
import {
  Alert,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconInfoCircle, IconPlus, IconX } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeRequest } from '../../../contract/change-requests.ts';
import type { Team } from '../../../contract/teams.ts';
import type { User } from '../../../contract/users.ts';
import { changeRequestQueries, type Decision } from '../../api/change-requests.ts';
import { NoMatches, TableSkeleton } from '../../components/list-states.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { ChangeRequestDrawer } from './change-request-drawer.tsx';
import { confirmAction } from './confirm.tsx';
import { draftFrom, emptyDraft, type RequestChangeDraft } from './draft.ts';
import { type InboxSearch, inboxFilters, isFiltered } from './filters.ts';
import { ChangesCell, RowActions } from './inbox-cells.tsx';
import { InboxFilters } from './inbox-filters.tsx';
import classes from './inbox-page.module.css';
import { useInboxActions } from './use-inbox-actions.ts';
import { usePresentation } from './use-presentation.ts';
import { useRequestRights } from './use-request-rights.ts';

// The form brings the date and time inputs; it loads when first opened.
const RequestChangeModal = lazy(() =>
  import('./request-change-form.tsx').then((module) => ({ default: module.RequestChangeModal })),
);

const pageSizes = [10, 25, 50, 100];

/** Newest first, as the service orders the list: by day, then by id. */
function newestFirst(a: ChangeRequest, b: ChangeRequest): number {
  return a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1;
}

export function InboxPage({
  search,
  users,
  teams,
  onSearchChange,
  onClearFilters,
}: {
  search: InboxSearch;
  users: User[];
  teams: Team[];
  onSearchChange: (change: Partial<InboxSearch>, options?: { replace?: boolean }) => void;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const present = usePresentation(users, teams);
  const can = useRequestRights(users, teams);
  const { viewer } = present;
  const filters = inboxFilters(search, users);
  const list = useQuery({
    ...changeRequestQueries.list(filters),
    placeholderData: keepPreviousData,
    // The route loader has already started (and retried) this request; mounting must not repeat it.
    retryOnMount: false,
  });
  const actions = useInboxActions();
  const { outcomes } = actions;
  const [selection, setSelection] = useState<ChangeRequest[]>([]);
  const [draft, setDraft] = useState<RequestChangeDraft | null>(null);
  const pendingTab = search.tab === 'pending';
  const filtered = isFiltered(search);

  // A selection belongs to the rows on screen; a new tab, filter or page starts afresh.
  const viewKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the view.
  useEffect(() => setSelection([]), [viewKey]);
  const clearOutcomes = actions.clear;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of tab forgets outcomes.
  useEffect(() => clearOutcomes(), [search.tab, clearOutcomes]);

  const records = useMemo(() => {
    const rows = list.data?.change_requests ?? [];
    const listed = new Set(rows.map((row) => row.id));
    // Requests another approver handled meanwhile have left the list; they stay with their error.
    const ghosts = [...outcomes.values()]
      .filter(
        (outcome) =>
          outcome.state === 'failed' &&
          outcome.gone &&
          !listed.has(outcome.request.id) &&
          outcome.request.status === (pendingTab ? 1 : 2),
      )
      .map((outcome) => outcome.request);
    return ghosts.length === 0 ? rows : [...rows, ...ghosts].sort(newestFirst);
  }, [list.data, outcomes, pendingTab]);

  // Approving the last rows of the last page leaves it empty: show the page before.
  const paging = list.data?.paging;
  useEffect(() => {
    if (paging && !list.isPlaceholderData && search.page > Math.max(1, paging.count_pages)) {
      onSearchChange({ page: Math.max(1, paging.count_pages) }, { replace: true });
    }
  }, [paging, list.isPlaceholderData, search.page, onSearchChange]);

  const decidable = (request: ChangeRequest) =>
    pendingTab && request.status === 1 && can.decides(request.users_id);
  const idle = (request: ChangeRequest) => {
    const outcome = outcomes.get(request.id);
    return !outcome || (outcome.state === 'failed' && !outcome.gone);
  };
  const selectable = (request: ChangeRequest) => decidable(request) && idle(request);
  const selected = selection.filter((request) => selectable(request));

  function open(id: number | undefined) {
    onSearchChange({ selected: id });
  }

  function report(decision: Decision, succeeded: number, failed: number) {
    if (failed === 0) {
      notifications.show({
        color: 'green',
        message:
          decision === 'approve'
            ? t('changeRequests.notify.approved', { count: succeeded })
            : t('changeRequests.notify.declined', { count: succeeded }),
      });
    } else {
      notifications.show({
        color: 'orange',
        message: t('changeRequests.notify.someFailed', { count: failed }),
      });
    }
  }

  /**
   * The acted-on row's buttons give way to its outcome; focus moves to the same place on the next
   * row, so a keyboard user keeps their place in the queue.
   */
  function focusAfter(request: ChangeRequest) {
    const index = records.findIndex((record) => record.id === request.id);
    const next = [...records.slice(index + 1), ...records.slice(0, Math.max(0, index)).reverse()].find(
      (record) => record.id !== request.id && idle(record),
    );
    if (!next) return;
    requestAnimationFrame(() => {
      const target =
        document.querySelector<HTMLElement>(`[data-decide-request="${next.id}"]`) ??
        document.querySelector<HTMLElement>(`[data-open-request="${next.id}"]`);
      target?.focus();
    });
  }

  async function decideMany(requests: ChangeRequest[], decision: Decision) {
    const results = await actions.decide(requests, decision);
    const failed = results.filter((result) => !result.ok).length;
    report(decision, results.length - failed, failed);
  }

  async function decideSelected(decision: Decision) {
    const chosen = selected;
    if (chosen.length === 0) return;
    if (chosen.length > 1) {
      const confirmed = await confirmAction({
        title:
          decision === 'approve'
            ? t('changeRequests.bulk.approveTitle', { count: chosen.length })
            : t('changeRequests.bulk.declineTitle', { count: chosen.length }),
        text:
          decision === 'approve'
            ? t('changeRequests.bulk.approveText')
            : t('changeRequests.bulk.declineText'),
        confirm:
          decision === 'approve' ? t('changeRequests.actions.approve') : t('changeRequests.actions.decline'),
        cancel: t('common.cancel'),
        color: decision === 'approve' ? 'green' : 'red',
      });
      if (!confirmed) return;
    }
    setSelection([]);
    await decideMany(chosen, decision);
  }

  async function withdraw(request: ChangeRequest) {
    const confirmed = await confirmAction({
      title: t('changeRequests.withdraw.title'),
      text: t('changeRequests.withdraw.text', { day: present.day(request.date) }),
      confirm: t('changeRequests.actions.withdraw'),
      cancel: t('common.cancel'),
      color: 'red',
    });
    if (!confirmed) return;
    if (search.selected === request.id) open(undefined);
    if (await actions.withdraw(request)) {
      notifications.show({ color: 'green', message: t('changeRequests.notify.withdrawn') });
    }
  }

  /** Deciding in the detail panel moves on to the next request, so a queue can be worked through. */
  function decideFromDrawer(request: ChangeRequest, decision: Decision) {
    const index = records.findIndex((record) => record.id === request.id);
    const next = [...records.slice(index + 1), ...records.slice(0, Math.max(0, index)).reverse()].find(
      (record) => record.id !== request.id && selectable(record),
    );
    open(next?.id);
    void decideMany([request], decision);
  }

  function requestAgain(request: ChangeRequest) {
    setDraft(draftFrom(request, present.zoneOf(request.users_id)));
  }

  const columns: DataTableColumn<ChangeRequest>[] = [
    {
      accessor: 'users_id',
      title: t('changeRequests.columns.coworker'),
      render: (request) => (
        <Stack gap={0}>
          <UnstyledButton
            className={classes.coworker}
            data-open-request={request.id}
            onClick={() => open(request.id)}
            aria-label={t('changeRequests.openLabel', {
              name: present.name(request.users_id),
              day: present.day(request.date),
            })}
          >
            <Text size="sm" fw={500} span>
              {present.name(request.users_id)}
            </Text>
          </UnstyledButton>
          <Box hiddenFrom="xs">
            <Text size="xs" c="dimmed">
              {present.day(request.date)}
            </Text>
            <ChangesCell request={request} present={present} outcome={outcomes.get(request.id)} />
          </Box>
          {present.teamName(present.user(request.users_id)?.teams_id) && (
            <Text size="xs" c="dimmed" visibleFrom="xs">
              {present.teamName(present.user(request.users_id)?.teams_id)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'date',
      title: t('changeRequests.columns.day'),
      noWrap: true,
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.xs})`,
      render: (request) => present.day(request.date),
    },
    {
      accessor: 'changes',
      title: t('changeRequests.columns.changes'),
      // On a phone the changes sit under the co-worker's name, which leaves room for the actions.
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.xs})`,
      render: (request) => (
        <ChangesCell request={request} present={present} outcome={outcomes.get(request.id)} />
      ),
    },
    {
      accessor: 'declined_at',
      title: t('changeRequests.columns.declined'),
      hidden: pendingTab,
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
      render: (request) => (
        <Stack gap={0}>
          <Text size="sm">{request.declined_at ? present.dateTime(request.declined_at) : '—'}</Text>
          {request.declined_by !== null && (
            <Text size="xs" c="dimmed">
              {present.name(request.declined_by)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('common.actions')}</VisuallyHidden>,
      textAlign: 'right',
      noWrap: true,
      render: (request) => (
        <RowActions
          request={request}
          present={present}
          outcome={outcomes.get(request.id)}
          canDecide={decidable(request)}
          canWithdraw={pendingTab && request.status === 1 && can.withdraws(request.users_id)}
          canRequestAgain={!pendingTab && request.users_id === viewer.id}
          onDecide={(decision) => {
            focusAfter(request);
            void decideMany([request], decision);
          }}
          onWithdraw={() => void withdraw(request)}
          onRequestAgain={() => requestAgain(request)}
          onDismiss={() => actions.dismiss(request.id)}
        />
      ),
    },
  ];

  const listedSelected = records.find((record) => record.id === search.selected);
  const selectedOutcome = search.selected === undefined ? undefined : outcomes.get(search.selected);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {t('changeRequests.title')}
        </Title>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setDraft(emptyDraft(viewer.id))}
        >
          {t('changeRequests.new')}
        </Button>
      </Group>

      <Tabs
        value={search.tab}
        onChange={(tab) =>
          tab && onSearchChange({ tab: tab as InboxSearch['tab'], page: 1, selected: undefined })
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="pending">{t('changeRequests.tabs.pending')}</Tabs.Tab>
          <Tabs.Tab value="declined">{t('changeRequests.tabs.declined')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={search.tab} pt="md">
          <Stack gap="md">
            <InboxFilters
              search={search}
              coworkers={can.coworkers}
              teams={teams}
              onChange={(change) => onSearchChange({ ...change, page: 1 })}
            />

            {pendingTab && selected.length > 0 && (
              <Paper withBorder p="xs" px="sm" shadow="xs" className={classes.bulkBar}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={500} role="status">
                    {t('changeRequests.bulk.selected', { count: selected.length })}
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      leftSection={<IconCheck size={16} aria-hidden />}
                      onClick={() => void decideSelected('approve')}
                    >
                      {t('changeRequests.bulk.approve')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      leftSection={<IconX size={16} aria-hidden />}
                      onClick={() => void decideSelected('decline')}
                    >
                      {t('changeRequests.bulk.decline')}
                    </Button>
                    <Button size="xs" variant="subtle" color="gray" onClick={() => setSelection([])}>
                      {t('changeRequests.bulk.clear')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            )}

            {list.data?.truncated && (
              <Alert color="yellow" icon={<IconInfoCircle aria-hidden />}>
                {t('changeRequests.truncated')}
              </Alert>
            )}

            {list.isPending ? (
              <TableSkeleton />
            ) : list.isError ? (
              <ErrorPanel error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
            ) : records.length === 0 && list.data.paging.current_page <= 1 ? (
              <NoMatches
                title={
                  filtered
                    ? t('changeRequests.empty.filtered')
                    : pendingTab
                      ? t('changeRequests.empty.pending')
                      : t('changeRequests.empty.declined')
                }
                description={
                  filtered
                    ? t('changeRequests.empty.filteredHint')
                    : pendingTab
                      ? t('changeRequests.empty.pendingHint')
                      : undefined
                }
                onClearFilters={filtered ? onClearFilters : undefined}
              />
            ) : (
              <Box data-testid="change-request-inbox">
                <DataTable<ChangeRequest>
                  aria-label={
                    pendingTab ? t('changeRequests.tabs.pending') : t('changeRequests.tabs.declined')
                  }
                  withTableBorder
                  borderRadius="md"
                  highlightOnHover
                  verticalAlign="center"
                  records={records}
                  columns={columns}
                  idAccessor="id"
                  fetching={list.isFetching && list.isPlaceholderData}
                  selectedRecords={pendingTab ? selected : undefined}
                  onSelectedRecordsChange={pendingTab ? setSelection : undefined}
                  isRecordSelectable={selectable}
                  selectionTrigger="checkbox"
                  allRecordsSelectionCheckboxProps={{ 'aria-label': t('changeRequests.bulk.selectAll') }}
                  getRecordSelectionCheckboxProps={(request) => ({
                    'aria-label': t('changeRequests.bulk.selectOne', {
                      name: present.name(request.users_id),
                      day: present.day(request.date),
                    }),
                  })}
                  // The whole row opens the request for a mouse; the name button does it for the keyboard.
                  onRowClick={({ record, event }) => {
                    if ((event.target as HTMLElement).closest('button, a, input, label')) return;
                    open(record.id);
                  }}
                  rowClassName={(request) => {
                    const outcome = outcomes.get(request.id);
                    if (request.id === search.selected) return classes.openRow;
                    return outcome && outcome.state !== 'failed' ? classes.settledRow : undefined;
                  }}
                  totalRecords={list.data.paging.count_items}
                  recordsPerPage={list.data.paging.items_per_page}
                  page={list.data.paging.current_page}
                  onPageChange={(page) => onSearchChange({ page })}
                  recordsPerPageOptions={pageSizes}
                  onRecordsPerPageChange={(items_per_page) => onSearchChange({ items_per_page, page: 1 })}
                  recordsPerPageLabel={t('list.recordsPerPage')}
                  paginationText={({ from, to, totalRecords }) =>
                    t('list.pagination', { from, to, total: totalRecords })
                  }
                  getPaginationControlProps={(control) =>
                    control === 'previous'
                      ? { 'aria-label': t('list.previousPage') }
                      : control === 'next'
                        ? { 'aria-label': t('list.nextPage') }
                        : {}
                  }
                  getPaginationItemProps={(page) => ({ 'aria-label': t('list.page', { page }) })}
                  noRecordsText={t('list.noRecords')}
                />
              </Box>
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>

      <ChangeRequestDrawer
        id={search.selected}
        listed={listedSelected ?? (selectedOutcome ? selectedOutcome.request : undefined)}
        can={can}
        present={present}
        outcome={selectedOutcome}
        onDecide={decideFromDrawer}
        onWithdraw={(request) => void withdraw(request)}
        onRequestAgain={(request) => {
          open(undefined);
          requestAgain(request);
        }}
        onClose={() => open(undefined)}
      />

      {draft && (
        <Suspense fallback={null}>
          <RequestChangeModal
            draft={draft}
            users={users}
            present={present}
            can={can}
            onClose={() => setDraft(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
