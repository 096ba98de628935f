import { queryOptions } from '@tanstack/react-query';
import { type ApprovalCount, approvalCountSchema } from '../../contract/approvals.ts';
import { api, isApiError } from '../lib/http.ts';
import { resourceKeys } from './resource.ts';

const keys = resourceKeys('approvals');

export const approvalQueries = {
  ...keys,
  /**
   * How many requests wait for the caller's decision (docs/interface.md#approvals), or null for a caller
   * who decides nobody's and so has no approvals inbox (the service's 403).
   */
  count: () =>
    queryOptions({
      queryKey: [...keys.all(), 'count'] as const,
      queryFn: async ({ signal }): Promise<ApprovalCount | null> => {
        try {
          return (await api.get('/api/v2/aggregates/approvals/count', approvalCountSchema, { signal })).data
            .count;
        } catch (error) {
          if (isApiError(error, 403)) return null;
          throw error;
        }
      },
    }),
};
