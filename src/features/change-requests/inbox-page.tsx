import { Alert, Anchor, Button, Group, Stack, Tabs } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeRequest } from '../../../contract/change-requests.ts';
import type { Team } from '../../../contract/teams.ts';
import type { User } from '../../../contract/users.ts';
import { ExportMenu } from '../../components/export-menu.tsx';
import { lazyFormDialog } from '../../components/lazy-form-dialog.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { fileColumns, gridColumns } from '../../components/record-columns.ts';
import { useFormRequestedByAddress } from '../../lib/form-request.ts';
import { useFormatter } from '../../lib/format.ts';
import { BulkBar } from './bulk-bar.tsx';
import { changeRequestColumns } from './change-request-columns.tsx';
import { ChangeRequestDrawer } from './change-request-drawer.tsx';
import { draftFrom, emptyDraft, type RequestChangeDraft } from './draft.ts';
import { type InboxSearch, isFiltered } from './filters.ts';
import { useInboxExport } from './inbox-export.ts';
import { InboxFilters } from './inbox-filters.tsx';
import { InboxList } from './inbox-list.tsx';
import { useInboxActions } from './use-inbox-actions.ts';
import { useInboxList } from './use-inbox-list.ts';
import { useInboxQueue } from './use-inbox-queue.ts';
import { usePresentation } from './use-presentation.ts';
import { useRequestRights } from './use-request-rights.ts';

// The form brings the date and time inputs; it loads when first opened.
const RequestChangeModal = lazyFormDialog(
  () => import('./request-change-modal.tsx'),
  (module) => module.RequestChangeModal,
  ({ draft }) => draft !== null,
);

/** The change request inbox: pending and declined requests, their detail, and filing a new one. */
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
  const format = useFormatter();
  const present = usePresentation(users, teams);
  const can = useRequestRights(users, teams);
  const decidesForOthers = can.coworkers.some((user) => user.id !== can.caller.id && can.decides(user.id));
  const actions = useInboxActions();
  const { outcomes } = actions;
  const { list, records, viewKey, reasonOf } = useInboxList({ search, users, outcomes, onSearchChange });
  const pendingTab = search.tab === 'pending';
  const open = (id: number | undefined) => onSearchChange({ selected: id });
  const queue = useInboxQueue({
    records,
    viewKey,
    pendingTab,
    openId: search.selected,
    actions,
    can,
    present,
    onOpen: open,
  });
  const [draft, setDraft] = useState<RequestChangeDraft | null>(null);
  const columnList = changeRequestColumns.columns({
    t,
    format,
    caller: can.caller,
    present,
    pendingTab,
    outcomeOf: (id) => outcomes.get(id),
    reasonOf,
    onOpen: open,
  });
  const exporting = useInboxExport(search, users, fileColumns(columnList));
  useFormRequestedByAddress((day) => setDraft({ ...emptyDraft(present.viewer.id), date: day ?? null }));

  const clearOutcomes = actions.clear;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of tab forgets outcomes.
  useEffect(() => clearOutcomes(), [search.tab, clearOutcomes]);

  function requestAgain(request: ChangeRequest) {
    setDraft(draftFrom(request, present.zoneOf(request.users_id)));
  }

  const listedSelected = records.find((record) => record.id === search.selected);
  const selectedOutcome = search.selected === undefined ? undefined : outcomes.get(search.selected);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <PageTitle>{t('changeRequests.title')}</PageTitle>
        <Group gap="sm">
          {decidesForOthers && (
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/approvals" />}>
              {t('approvals.openInInbox')}
            </Anchor>
          )}
          <ExportMenu table={exporting} />
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setDraft(emptyDraft(present.viewer.id))}
            onPointerEnter={RequestChangeModal.preload}
            onFocus={RequestChangeModal.preload}
          >
            {t('changeRequests.new')}
          </Button>
        </Group>
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
            {pendingTab && decidesForOthers && queue.selected.length > 0 && (
              <BulkBar
                count={queue.selected.length}
                onDecide={(decision) => void queue.decideSelected(decision)}
                onClear={() => queue.setSelection([])}
              />
            )}
            {list.data?.truncated && (
              <Alert color="yellow" icon={<IconInfoCircle aria-hidden />}>
                {t('changeRequests.truncated')}
              </Alert>
            )}
            <InboxList
              list={list}
              records={records}
              pendingTab={pendingTab}
              selectable={pendingTab && decidesForOthers}
              filtered={isFiltered(search)}
              openId={search.selected}
              present={present}
              columns={gridColumns(columnList)}
              actions={actions}
              queue={queue}
              onOpen={open}
              onRequestAgain={requestAgain}
              onSearchChange={onSearchChange}
              onClearFilters={onClearFilters}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>

      <ChangeRequestDrawer
        id={search.selected}
        listed={listedSelected ?? (selectedOutcome ? selectedOutcome.request : undefined)}
        declineReason={reasonOf(search.selected)}
        can={can}
        present={present}
        outcome={selectedOutcome}
        onDecide={queue.decideOpen}
        onWithdraw={(request) => void queue.withdraw(request)}
        onRequestAgain={(request) => {
          open(undefined);
          requestAgain(request);
        }}
        onClose={() => open(undefined)}
      />

      {draft && (
        <RequestChangeModal
          draft={draft}
          users={users}
          present={present}
          can={can}
          onClose={() => setDraft(null)}
        />
      )}
    </Stack>
  );
}
