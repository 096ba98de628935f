import { z } from 'zod';
import {
  absenceAddSchema,
  absenceCountQuery,
  absenceCountSchema,
  absenceEditSchema,
  absenceListQuery,
  absenceListSchema,
  absenceSingleSchema,
} from '../../contract/absences.ts';
import {
  calendarFeedAddSchema,
  calendarFeedCreatedSchema,
  calendarFeedListSchema,
} from '../../contract/calendar-feed.ts';
import {
  changeRequestAddResponseSchema,
  changeRequestAddSchema,
  changeRequestDeclineSchema,
  changeRequestListQuery,
  changeRequestListSchema,
  changeRequestResolvedSchema,
  changeRequestSingleSchema,
  workTimeListQuery,
  workTimeListSchema,
} from '../../contract/change-requests.ts';
import { successSchema } from '../../contract/common.ts';
import {
  customerAddSchema,
  customerEditSchema,
  customerListQuery,
  customerListSchema,
  customerSingleSchema,
} from '../../contract/customers.ts';
import {
  entryAddSchema,
  entryEditSchema,
  entryListQuery,
  entryListSchema,
  entrySingleSchema,
} from '../../contract/entries.ts';
import { entrySummaryAnswerSchema, entrySummaryQuery } from '../../contract/entry-summary.ts';
import {
  holidaysCarryAddSchema,
  holidaysCarryEditSchema,
  holidaysCarryListQuery,
  holidaysCarryListSchema,
  holidaysCarrySingleSchema,
  holidaysQuotaAddSchema,
  holidaysQuotaEditSchema,
  holidaysQuotaListQuery,
  holidaysQuotaListSchema,
  holidaysQuotaSingleSchema,
} from '../../contract/holidays.ts';
import {
  lumpSumServiceAddSchema,
  lumpSumServiceEditSchema,
  lumpSumServiceListSchema,
  lumpSumServiceSingleSchema,
} from '../../contract/lumpsum-services.ts';
import {
  nonbusinessDayAddSchema,
  nonbusinessDayListQuery,
  nonbusinessDayListSchema,
  nonbusinessDaySingleSchema,
  nonbusinessGroupAddSchema,
  nonbusinessGroupListSchema,
  nonbusinessGroupSingleSchema,
  userNonbusinessGroupAddSchema,
  userNonbusinessGroupEditSchema,
  userNonbusinessGroupListQuery,
  userNonbusinessGroupListSchema,
  userNonbusinessGroupSingleSchema,
} from '../../contract/nonbusiness-groups.ts';
import {
  notificationSettingsEditSchema,
  notificationSettingsSingleSchema,
} from '../../contract/notification-settings.ts';
import { openApiDocumentSchema } from '../../contract/openapi.ts';
import {
  projectAddSchema,
  projectEditSchema,
  projectListQuery,
  projectListSchema,
  projectSingleSchema,
} from '../../contract/projects.ts';
import {
  serviceAddSchema,
  serviceEditSchema,
  serviceListSchema,
  serviceSingleSchema,
} from '../../contract/services.ts';
import {
  surchargeModelAddSchema,
  surchargeModelEditSchema,
  surchargeModelListSchema,
  surchargeModelSingleSchema,
} from '../../contract/surcharges.ts';
import {
  targetHoursAddSchema,
  targetHoursEditSchema,
  targetHoursListQuery,
  targetHoursListSchema,
  targetHoursSingleSchema,
} from '../../contract/target-hours.ts';
import {
  legacyTeamAddSchema,
  legacyTeamListSchema,
  legacyTeamSingleSchema,
  teamAddSchema,
  teamEditSchema,
  teamListSchema,
  teamSingleSchema,
} from '../../contract/teams.ts';
import {
  userAddSchema,
  userApiKeySchema,
  userEditSchema,
  userListSchema,
  userSingleSchema,
} from '../../contract/users.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Refusals that depend on the operation; 400, 401 and 429 apply to every authenticated one. */
export type Refusal = 403 | 409 | 422;

