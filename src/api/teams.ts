import {
  type Team,
  teamAddSchema,
  teamEditSchema,
  teamListSchema,
  teamSingleSchema,
} from '../../contract/teams.ts';
import { approvalQueries } from './approvals.ts';
import { recordEndpoints, resourceKeys, wholeListQuery } from './resource.ts';

const keys = resourceKeys('teams');
const path = '/api/v2/teams';
const endpoints = recordEndpoints({
  keys,
  path,
  schema: teamSingleSchema,
  recordOf: (data): Team => data.team,
  addSchema: teamAddSchema,
  editSchema: teamEditSchema,
  // A team's leader decides its members' change requests.
  touches: [approvalQueries.all()],
});

export const teamQueries = {
  ...keys,
  /** Every team: leaders decide change requests, so several pages need the whole list. */
  list: wholeListQuery({
    keys,
    path,
    schema: teamListSchema,
    itemsOf: (data) => data.teams,
    staleTime: 5 * 60_000,
  }),
  detail: endpoints.detail,
};

export const useCreateTeam = endpoints.useCreate;
export const useUpdateTeam = endpoints.useUpdate;
export const useDeleteTeam = endpoints.useDelete;
