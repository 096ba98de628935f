import { Alert, Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEyeOff } from '@tabler/icons-react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChangeRequest } from '../../../contract/change-requests.ts';
import { type ChangeRequestDetail, changeRequestQueries, type Decision } from '../../api/change-requests.ts';
import { ErrorPanel } from '../../components/page-states.tsx';
import { isApiError } from '../../lib/http.ts';
import { RequestDetail } from './request-detail.tsx';
import type { RowOutcome } from './use-inbox-actions.ts';
import type { Presentation } from './use-presentation.ts';
import type { RequestRights } from './use-request-rights.ts';

/** The request the URL names, in a side panel: always its current version, or why there is none. */
export function ChangeRequestDrawer({
  id,
  listed,
  declineReason,
  can,
  present,
  outcome,
  onDecide,
  onWithdraw,
  onRequestAgain,
  onClose,
}: {
  id: number | undefined;
  /** The row as the list has it, shown while the current version loads. */
  listed: ChangeRequest | undefined;
  /** Why it was declined, as the list has it. */
  declineReason: string | undefined;
  can: RequestRights;
  present: Presentation;
  outcome: RowOutcome | undefined;
  onDecide: (request: ChangeRequest, decision: Decision) => void;
  onWithdraw: (request: ChangeRequest) => void;
  onRequestAgain: (request: ChangeRequest) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  // Always the current version: another approver or the co-worker may have changed it meanwhile.
  const detail = useQuery({
    ...changeRequestQueries.detail(id ?? 0),
    enabled: id !== undefined,
    placeholderData: listed?.id === id && listed ? { change_request: listed, etag: null } : undefined,
  });
  const shown = detail.data?.change_request;
  const title = shown ? present.name(shown.users_id) : t('changeRequests.detail.title');
  return (
    <Drawer
      opened={id !== undefined}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={
        <Text component="span" fw={600} size="lg">
          {title}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {id !== undefined && (
        <DrawerBody
          detail={detail}
          declineReason={declineReason}
          can={can}
          present={present}
          outcome={outcome}
          onDecide={onDecide}
          onWithdraw={onWithdraw}
          onRequestAgain={onRequestAgain}
        />
      )}
    </Drawer>
  );
}

function DrawerBody({
  detail,
  declineReason,
  can,
  present,
  outcome,
  onDecide,
  onWithdraw,
  onRequestAgain,
}: {
  detail: UseQueryResult<ChangeRequestDetail>;
  declineReason: string | undefined;
  can: RequestRights;
  present: Presentation;
  outcome: RowOutcome | undefined;
  onDecide: (request: ChangeRequest, decision: Decision) => void;
  onWithdraw: (request: ChangeRequest) => void;
  onRequestAgain: (request: ChangeRequest) => void;
}) {
  const { t } = useTranslation();
  const request = detail.data?.change_request;

  if (!request) {
    if (detail.isError) {
      return isApiError(detail.error, 404) ? (
        <Alert color="gray" icon={<IconEyeOff aria-hidden />} title={t('changeRequests.detail.goneTitle')}>
          {t('changeRequests.detail.goneText')}
        </Alert>
      ) : (
        <ErrorPanel error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
      );
    }
    return (
      <Stack role="status" aria-label={t('common.loading')}>
        <Skeleton height={24} width="50%" />
        <Skeleton height={80} />
      </Stack>
    );
  }

  return (
    <RequestDetail
      request={request}
      declineReason={declineReason}
      can={can}
      present={present}
      outcome={outcome}
      onDecide={onDecide}
      onWithdraw={onWithdraw}
      onRequestAgain={onRequestAgain}
    />
  );
}