/**
 * One operation of the service, as `server/routes/*.ts` registers it: the Hono path pattern under
 * `/api`, the contract's schemas for the query, the body and the answer, and which headers apply.
 */
export type Operation = {
  method: Method;
  path: `/api/${string}`;
  tag: string;
  summary: string;
  description?: string;
  /** Not named by the interface (docs/interface.md marks these **(extension)**). */
  extension?: boolean;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  /** The answer carries the record's `ETag`. */
  etag?: boolean;
  /** An `If-Match` naming another version is a 412. */
  ifMatch?: boolean;
  /** A POST that refuses `Idempotency-Key` (400) instead of replaying it. */
  refusesIdempotencyKey?: boolean;
  refusals?: Refusal[];
  /** Needs no credentials (the document itself, and a calendar feed whose address is its credential). */
  public?: boolean;
  /** The answer's media type when it is not JSON. */
  answerType?: 'text/calendar';
};

type RecordRoutes = {
  tag: string;
  /** The collection's path, e.g. `/api/v2/customers`; a record is `<base>/:id`. */
  base: `/api/${string}`;
  /** The record's name in summaries, and its plural when not `<noun>s`. */
  noun: string;
  plural?: string;
  list: z.ZodType;
  listQuery?: z.ZodObject;
  single: z.ZodType;
  add: z.ZodType;
  edit: z.ZodType;
  extension?: boolean;
  /** Who may write, and what blocks a delete. */
  writeRefusals?: Refusal[];
  deleteRefusals?: Refusal[];
  addEtag?: boolean;
};

/** The five operations of a record resource: list, get, add, edit, delete. */
function recordRoutes(resource: RecordRoutes): Operation[] {
  const { tag, base, noun, extension } = resource;
  // "an entry", but "a user": no noun here starts with a vowel sound written u.
  const article = /^[aeio]/.test(noun) ? 'an' : 'a';
  const writeRefusals = resource.writeRefusals ?? [403];
  const common = { tag, ...(extension ? { extension } : {}) };
  return [
    {
      ...common,
      method: 'GET',
      path: base,
      summary: `List ${resource.plural ?? `${noun}s`}`,
      ...(resource.listQuery ? { query: resource.listQuery } : {}),
      response: resource.list,
      refusals: [403],
    },
    {
      ...common,
      method: 'GET',
      path: `${base}/:id`,
      summary: `Get ${article} ${noun}`,
      response: resource.single,
      etag: true,
    },
    {
      ...common,
      method: 'POST',
      path: base,
      summary: `Add ${article} ${noun}`,
      body: resource.add,
      response: resource.single,
      etag: resource.addEtag ?? true,
      refusals: [...writeRefusals, 409],
    },
    {
      ...common,
      method: 'PUT',
      path: `${base}/:id`,
      summary: `Edit ${article} ${noun}`,
      description: 'Partial: send only the fields to change.',
      body: resource.edit,
      response: resource.single,
      etag: true,
      ifMatch: true,
      refusals: [...writeRefusals, 409, 422],
    },
    {
      ...common,
      method: 'DELETE',
      path: `${base}/:id`,
      summary: `Delete ${article} ${noun}`,
      response: successSchema,
      ifMatch: true,
      refusals: resource.deleteRefusals ?? [...writeRefusals, 409],
    },
  ];
}

/**
 * Every route the service serves, with its schemas: the one table that `server/openapi/document.ts`
 * turns into the OpenAPI document and that `document.test.ts` checks against the routes `createApp`
 * registers, so neither can miss a route.
 */
