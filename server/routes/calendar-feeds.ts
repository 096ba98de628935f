import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  type CalendarFeedCreated,
  calendarFeedAddSchema,
  calendarFeedCreatedSchema,
  calendarFeedListSchema,
  calendarFeedScopeSchema,
  calendarFeedScopesFor,
} from '../../contract/calendar-feed.ts';
import { successSchema } from '../../contract/common.ts';
import { toUtcTimestamp } from '../../contract/dates.ts';
import { users } from '../db/schema.ts';
import { calendarFeeds } from '../db/upkeep-schema.ts';
import { declareRoutes } from '../declare-routes.ts';
import { feedOwnerOf, feedPath, hashFeedToken, newFeedToken, renderFeed } from '../domain/calendar-feed.ts';
import { forbiddenFields, invalidFields, notFound, parseWith, readRawBody } from '../http.ts';

const FEED_FILE = /^([\w-]{1,100})\.ics$/;

/**
 * (ext) `/api/calendar-feeds`: the caller lists, creates and revokes their own feeds; and
 * `GET /api/calendar/<token>.ics` (docs/interface.md#calendar-feeds), whose token is its only
 * credential, so it is answered before authentication. Every failure there is the same 404 as a
 * missing record.
 */
export const calendarFeedsRoutes = declareRoutes(
  {
    feed: {
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
    list: {
      method: 'GET',
      path: '/api/calendar-feeds',
      tag: 'Calendar feeds',
      summary: "List the caller's calendar feeds",
      description: 'Never the addresses: those are shown once, when a feed is added.',
      extension: true,
      response: calendarFeedListSchema,
    },
    add: {
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
    revoke: {
      method: 'DELETE',
      path: '/api/calendar-feeds/:scope',
      tag: 'Calendar feeds',
      summary: 'Revoke a calendar feed',
      extension: true,
      response: successSchema,
    },
  },
  ({ db, clock }) => {
    return {
      feed: async (c) => {
        const token = FEED_FILE.exec(c.req.param('file') ?? '')?.[1];
        const owner = token === undefined ? null : await feedOwnerOf(db, token);
        if (!owner) throw notFound();
        c.header('Content-Type', 'text/calendar; charset=utf-8');
        c.header('Content-Disposition', 'inline; filename="stint.ics"');
        return c.body(await renderFeed(db, owner, clock.now()));
      },
      list: async (c) => {
        const caller = c.get('caller');
        const rows = await db
          .select()
          .from(calendarFeeds)
          .where(eq(calendarFeeds.usersId, caller.id))
          .orderBy(asc(calendarFeeds.id));
        return c.json({
          calendar_feeds: rows.map((row) => ({
            scope: row.scope,
            created_at: toUtcTimestamp(row.createdAt.getTime()),
          })),
        });
      },
      add: async (c) => {
        const caller = c.get('caller');
        // A replay would have to store the token: refused, as for API keys.
        if (c.req.header('idempotency-key') !== undefined) throw invalidFields(['Idempotency-Key']);
        const body = parseWith(calendarFeedAddSchema, await readRawBody(c, calendarFeedAddSchema));
        const [me] = await db.select({ teamsId: users.teamsId }).from(users).where(eq(users.id, caller.id));
        if (!calendarFeedScopesFor(caller, me?.teamsId ?? null).includes(body.scope)) {
          throw forbiddenFields(['scope']);
        }
        const token = newFeedToken();
        const createdAt = clock.now();
        await db
          .insert(calendarFeeds)
          .values({ usersId: caller.id, scope: body.scope, tokenHash: hashFeedToken(token), createdAt })
          .onConflictDoUpdate({
            target: [calendarFeeds.usersId, calendarFeeds.scope],
            set: { tokenHash: hashFeedToken(token), createdAt },
          });
        const answer: CalendarFeedCreated = {
          calendar_feed: {
            scope: body.scope,
            created_at: toUtcTimestamp(createdAt.getTime()),
            path: feedPath(token),
          },
        };
        return c.json(answer);
      },
      revoke: async (c) => {
        const caller = c.get('caller');
        const scope = calendarFeedScopeSchema.safeParse(c.req.param('scope'));
        if (!scope.success) throw notFound();
        const deleted = await db
          .delete(calendarFeeds)
          .where(and(eq(calendarFeeds.usersId, caller.id), eq(calendarFeeds.scope, scope.data)))
          .returning({ id: calendarFeeds.id });
        if (deleted.length === 0) throw notFound();
        return c.json({ success: true });
      },
    };
  },
);
