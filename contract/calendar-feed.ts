import { z } from 'zod';
import { collection, utcTimestamp } from './common.ts';
import { type Caller, rights } from './rights.ts';

/**
 * (ext) Private calendar feeds (docs/interface.md#calendar-feeds): a user's own absences, or those of
 * their team or the whole company as far as the rights let them see. One feed per user and scope; its
 * URL carries a secret token that is shown once, when the feed is created.
 */
export const calendarFeedScopes = ['own', 'team', 'company'] as const;
export const calendarFeedScopeSchema = z.enum(calendarFeedScopes);
export type CalendarFeedScope = z.infer<typeof calendarFeedScopeSchema>;

/** A feed as listed: which scope, since when. The token is never listed. */
const calendarFeedSchema = z.object({
  scope: calendarFeedScopeSchema,
  created_at: utcTimestamp,
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedListSchema = collection('calendar_feeds', calendarFeedSchema);

/** Creating a feed for a scope replaces that scope's earlier token, which stops working at once. */
export const calendarFeedAddSchema = z.object({ scope: calendarFeedScopeSchema });

/** The one answer that carries the token: the feed's path under the service's origin. */
export const calendarFeedCreatedSchema = z.object({
  calendar_feed: calendarFeedSchema.extend({ path: z.string().regex(/^\/api\/calendar\/[\w-]+\.ics$/) }),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** How far the feed reaches around today: absences that touch this window are listed. */
export const CALENDAR_FEED_MONTHS_BACK = 3;
export const CALENDAR_FEED_MONTHS_AHEAD = 12;

/**
 * The feeds a user may create: their own always; the team's (with a team) and the company's when
 * the rights let them see others' absences in general.
 */
export function calendarFeedScopesFor(caller: Caller, teamsId: number | null): CalendarFeedScope[] {
  if (!rights.subscribesToOthersAbsences(caller)) return ['own'];
  return teamsId === null ? ['own', 'company'] : ['own', 'team', 'company'];
}