export const operations: Operation[] = [
  {
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'Reference',
    summary: 'Get the OpenAPI document',
    description: 'The interface described from the contract; readable without credentials.',
    extension: true,
    response: openApiDocumentSchema,
    public: true,
  },
  ...recordRoutes({
    tag: 'Customers',
    base: '/api/v2/customers',
    noun: 'customer',
    list: customerListSchema,
    listQuery: customerListQuery,
    single: customerSingleSchema,
    add: customerAddSchema,
    edit: customerEditSchema,
  }),
  ...recordRoutes({
    tag: 'Projects',
    base: '/api/v2/projects',
    noun: 'project',
    list: projectListSchema,
    listQuery: projectListQuery,
    single: projectSingleSchema,
    add: projectAddSchema,
    edit: projectEditSchema,
  }),
  ...recordRoutes({
    tag: 'Users',
    base: '/api/v2/users',
    noun: 'user',
    list: userListSchema,
    single: userSingleSchema,
    add: userAddSchema,
    edit: userEditSchema,
    deleteRefusals: [403, 409, 422],
  }),
  {
    method: 'POST',
    path: '/api/v2/users/:id/apikey',
    tag: 'Users',
    summary: "Issue a user's API key",
    description: 'Answers the new key once; the old one stops working at once.',
    extension: true,
    response: userApiKeySchema,
    refusesIdempotencyKey: true,
    refusals: [403],
  },
  ...recordRoutes({
    tag: 'Teams',
    base: '/api/v2/teams',
    noun: 'team',
    list: teamListSchema,
    single: teamSingleSchema,
    add: teamAddSchema,
    edit: teamEditSchema,
  }),
  ...recordRoutes({
    tag: 'Teams',
    base: '/api/teams',
    noun: 'team (older path)',
    plural: 'teams (older path)',
    list: legacyTeamListSchema,
    single: legacyTeamSingleSchema,
    add: legacyTeamAddSchema,
    edit: legacyTeamAddSchema,
  }),
  ...recordRoutes({
    tag: 'Lump sum services',
    base: '/api/v2/lumpsumservices',
    noun: 'lump sum service',
    list: lumpSumServiceListSchema,
    single: lumpSumServiceSingleSchema,
    add: lumpSumServiceAddSchema,
    edit: lumpSumServiceEditSchema,
  }),
  ...recordRoutes({
    tag: 'Services',
    base: '/api/services',
    noun: 'service',
    list: serviceListSchema,
    single: serviceSingleSchema,
    add: serviceAddSchema,
    edit: serviceEditSchema,
    extension: true,
  }),
  ...recordRoutes({
    tag: 'Surcharges',
    base: '/api/v2/surcharges',
    noun: 'surcharge model',
    list: surchargeModelListSchema,
    single: surchargeModelSingleSchema,
    add: surchargeModelAddSchema,
    edit: surchargeModelEditSchema,
  }),
  {
    method: 'GET',
    path: '/api/nonbusinessgroups',
    tag: 'Nonbusiness groups',
    summary: 'List nonbusiness groups',
    extension: true,
    response: nonbusinessGroupListSchema,
  },
  {
    method: 'POST',
    path: '/api/nonbusinessgroups',
    tag: 'Nonbusiness groups',
    summary: 'Add a nonbusiness group',
    extension: true,
    body: nonbusinessGroupAddSchema,
    response: nonbusinessGroupSingleSchema,
    refusals: [403],
  },
  {
    method: 'GET',
    path: '/api/nonbusinessgroups/:id/days',
    tag: 'Nonbusiness groups',
    summary: "List a group's nonbusiness days",
    extension: true,
    query: nonbusinessDayListQuery,
    response: nonbusinessDayListSchema,
  },
  {
    method: 'POST',
    path: '/api/nonbusinessgroups/:id/days',
    tag: 'Nonbusiness groups',
    summary: 'Add a nonbusiness day to a group',
    extension: true,
    body: nonbusinessDayAddSchema,
    response: nonbusinessDaySingleSchema,
    refusals: [403, 409],
  },
  ...recordRoutes({
    tag: 'Nonbusiness groups',
    base: '/api/v2/usersNonbusinessGroups',
    noun: "user's nonbusiness group period",
    list: userNonbusinessGroupListSchema,
    listQuery: userNonbusinessGroupListQuery,
    single: userNonbusinessGroupSingleSchema,
    add: userNonbusinessGroupAddSchema,
    edit: userNonbusinessGroupEditSchema,
  }),
  ...recordRoutes({
    tag: 'Entries',
    base: '/api/v2/entries',
    noun: 'entry',
    plural: 'entries',
    list: entryListSchema,
    listQuery: entryListQuery,
    single: entrySingleSchema,
    add: entryAddSchema,
    edit: entryEditSchema,
  }),
  {
    method: 'GET',
    path: '/api/v2/workTimes',
    tag: 'Work times',
    summary: 'List work-time days',
    description: "One item per user and day, with the day's intervals and the user's UTC offset.",
    extension: true,
    query: workTimeListQuery,
    response: workTimeListSchema,
    refusals: [403],
  },
  {
    method: 'GET',
    path: '/api/v2/workTimes/changeRequests',
    tag: 'Work times',
    summary: 'List change requests',
    query: changeRequestListQuery,
    response: changeRequestListSchema,
    refusals: [403],
  },
  {
    method: 'GET',
    path: '/api/v2/workTimes/changeRequests/:id',
    tag: 'Work times',
    summary: 'Get a change request',
    extension: true,
    response: changeRequestSingleSchema,
    etag: true,
  },
  {
    method: 'POST',
    path: '/api/v2/workTimes/changeRequests',
    tag: 'Work times',
    summary: 'File a change request',
    description:
      'Replaces a pending request of the same user and day; applied at once when nobody else decides.',
    body: changeRequestAddSchema,
    response: changeRequestAddResponseSchema,
    refusals: [403],
  },
  {
    method: 'POST',
    path: '/api/v2/workTimes/changeRequests/:id/approve',
    tag: 'Work times',
    summary: 'Approve a change request',
    response: changeRequestResolvedSchema,
    ifMatch: true,
    refusals: [403, 422],
  },
  {
    method: 'POST',
    path: '/api/v2/workTimes/changeRequests/:id/decline',
    tag: 'Work times',
    summary: 'Decline a change request',
    response: changeRequestDeclineSchema,
    etag: true,
    ifMatch: true,
    refusals: [403, 422],
  },
  {
    method: 'DELETE',
    path: '/api/v2/workTimes/changeRequests/:id',
    tag: 'Work times',
    summary: 'Withdraw a change request',
    response: changeRequestResolvedSchema,
    ifMatch: true,
    refusals: [403, 422],
  },
  {
    method: 'GET',
    path: '/api/absences',
    tag: 'Absences',
    summary: 'List absences of a year',
    query: absenceListQuery,
    response: absenceListSchema,
    refusals: [403],
  },
  {
    method: 'GET',
    path: '/api/entries/summary',
    tag: 'Entries',
    summary: 'Sum the entries of a period',
    description:
      "Hours, billable hours and revenue of every entry the list's query would find (all pages), in buckets by day, week, customer or project.",
    extension: true,
    query: entrySummaryQuery,
    response: entrySummaryAnswerSchema,
    refusals: [403],
  },
  {
    method: 'GET',
    path: '/api/absences/count',
    tag: 'Absences',
    summary: 'Count what an absence would take',
    description: 'The work days and target hours an absence over these days would count.',
    extension: true,
    query: absenceCountQuery,
    response: absenceCountSchema,
    refusals: [403],
  },
  {
    method: 'GET',
    path: '/api/absences/:id',
    tag: 'Absences',
    summary: 'Get an absence',
    response: absenceSingleSchema,
    etag: true,
  },
  {
    method: 'POST',
    path: '/api/absences',
    tag: 'Absences',
    summary: 'File an absence',
    body: absenceAddSchema,
    response: absenceSingleSchema,
    etag: true,
    refusals: [403, 409],
  },
  {
    method: 'PUT',
    path: '/api/absences/:id',
    tag: 'Absences',
    summary: 'Edit an absence or move its status',
    body: absenceEditSchema,
    response: absenceSingleSchema,
    etag: true,
    ifMatch: true,
    refusals: [403, 409, 422],
  },
  {
    method: 'DELETE',
    path: '/api/absences/:id',
    tag: 'Absences',
    summary: 'Delete a declined, cancelled or withdrawn absence',
    response: successSchema,
    ifMatch: true,
    refusals: [403, 422],
  },
  ...recordRoutes({
    tag: 'Target hours',
    base: '/api/targethours',
    noun: 'target hours row',
    list: targetHoursListSchema,
    listQuery: targetHoursListQuery,
    single: targetHoursSingleSchema,
    add: targetHoursAddSchema,
    edit: targetHoursEditSchema,
  }),
  ...recordRoutes({
    tag: 'Holidays',
    base: '/api/holidaysquota',
    noun: 'holiday quota',
    list: holidaysQuotaListSchema,
    listQuery: holidaysQuotaListQuery,
    single: holidaysQuotaSingleSchema,
    add: holidaysQuotaAddSchema,
    edit: holidaysQuotaEditSchema,
  }),
  {
    method: 'GET',
    path: '/api/holidayscarry',
    tag: 'Holidays',
    summary: 'List holiday carryovers',
    query: holidaysCarryListQuery,
    response: holidaysCarryListSchema,
    refusals: [403],
  },
  {
    method: 'GET',
    path: '/api/holidayscarry/:users_id/:year',
    tag: 'Holidays',
    summary: "Get a user's carryover into a year",
    response: holidaysCarrySingleSchema,
    etag: true,
    refusals: [403],
  },
  {
    method: 'POST',
    path: '/api/holidayscarry',
    tag: 'Holidays',
    summary: 'Add a holiday carryover',
    body: holidaysCarryAddSchema,
    response: holidaysCarrySingleSchema,
    etag: true,
    refusals: [403, 409],
  },
  {
    method: 'PUT',
    path: '/api/holidayscarry/:users_id/:year',
    tag: 'Holidays',
    summary: 'Edit a holiday carryover',
    body: holidaysCarryEditSchema,
    response: holidaysCarrySingleSchema,
    etag: true,
    ifMatch: true,
    refusals: [403],
  },
  {
    method: 'DELETE',
    path: '/api/holidayscarry/:users_id/:year',
    tag: 'Holidays',
    summary: 'Delete a holiday carryover',
    response: successSchema,
    ifMatch: true,
    refusals: [403],
  },
  {
    method: 'GET',
    path: '/api/calendar/:file',
    tag: 'Calendar feeds',
    summary: 'Read a calendar feed',
    description:
      'An iCalendar file of absences; the address (`<token>.ics`, from adding a feed) is its only credential. An unknown, revoked or replaced token is a 404.',
    extension: true,
    response: z.string(),
    answerType: 'text/calendar',
    public: true,
  },
  {
    method: 'GET',
    path: '/api/calendar-feeds',
    tag: 'Calendar feeds',
    summary: "List the caller's calendar feeds",
    description: 'Never the addresses: those are shown once, when a feed is added.',
    extension: true,
    response: calendarFeedListSchema,
  },
  {
    method: 'POST',
    path: '/api/calendar-feeds',
    tag: 'Calendar feeds',
    summary: 'Add or replace a calendar feed',
    description: "Answers the feed's address once; a feed of the same scope stops working at once.",
    extension: true,
    body: calendarFeedAddSchema,
    response: calendarFeedCreatedSchema,
    refusesIdempotencyKey: true,
    refusals: [403],
  },
  {
    method: 'DELETE',
    path: '/api/calendar-feeds/:scope',
    tag: 'Calendar feeds',
    summary: 'Revoke a calendar feed',
    extension: true,
    response: successSchema,
  },
  {
    method: 'GET',
    path: '/api/notification-settings',
    tag: 'Notifications',
    summary: "Get the caller's e-mail notification settings",
    extension: true,
    response: notificationSettingsSingleSchema,
    etag: true,
  },
  {
    method: 'PUT',
    path: '/api/notification-settings',
    tag: 'Notifications',
    summary: "Edit the caller's e-mail notification settings",
    extension: true,
    body: notificationSettingsEditSchema,
    response: notificationSettingsSingleSchema,
    etag: true,
    ifMatch: true,
  },
];
