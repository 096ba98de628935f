import { Box, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { ChangeRequest } from '../../../contract/change-requests.ts';
import type { ChangeRequestPage } from '../../api/change-requests.ts';
import { ResourceList } from '../../components/resource-list.tsx';
import type { InboxSearch } from './filters.ts';
import classes from './inbox.module.css';
import { RowActions } from './inbox-cells.tsx';
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
  columns: recordColumns,
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
  /** The request's own columns (`change-request-columns.tsx`); the row's actions follow them. */
  columns: DataTableColumn<ChangeRequest>[];
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
    ...recordColumns,
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
