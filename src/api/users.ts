import { queryOptions, useQueryClient } from '@tanstack/react-query';
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
import { api, isApiError } from '../lib/http.ts';
import { approvalQueries } from './approvals.ts';
import {
  eachInTurn,
  PICKER_MATCHES,
  recordEndpoints,
  resourceKeys,
  useWrite,
  wholeListQuery,
} from './resource.ts';
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

/** What narrows the users list (our extensions, docs/interface.md#users-and-teams). */
type Narrowing = {
  teamId?: number;
  search?: string;
  active?: boolean;
  /** Only the first this many by name. */
  first?: number;
};

const narrowingParams = (narrowing: Narrowing) => ({
  'filter[teams_id]': narrowing.teamId,
  'filter[search]': narrowing.search?.trim() || undefined,
  'filter[active]': narrowing.active,
  sort: narrowing.first === undefined ? undefined : ('name' as const),
  items_per_page: narrowing.first,
});

/**
 * The users a narrowing names. A service without these extensions (API_UPSTREAM) refuses them by name
 * or ignores them and answers every user, so the answer is cut here as well: the same people either
 * way, only the download differs.
 */
async function fetchNarrowedUsers(narrowing: Narrowing, signal: AbortSignal): Promise<User[]> {
  const params = narrowingParams(narrowing);
  const answer = await api.get(path, userListSchema, { signal, params }).catch((error: unknown) => {
    if (isApiError(error, 400) && error.fields.some((field) => field in params)) return null;
    throw error;
  });
  const { users, paging } = (answer ?? (await api.get(path, userListSchema, { signal }))).data;
  const kept = keptBy(narrowing, users);
  // An answer without paging was not cut to the first ones: that is done here, by name.
  if (narrowing.first === undefined || paging) return kept;
  return kept.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id).slice(0, narrowing.first);
}

function keptBy({ teamId, search, active }: Narrowing, users: readonly User[]): User[] {
  const text = search?.trim().toLocaleLowerCase() ?? '';
  return users.filter(
    (user) =>
      (teamId === undefined || user.teams_id === teamId) &&
      (active === undefined || user.active === active) &&
      user.name.toLocaleLowerCase().includes(text),
  );
}

const narrowedQuery = (narrowing: Narrowing) =>
  queryOptions({
    queryKey: [...keys.lists(), narrowing] as const,
    queryFn: ({ signal }) => fetchNarrowedUsers(narrowing, signal),
    staleTime: 5 * 60_000,
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
  /** A team's members: who else in the team is away, without the whole company. */
  members: (teamId: number) => narrowedQuery({ teamId }),
  /** The first co-workers by name whose name holds `text`, for a picker; all with `active` unset. */
  matches: (text: string, active?: boolean) => narrowedQuery({ search: text, active, first: PICKER_MATCHES }),
};

/** What a co-worker picker searches (`SearchSelect`): active co-workers for one that books, all for a filter. */
export const userSearch = (active?: boolean) => ({
  matches: (text: string) => userQueries.matches(text, active),
  chosen: userQueries.detail,
  // People are told apart by name, as everywhere else; their personnel number is no part of it.
  label: (user: User) => user.name,
});

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
