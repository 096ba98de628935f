import { ActionIcon, Badge, Button, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconArrowBackUp, IconCheck, IconRepeat, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChangeRequest } from '../../../contract/change-requests.ts';
import type { Decision } from '../../api/change-requests.ts';
import classes from './inbox.module.css';
import type { RowOutcome } from './use-inbox-actions.ts';
import type { Presentation } from './use-presentation.ts';

/** The changes of a request and, when the service refused an action, why. */
export function ChangesCell({
  request,
  present,
  outcome,
}: {
  request: ChangeRequest;
  present: Presentation;
  outcome: RowOutcome | undefined;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" className={classes.summary}>
        {present.summaryParts(request).map((part, index, parts) => (
          // Each change stays on one line; the list wraps between changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: two changes may read alike; their order never changes.
          <span key={`${index}-${part}`} className={classes.change}>
            {part}
            {index < parts.length - 1 ? ', ' : ''}
          </span>
        ))}
      </Text>
      {outcome?.state === 'failed' && (
        <Group gap={4} wrap="nowrap" align="flex-start" role="alert">
          <IconAlertCircle
            size={16}
            color="var(--mantine-color-red-filled)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text size="xs" c="red">
            {outcome.message}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/** Decide, withdraw or request again; once acted on, the outcome in their place. */
export function RowActions({
  request,
  present,
  outcome,
  canDecide,
  canWithdraw,
  canRequestAgain,
  onDecide,
  onWithdraw,
  onRequestAgain,
  onDismiss,
}: {
  request: ChangeRequest;
  present: Presentation;
  outcome: RowOutcome | undefined;
  canDecide: boolean;
  canWithdraw: boolean;
  canRequestAgain: boolean;
  onDecide: (decision: Decision) => void;
  onWithdraw: () => void;
  onRequestAgain: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const who = { name: present.name(request.users_id), day: present.day(request.date) };

  if (outcome && outcome.state !== 'failed') {
    const label =
      outcome.action === 'approve'
        ? t('changeRequests.status.approved')
        : outcome.action === 'decline'
          ? t('changeRequests.status.declined')
          : t('changeRequests.status.withdrawn');
    const color = outcome.action === 'approve' ? 'green' : outcome.action === 'decline' ? 'red' : 'gray';
    return (
      <Group gap={6} justify="flex-end" wrap="nowrap">
        {outcome.state === 'working' && <Loader size={14} aria-hidden />}
        <Badge color={color} variant="dot" role="status">
          {label}
        </Badge>
      </Group>
    );
  }
  if (outcome?.state === 'failed' && outcome.gone) {
    return (
      <Button size="compact-xs" variant="subtle" color="gray" onClick={onDismiss}>
        {t('changeRequests.actions.dismiss')}
      </Button>
    );
  }
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {canDecide && (
        <>
          <Tooltip label={t('changeRequests.actions.approve')} openDelay={300}>
            <ActionIcon
              variant="light"
              color="green"
              size="lg"
              aria-label={t('changeRequests.actions.approveLabel', who)}
              data-decide-request={request.id}
              onClick={() => onDecide('approve')}
            >
              <IconCheck size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('changeRequests.actions.decline')} openDelay={300}>
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              aria-label={t('changeRequests.actions.declineLabel', who)}
              onClick={() => onDecide('decline')}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </>
      )}
      {canWithdraw && !canDecide && (
        <Tooltip label={t('changeRequests.actions.withdraw')} openDelay={300}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('changeRequests.actions.withdrawLabel', who)}
            onClick={onWithdraw}
          >
            <IconArrowBackUp size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {canRequestAgain && (
        <Tooltip label={t('changeRequests.actions.requestAgain')} openDelay={300}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('changeRequests.actions.requestAgainLabel', who)}
            onClick={onRequestAgain}
          >
            <IconRepeat size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
