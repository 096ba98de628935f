import { Box, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ChangeRequest, changeRequestSchema } from '../../../contract/change-requests.ts';
import { knownTimeZone } from '../../../contract/dates.ts';
import { DeclineReasonText } from '../../components/decline-reason.tsx';
import type { RecordColumns } from '../../components/record-columns.ts';
import { exportDay, exportMoment } from '../../lib/export-table.ts';
import classes from './inbox.module.css';
import { ChangesCell } from './inbox-cells.tsx';
import type { RowOutcome } from './use-inbox-actions.ts';
import type { Presentation } from './use-presentation.ts';

/** What the inbox's columns need besides the words, formats and rights. */
export type InboxColumnContext = {
  present: Presentation;
  /** The pending tab, where nothing has been declined yet. */
  pendingTab: boolean;
  /** What became of a row decided or withdrawn on this page. */
  outcomeOf: (id: number) => RowOutcome | undefined;
  reasonOf: (id: number) => string | undefined;
  onOpen: (id: number) => void;
};

/** The inbox's table and its file from one list (the row's actions are the page's). */
export const changeRequestColumns: RecordColumns<ChangeRequest, InboxColumnContext> = {
  record: changeRequestSchema,
  notInGrid: {
    id: 'a row opens its request; the number means nothing to a reader',
    status: 'the tab says it: pending or declined',
  },
  notInFile: {
    id: 'the number means nothing to a reader of the file',
    status: 'the sheet’s name says it: the tab it was exported from',
  },
  columns: ({ t, present, pendingTab, outcomeOf, reasonOf, onOpen }) => {
    const teamOf = (request: ChangeRequest) => present.teamName(present.user(request.users_id)?.teams_id);
    return [
      {
        field: 'users_id',
        title: t('changeRequests.columns.coworker'),
        grid: {
          accessor: 'users_id',
          render: (request) => (
            <CoworkerCell
              request={request}
              present={present}
              outcome={outcomeOf(request.id)}
              onOpen={onOpen}
            />
          ),
        },
        file: { value: (request) => present.name(request.users_id), width: 24 },
      },
      {
        field: 'users_id',
        title: t('exports.columns.team'),
        file: { value: (request) => teamOf(request) ?? null, width: 20 },
      },
      {
        field: 'date',
        title: t('changeRequests.columns.day'),
        grid: {
          accessor: 'date',
          noWrap: true,
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.xs})`,
          render: (request) => present.day(request.date),
        },
        file: { value: (request) => exportDay(request.date), format: 'date' },
      },
      {
        field: 'changes',
        title: t('changeRequests.columns.changes'),
        grid: {
          accessor: 'changes',
          // On a phone the changes sit under the co-worker's name, which leaves room for the actions.
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.xs})`,
          render: (request) => (
            <ChangesCell request={request} present={present} outcome={outcomeOf(request.id)} />
          ),
        },
        file: { value: (request) => present.summary(request), width: 60 },
      },
      {
        field: ['declined_at', 'declined_by'],
        title: t('changeRequests.columns.declined'),
        hidden: pendingTab,
        grid: {
          accessor: 'declined_at',
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
      },
      {
        field: 'declined_at',
        title: t('changeRequests.columns.declined'),
        hidden: pendingTab,
        file: {
          value: (request) => exportMoment(request.declined_at, knownTimeZone(present.viewer.timezone)),
          format: 'dateTime',
        },
      },
      {
        field: 'declined_by',
        title: t('exports.columns.declinedBy'),
        hidden: pendingTab,
        file: {
          value: (request) => (request.declined_by === null ? null : present.name(request.declined_by)),
          width: 24,
        },
      },
    ];
  },
};

/** The co-worker's name, which opens the request, with their team; on a phone also the day and changes. */
function CoworkerCell({
  request,
  present,
  outcome,
  onOpen,
}: {
  request: ChangeRequest;
  present: Presentation;
  outcome: RowOutcome | undefined;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const team = present.teamName(present.user(request.users_id)?.teams_id);
  return (
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
        <ChangesCell request={request} present={present} outcome={outcome} />
      </Box>
      {team && (
        <Text size="xs" c="dimmed" visibleFrom="xs">
          {team}
        </Text>
      )}
    </Stack>
  );
}
