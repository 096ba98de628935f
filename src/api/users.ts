import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { successSchema } from '../../contract/common.ts';
import {
  type User,
  userAddSchema,
  userApiKeySchema,
  userEditSchema,
  userListSchema,
  userSingleSchema,
} from '../../contract/users.ts';
import { sessionKeys } from '../lib/auth.ts';
import { api } from '../lib/http.ts';
import { approvalQueries } from './approvals.ts';
import { eachInTurn, recordEndpoints, resourceKeys, useWrite, wholeListQuery } from './resource.ts';
import { teamQueries } from './teams.ts';

const keys = resourceKeys('users');
const path = '/api/v2/users';
const endpoints = recordEndpoints({
  keys,
  path,
  schema: userSingleSchema,
  recordOf: (data): User => data.user,
  addSchema: userAddSchema,
  editSchema: userEditSchema,
  // A team lists its members and its leader; bosses and absence managers decide requests; and the
  // record may be the signed-in user's own.
  touches: [teamQueries.all(), approvalQueries.all(), sessionKeys.all],
});

export const userQueries = {
  ...keys,
  /**
   * Every co-worker the caller may see: names, time zones, bosses and absence managers that several
   * pages need, so moving between them reuses one cached list. The interface does not page users.
   */
  list: wholeListQuery({
    keys,
    path,
    schema: userListSchema,
    itemsOf: (data) => data.users,
    staleTime: 5 * 60_000,
  }),
  detail: endpoints.detail,
};

export const useCreateUser = endpoints.useCreate;
export const useUpdateUser = endpoints.useUpdate;
export const useDeleteUser = endpoints.useDelete;

/** Issues a new API key for a user; the old one stops working at once and the new one is shown once. */
export function useIssueApiKey() {
  return useWrite({
    write: async ({ id }: { id: number }) =>
      (await api.send('POST', `${path}/${id}/apikey`, { schema: userApiKeySchema })).data.api_key,
    touches: () => [],
  });
}

/**
 * Mails a user the welcome mail again, with a new link to set their password (valid 7 days); their
 * earlier invitation link stops working.
 */
export function useSendInvitation() {
  return useWrite({
    write: ({ id }: { id: number }) =>
      api.send('POST', `${path}/${id}/invitation`, { schema: successSchema }),
    touches: () => [],
  });
}

/**
 * The same edit for several users, one PUT each with the version just read (If-Match), one after
 * the other, so a refusal for one (a right, a rule, someone else's change) leaves the others saved.
 */
export function useUpdateEachUser() {
  const queryClient = useQueryClient();
  return useWrite({
    write: ({ ids, body }: { ids: readonly number[]; body: z.output<typeof userEditSchema> }) =>
      eachInTurn(ids, async (id) => {
        const { etag } = await queryClient.fetchQuery({ ...endpoints.detail(id), staleTime: 0 });
        await api.send('PUT', `${path}/${id}`, { body, schema: userSingleSchema, etag });
      }),
    touches: () => [keys.all(), teamQueries.all(), approvalQueries.all(), sessionKeys.all],
  });
}
