import { queryOptions } from '@tanstack/react-query';
import {
  type Team,
  teamAddSchema,
  teamEditSchema,
  teamListSchema,
  teamSingleSchema,
} from '../../contract/teams.ts';
import { api } from '../lib/http.ts';
import { recordEndpoints, resourceKeys } from './resource.ts';

const keys = resourceKeys('teams');
const path = '/api/v2/teams';
const endpoints = recordEndpoints({
  keys,
  path,
  schema: teamSingleSchema,
  recordOf: (data): Team => data.team,
  addSchema: teamAddSchema,
  editSchema: teamEditSchema,
});

export const teamQueries = {
  ...keys,
  /** Every team: leaders decide change requests, so several pages need the whole list. */
  list: () =>
    queryOptions({
      queryKey: keys.lists(),
      queryFn: async ({ signal }) => (await api.get(path, teamListSchema, { signal })).data.teams,
      staleTime: 5 * 60_000,
    }),
  detail: endpoints.detail,
};

export const useCreateTeam = endpoints.useCreate;
export const useUpdateTeam = endpoints.useUpdate;
export const useDeleteTeam = endpoints.useDelete;
