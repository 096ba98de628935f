import { queryOptions } from '@tanstack/react-query';
import {
  type ApprovalCount,
  type ApprovalPerson,
  approvalCountSchema,
  approvalPeopleSchema,
} from '../../contract/approvals.ts';
import { api, isApiError } from '../lib/http.ts';
import { resourceKeys } from './resource.ts';

const keys = resourceKeys('approvals');

/** `decidesNothing`: the caller has no approvals inbox (the service's 403); `notServed`: no such extension. */
type NoAnswer = { kind: 'decidesNothing' } | { kind: 'notServed' };

export type WaitingAnswer = { kind: 'counted'; count: ApprovalCount } | NoAnswer;

type PeopleAnswer = { kind: 'listed'; people: ApprovalPerson[] } | NoAnswer;

/** One of our approvals extensions: a 403 and a 404 are answers, not errors. */
async function askExtension<T>(ask: () => Promise<T>): Promise<T | NoAnswer> {
  try {
    return await ask();
  } catch (error) {
    if (isApiError(error, 403)) return { kind: 'decidesNothing' };
    if (isApiError(error, 404)) return { kind: 'notServed' };
    throw error;
  }
}

export const approvalQueries = {
  ...keys,
  /**
   * How many requests wait for the caller's decision (docs/interface.md#approvals). A service behind
   * API_UPSTREAM that lacks this extension (`notServed`) gets the inbox's own lists counted instead.
   */
  count: () =>
    queryOptions({
      queryKey: [...keys.all(), 'count'] as const,
      queryFn: ({ signal }): Promise<WaitingAnswer> =>
        askExtension(async () => {
          const { data } = await api.get('/api/v2/aggregates/approvals/count', approvalCountSchema, {
            signal,
          });
          return { kind: 'counted', count: data.count };
        }),
    }),
  /**
   * Who has requests waiting for the caller's decision, judged by the service: the inbox names, filters
   * and keeps its rows by it. Without this extension (`notServed`) the inbox judges on the users list.
   */
  people: () =>
    queryOptions({
      queryKey: [...keys.all(), 'people'] as const,
      queryFn: ({ signal }): Promise<PeopleAnswer> =>
        askExtension(async () => {
          const { data } = await api.get('/api/v2/aggregates/approvals/people', approvalPeopleSchema, {
            signal,
          });
          return { kind: 'listed', people: data.people };
        }),
    }),
};
