import type { z } from 'zod';
import {
  absenceAddSchema,
  absenceCountQuery,
  absenceEditSchema,
  absenceListQuery,
} from '../../contract/absences.ts';
import {
  changeRequestAddSchema,
  changeRequestListQuery,
  workTimeListQuery,
} from '../../contract/change-requests.ts';
import { customerAddSchema, customerEditSchema, customerListQuery } from '../../contract/customers.ts';
import { entryAddSchema, entryEditSchema, entryListQuery } from '../../contract/entries.ts';
import {
  holidaysCarryAddSchema,
  holidaysCarryEditSchema,
  holidaysCarryListQuery,
  holidaysQuotaAddSchema,
  holidaysQuotaEditSchema,
  holidaysQuotaListQuery,
} from '../../contract/holidays.ts';
import { lumpSumServiceAddSchema, lumpSumServiceEditSchema } from '../../contract/lumpsum-services.ts';
import {
  nonbusinessDayAddSchema,
  nonbusinessDayListQuery,
  nonbusinessGroupAddSchema,
  userNonbusinessGroupAddSchema,
  userNonbusinessGroupEditSchema,
  userNonbusinessGroupListQuery,
} from '../../contract/nonbusiness-groups.ts';
import { projectAddSchema, projectEditSchema, projectListQuery } from '../../contract/projects.ts';
import { serviceAddSchema, serviceEditSchema } from '../../contract/services.ts';
import { surchargeModelAddSchema, surchargeModelEditSchema } from '../../contract/surcharges.ts';
import {
  targetHoursAddSchema,
  targetHoursEditSchema,
  targetHoursListQuery,
} from '../../contract/target-hours.ts';
import { legacyTeamAddSchema, teamAddSchema, teamEditSchema } from '../../contract/teams.ts';
import { userAddSchema, userEditSchema } from '../../contract/users.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One route of the service as the fuzzer drives it: `:name` segments of `path` take values from the pool
 * `params` names (see `server/fuzz/fixture.ts`), the query and body start from the contract's schemas.
 */
export type Endpoint = {
  method: Method;
  path: string;
  params?: Record<string, string>;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A schema whose required fields a refusal may name although the body need not carry them. */
  requires?: z.ZodType;
};

const resource = (
  path: string,
  pool: string,
  schemas: { list?: z.ZodType; add?: z.ZodType; edit?: z.ZodType },
): Endpoint[] => {
  const one = `${path}/:id`;
  const params = { id: pool };
  const read: Endpoint[] = [
    { method: 'GET', path, query: schemas.list },
    { method: 'GET', path: one, params },
  ];
  return [
    ...read,
    { method: 'POST', path, body: schemas.add },
    { method: 'PUT', path: one, params, body: schemas.edit },
    { method: 'DELETE', path: one, params },
  ];
};

/** Every route `createApp` registers; `server/fuzz/fuzz.test.ts` checks that none is missing. */
export const endpoints: Endpoint[] = [
  ...resource('/api/v2/customers', 'customers', {
    list: customerListQuery,
    add: customerAddSchema,
    edit: customerEditSchema,
  }),
  ...resource('/api/v2/projects', 'projects', {
    list: projectListQuery,
    add: projectAddSchema,
    edit: projectEditSchema,
  }),
  ...resource('/api/v2/users', 'users', { add: userAddSchema, edit: userEditSchema }),
  { method: 'POST', path: '/api/v2/users/:id/apikey', params: { id: 'users' } },
  ...resource('/api/v2/teams', 'teams', { add: teamAddSchema, edit: teamEditSchema }),
  ...resource('/api/teams', 'teams', { add: legacyTeamAddSchema, edit: legacyTeamAddSchema }),
  ...resource('/api/v2/lumpsumservices', 'lumpsum_services_id', {
    add: lumpSumServiceAddSchema,
    edit: lumpSumServiceEditSchema,
  }),
  ...resource('/api/services', 'services_id', { add: serviceAddSchema, edit: serviceEditSchema }),
  ...resource('/api/v2/surcharges', 'surcharges', {
    add: surchargeModelAddSchema,
    edit: surchargeModelEditSchema,
  }),
  { method: 'GET', path: '/api/nonbusinessgroups' },
  { method: 'POST', path: '/api/nonbusinessgroups', body: nonbusinessGroupAddSchema },
  {
    method: 'GET',
    path: '/api/nonbusinessgroups/:id/days',
    params: { id: 'nonbusiness_groups_id' },
    query: nonbusinessDayListQuery,
  },
  {
    method: 'POST',
    path: '/api/nonbusinessgroups/:id/days',
    params: { id: 'nonbusiness_groups_id' },
    body: nonbusinessDayAddSchema,
  },
  ...resource('/api/v2/usersNonbusinessGroups', 'periods', {
    list: userNonbusinessGroupListQuery,
    add: userNonbusinessGroupAddSchema,
    edit: userNonbusinessGroupEditSchema,
  }),
  ...resource('/api/v2/entries', 'entries', {
    list: entryListQuery,
    add: entryAddSchema,
    edit: entryEditSchema,
  }),
  { method: 'GET', path: '/api/v2/workTimes', query: workTimeListQuery },
  { method: 'GET', path: '/api/v2/workTimes/changeRequests', query: changeRequestListQuery },
  { method: 'GET', path: '/api/v2/workTimes/changeRequests/:id', params: { id: 'change_requests' } },
  { method: 'POST', path: '/api/v2/workTimes/changeRequests', body: changeRequestAddSchema },
  { method: 'POST', path: '/api/v2/workTimes/changeRequests/:id/approve', params: { id: 'change_requests' } },
  { method: 'POST', path: '/api/v2/workTimes/changeRequests/:id/decline', params: { id: 'change_requests' } },
  { method: 'DELETE', path: '/api/v2/workTimes/changeRequests/:id', params: { id: 'change_requests' } },
  { method: 'GET', path: '/api/absences/count', query: absenceCountQuery },
  ...resource('/api/absences', 'absences', {
    list: absenceListQuery,
    add: absenceAddSchema,
    edit: absenceEditSchema,
  }),
  ...resource('/api/targethours', 'targethours', {
    list: targetHoursListQuery,
    add: targetHoursAddSchema,
    edit: targetHoursEditSchema,
  }).map((endpoint) =>
    // An edit that sends `type` must bring all of that type's fields (docs/interface.md#target-hours).
    endpoint.method === 'PUT' ? { ...endpoint, requires: targetHoursAddSchema } : endpoint,
  ),
  ...resource('/api/holidaysquota', 'holidaysquota', {
    list: holidaysQuotaListQuery,
    add: holidaysQuotaAddSchema,
    edit: holidaysQuotaEditSchema,
  }),
  { method: 'GET', path: '/api/holidayscarry', query: holidaysCarryListQuery },
  { method: 'POST', path: '/api/holidayscarry', body: holidaysCarryAddSchema },
  ...(['GET', 'PUT', 'DELETE'] as const).map(
    (method): Endpoint => ({
      method,
      path: '/api/holidayscarry/:users_id/:year',
      params: { users_id: 'users_id', year: 'year' },
      body: method === 'PUT' ? holidaysCarryEditSchema : undefined,
    }),
  ),
];

export const endpointName = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
