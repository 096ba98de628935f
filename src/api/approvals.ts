import { queryOptions } from '@tanstack/react-query';
import { type ApprovalCount, approvalCountSchema } from '../../contract/approvals.ts';
import { api, isApiError } from '../lib/http.ts';
import { resourceKeys } from './resource.ts';

const keys = resourceKeys('approvals');

export type WaitingAnswer =
  | { kind: 'counted'; count: ApprovalCount }
  | { kind: 'decidesNothing' }
  | { kind: 'notServed' };

export const approvalQueries = {
  ...keys,
  /**
   * How many requests wait for the caller's decision (docs/interface.md#approvals); `decidesNothing` for
   * a caller who has no approvals inbox (the service's 403); `notServed` when the service behind
   * API_UPSTREAM lacks this extension (404), where the inbox's own lists must be counted instead.
   */
  count: () =>
    queryOptions({
      queryKey: [...keys.all(), 'count'] as const,
      queryFn: async ({ signal }): Promise<WaitingAnswer> => {
        try {
          const { data } = await api.get('/api/v2/aggregates/approvals/count', approvalCountSchema, {
            signal,
          });
          return { kind: 'counted', count: data.count };
        } catch (error) {
          if (isApiError(error, 403)) return { kind: 'decidesNothing' };
          if (isApiError(error, 404)) return { kind: 'notServed' };
          throw error;
        }
      },
    }),
};
