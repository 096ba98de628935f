import { useCallback, useState } from 'react';
import type { ChangeRequest } from '../../../contract/change-requests.ts';
import {
  type Decision,
  type DecisionResult,
  type RowAction,
  useDecideChangeRequests,
  useWithdrawChangeRequest,
} from '../../api/change-requests.ts';
import { i18n } from '../../i18n/i18n.ts';
import { ApiError, describeError } from '../../lib/http.ts';

/**
 * What happened to a row the user acted on. `working` and `done` show the intended result at once;
 * `failed` puts the service's refusal on the row. `gone` rows no longer exist as they were (another
 * approver was faster), so they stay visible with their error after the refetch until dismissed.
 */
export type RowOutcome =
  | { state: 'working' | 'done'; action: RowAction; request: ChangeRequest }
  | { state: 'failed'; action: RowAction; request: ChangeRequest; message: string; gone: boolean };

/** The service's refusal in the words of the inbox. */
function refusalOf(error: unknown, action: RowAction): { message: string; gone: boolean } {
  if (error instanceof ApiError && error.status === 404) {
    return {
      message:
        action === 'withdraw'
          ? i18n.t('changeRequests.errors.goneWithdraw')
          : i18n.t('changeRequests.errors.gone'),
      gone: true,
    };
  }
  if (error instanceof ApiError && error.status === 422) {
    return {
      message:
        action === 'withdraw'
          ? i18n.t('changeRequests.errors.declinedWithdraw')
          : i18n.t('changeRequests.errors.declined'),
      gone: true,
    };
  }
  return { message: describeError(error), gone: false };
}

/** Decide and withdraw with optimistic rows; each row reports its own outcome. */
export function useInboxActions() {
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, RowOutcome>>(new Map());
  const decideMutation = useDecideChangeRequests();
  const withdrawMutation = useWithdrawChangeRequest();

  const update = useCallback((changes: RowOutcome[]) => {
    setOutcomes((previous) => {
      const next = new Map(previous);
      for (const outcome of changes) next.set(outcome.request.id, outcome);
      return next;
    });
  }, []);

  const decide = useCallback(
    async (requests: ChangeRequest[], decision: Decision, reason = ''): Promise<DecisionResult[]> => {
      if (requests.length === 0) return [];
      const byId = new Map(requests.map((request) => [request.id, request]));
      update(requests.map((request) => ({ state: 'working', action: decision, request })));
      return decideMutation.mutateAsync({
        requests,
        decision,
        reason,
        onResult: (result) => {
          const request = byId.get(result.id);
          if (!request) return;
          update([
            result.ok
              ? { state: 'done', action: decision, request }
              : { state: 'failed', action: decision, request, ...refusalOf(result.error, decision) },
          ]);
        },
      });
    },
    [decideMutation.mutateAsync, update],
  );

  const withdraw = useCallback(
    async (request: ChangeRequest): Promise<boolean> => {
      update([{ state: 'working', action: 'withdraw', request }]);
      try {
        await withdrawMutation.mutateAsync(request);
        update([{ state: 'done', action: 'withdraw', request }]);
        return true;
      } catch (error) {
        update([{ state: 'failed', action: 'withdraw', request, ...refusalOf(error, 'withdraw') }]);
        return false;
      }
    },
    [withdrawMutation.mutateAsync, update],
  );

  const dismiss = useCallback((id: number) => {
    setOutcomes((previous) => {
      const next = new Map(previous);
      next.delete(id);
      return next;
    });
  }, []);

  const clear = useCallback(() => setOutcomes(new Map()), []);

  return { outcomes, decide, withdraw, dismiss, clear };
}

export type InboxActions = ReturnType<typeof useInboxActions>;
