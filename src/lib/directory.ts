import { queryOptions } from '@tanstack/react-query';
import { teamListSchema } from '../../contract/teams.ts';
import { userListSchema } from '../../contract/users.ts';
import { api } from './http.ts';

/**
 * Co-workers and teams: names, time zones, bosses, leaders and absence managers that several
 * pages need. One factory, so that moving between pages reuses one cached list.
 */
export const directoryQueries = {
  all: () => ['directory'] as const,
  users: () =>
    queryOptions({
      queryKey: [...directoryQueries.all(), 'users'] as const,
      queryFn: async ({ signal }) => (await api.get('/api/v2/users', userListSchema, { signal })).data.users,
      staleTime: 5 * 60_000,
    }),
  teams: () =>
    queryOptions({
      queryKey: [...directoryQueries.all(), 'teams'] as const,
      queryFn: async ({ signal }) => (await api.get('/api/v2/teams', teamListSchema, { signal })).data.teams,
      staleTime: 5 * 60_000,
    }),
};
