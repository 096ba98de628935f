import { Alert, Badge, Button, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowBackUp,
  IconCheck,
  IconMinus,
  IconPlus,
  IconRepeat,
  IconX,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChangeRequest } from '../../../contract/change-requests.ts';
import type { Decision } from '../../api/change-requests.ts';
import { workTimeQueries } from '../../api/work-times.ts';
import { DeclineReasonText } from '../../components/decline-reason.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { toInterval, toIntervalChange } from '../../lib/intervals.ts';
import { DayTimeline } from './day-timeline.tsx';
import type { RowOutcome } from './use-inbox-actions.ts';
import type { Presentation } from './use-presentation.ts';
import type { RequestRights } from './use-request-rights.ts';

/** One request: its status, its changes, the co-worker's day before and after, and what may be done. */
export function RequestDetail({
  request,
  declineReason,
  can,
  present,
  outcome,
  onDecide,
  onWithdraw,
  onRequestAgain,
}: {
  request: ChangeRequest;
  declineReason?: string | undefined;
  can: RequestRights;
  present: Presentation;
  outcome: RowOutcome | undefined;
  onDecide: (request: ChangeRequest, decision: Decision) => void;
  onWithdraw: (request: ChangeRequest) => void;
  onRequestAgain: (request: ChangeRequest) => void;
}) {
  const { t } = useTranslation();
  const { viewer } = present;
  const subject = present.user(request.users_id);
  const clock = present.clockFor(request);
  const pending = request.status === 1;
  const busy = outcome?.state === 'working' || outcome?.state === 'done';
  const canDecide = pending && !busy && can.decides(request.users_id);
  const canWithdraw = pending && !busy && can.withdraws(request.users_id);
  const teamName = present.teamName(subject?.teams_id);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h4">
            {present.day(request.date)}
          </Title>
          {pending ? (
            <Badge color="yellow" variant="dot">
              {t('changeRequests.status.pending')}
            </Badge>
          ) : (
            <Badge color="red" variant="dot">
              {t('changeRequests.status.declined')}
            </Badge>
          )}
        </Group>
        {teamName && (
          <Text size="sm" c="dimmed">
            {teamName}
          </Text>
        )}
        {!pending && request.declined_at && (
          <Text size="sm" c="dimmed">
            {t('changeRequests.declinedBy', {
              when: present.dateTime(request.declined_at),
              name: request.declined_by === null ? '—' : present.name(request.declined_by),
            })}
          </Text>
        )}
        {!pending && declineReason && <DeclineReasonText reason={declineReason} />}
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('changeRequests.detail.changes')}
        </Title>
        <List spacing={4} size="sm" listStyleType="none" p={0} m={0} center>
          {request.changes.map((change) => {
            const range = clock.range(Date.parse(change.time_since), Date.parse(change.time_until));
            return (
              <List.Item
                key={`${change.type}-${change.time_since}-${change.time_until}`}
                icon={
                  change.type === 1 ? (
                    <IconPlus size={16} color="var(--mantine-color-green-filled)" aria-hidden />
                  ) : (
                    <IconMinus size={16} color="var(--mantine-color-red-filled)" aria-hidden />
                  )
                }
              >
                {change.type === 1
                  ? t('changeRequests.detail.add', { range })
                  : t('changeRequests.detail.remove', { range })}
              </List.Item>
            );
          })}
        </List>
      </Stack>

      <RequestDay request={request} present={present} />

      {outcome?.state === 'failed' && (
        <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />}>
          {outcome.message}
        </Alert>
      )}

      {(canDecide || canWithdraw || (!pending && request.users_id === viewer.id)) && (
        <Group gap="sm">
          {canDecide && (
            <>
              <Button
                leftSection={<IconCheck size={18} aria-hidden />}
                onClick={() => onDecide(request, 'approve')}
              >
                {t('changeRequests.actions.approve')}
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={18} aria-hidden />}
                onClick={() => onDecide(request, 'decline')}
              >
                {t('changeRequests.actions.decline')}
              </Button>
            </>
          )}
          {canWithdraw && (
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={18} aria-hidden />}
              onClick={() => onWithdraw(request)}
            >
              {t('changeRequests.actions.withdraw')}
            </Button>
          )}
          {!pending && request.users_id === viewer.id && (
            <Button
              variant="default"
              leftSection={<IconRepeat size={18} aria-hidden />}
              onClick={() => onRequestAgain(request)}
            >
              {t('changeRequests.actions.requestAgain')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

/** The co-worker's day before and after the request: the inbox's detail and the approvals inbox show it. */
export function RequestDay({ request, present }: { request: ChangeRequest; present: Presentation }) {
  const { t } = useTranslation();
  const workDay = useQuery(workTimeQueries.day(request.users_id, request.date));
  const clock = present.clockFor(request);
  const changes = request.changes.map(toIntervalChange);
  const notReadable = workDay.isSuccess && workDay.data === null;
  const current = workDay.data ? workDay.data.day.intervals.map(toInterval) : null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('changeRequests.detail.day')}
      </Title>
      {workDay.isPending ? (
        <Skeleton height={96} aria-label={t('common.loading')} />
      ) : workDay.isError ? (
        <ErrorPanel error={workDay.error} onRetry={() => workDay.refetch()} retrying={workDay.isFetching} />
      ) : (
        <>
          {notReadable && (
            <Text size="sm" c="dimmed">
              {t('changeRequests.detail.notReadable', { name: present.name(request.users_id) })}
            </Text>
          )}
          <DayTimeline
            date={request.date}
            current={current}
            changes={changes}
            clock={clock}
            hour12={present.hour12}
          />
        </>
      )}
    </Stack>
  );
}
