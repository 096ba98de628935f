import { Box, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { ChangeRequest } from '../../../contract/change-requests.ts';
import type { ChangeRequestPage } from '../../api/change-requests.ts';
import { DeclineReasonText } from '../../components/decline-reason.tsx';
import { ResourceList } from '../../components/resource-list.tsx';
import type { InboxSearch } from './filters.ts';
import classes from './inbox.module.css';
import { ChangesCell, RowActions } from './inbox-cells.tsx';
import type { InboxActions } from './use-inbox-actions.ts';
import type { InboxQueue } from './use-inbox-queue.ts';
import type { Presentation } from './use-presentation.ts';

/** One page of the inbox as a table, or why there is none: loading, an error or no matches. */
export function InboxList({
  list,
  records,
  pendingTab,
  selectable,
  filtered,
  openId,
  present,
  reasonOf,
  actions,
  queue,
  onOpen,
  onRequestAgain,
  onSearchChange,
  onClearFilters,
}: {
  list: UseQueryResult<ChangeRequestPage & { truncated: boolean }>;
  records: ChangeRequest[];
  pendingTab: boolean;
  /** Ticking rows for a decision on several at once; not for those who decide nobody's requests. */
  selectable: boolean;
  filtered: boolean;
  openId: number | undefined;
  present: Presentation;
  reasonOf: (id: number) => string | undefined;
  actions: InboxActions;
  queue: InboxQueue;
  onOpen: (id: number) => void;
  onRequestAgain: (request: ChangeRequest) => void;
  onSearchChange: (change: Pick<Partial<InboxSearch>, 'page' | 'items_per_page'>) => void;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const { outcomes } = actions;
  const { viewer } = present;

  const columns: DataTableColumn<ChangeRequest>[] = [
    {
      accessor: 'users_id',
      title: t('changeRequests.columns.coworker'),
      render: (request) => (
        <Stack gap={0}>
          <UnstyledButton
            className={classes.coworker}
            data-open-request={request.id}
            onClick={() => onOpen(request.id)}
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
          <DeclineReasonText reason={reasonOf(request.id)} size="xs" />
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
          canDecide={queue.decidable(request)}
          canWithdraw={queue.withdrawable(request)}
          canRequestAgain={!pendingTab && request.users_id === viewer.id}
          onDecide={(decision) => void queue.decideRow(request, decision)}
          onWithdraw={() => void queue.withdraw(request)}
          onRequestAgain={() => onRequestAgain(request)}
          onDismiss={() => actions.dismiss(request.id)}
        />
      ),
    },
  ];

  return (
    // The browser journeys find the inbox by this mark while it holds requests.
    <Box data-testid={records.length > 0 ? 'change-request-inbox' : undefined}>
      <ResourceList<ChangeRequestPage, ChangeRequest>
        label={pendingTab ? t('changeRequests.tabs.pending') : t('changeRequests.tabs.declined')}
        query={list}
        // The page's rows with those acted on that left it meanwhile (see useInboxList).
        records={() => records}
        columns={columns}
        paged={{ paging: (data) => data.paging, onChange: onSearchChange }}
        empty={
          pendingTab
            ? { title: t('changeRequests.empty.pending'), description: t('changeRequests.empty.pendingHint') }
            : { title: t('changeRequests.empty.declined') }
        }
        filters={{
          active: filtered,
          emptyTitle: t('changeRequests.empty.filtered'),
          emptyHint: t('changeRequests.empty.filteredHint'),
          onClear: onClearFilters,
        }}
        selection={
          selectable
            ? {
                selected: queue.selected,
                onChange: queue.setSelection,
                selectable: queue.selectable,
                allLabel: t('changeRequests.bulk.selectAll'),
                rowLabel: (request) =>
                  t('changeRequests.bulk.selectOne', {
                    name: present.name(request.users_id),
                    day: present.day(request.date),
                  }),
              }
            : undefined
        }
        // The whole row opens the request for a mouse; the name button does it for the keyboard.
        onRowClick={({ record, event }) => {
          if ((event.target as HTMLElement).closest('button, a, input, label')) return;
          onOpen(record.id);
        }}
        rowClassName={(request) => {
          const outcome = outcomes.get(request.id);
          if (request.id === openId) return classes.openRow;
          return outcome && outcome.state !== 'failed' ? classes.settledRow : undefined;
        }}
      />
    </Box>
  );
}
