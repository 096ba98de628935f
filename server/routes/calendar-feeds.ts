import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  type CalendarFeedCreated,
  calendarFeedAddSchema,
  calendarFeedScopeSchema,
  calendarFeedScopesFor,
} from '../../contract/calendar-feed.ts';
import { toUtcTimestamp } from '../../contract/dates.ts';
import { calendarFeeds, users } from '../db/schema.ts';
import { feedOwnerOf, feedPath, hashFeedToken, newFeedToken, renderFeed } from '../domain/calendar-feed.ts';
import type { ApiEnv, Deps } from '../env.ts';
import { forbiddenFields, invalidFields, notFound, parseWith, readRawBody } from '../http.ts';

const FEED_FILE = /^([\w-]{1,100})\.ics$/;

/**
 * (ext) `GET /api/calendar/<token>.ics` (docs/interface.md#calendar-feeds): the token is the only
 * credential, so this router is mounted before authentication. Every failure is the same 404 as a
 * missing record.
 */
export function calendarFeedFileRoutes({ db, clock }: Deps) {
  const router = new Hono<ApiEnv>();
  router.get('/calendar/:file', async (c) => {
    const token = FEED_FILE.exec(c.req.param('file'))?.[1];
    const owner = token === undefined ? null : await feedOwnerOf(db, token);
    if (!owner) throw notFound();
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', 'inline; filename="stint.ics"');
    return c.body(await renderFeed(db, owner, clock.now()));
  });
  return router;
}

/** (ext) `/api/calendar-feeds`: the caller lists, creates and revokes their own feeds. */
export function calendarFeedsRoutes({ db, clock }: Deps) {
  const router = new Hono<ApiEnv>();

  router.get('/calendar-feeds', async (c) => {
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
  });

  router.post('/calendar-feeds', async (c) => {
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
  });

  router.delete('/calendar-feeds/:scope', async (c) => {
    const caller = c.get('caller');
    const scope = calendarFeedScopeSchema.safeParse(c.req.param('scope'));
    if (!scope.success) throw notFound();
    const deleted = await db
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.usersId, caller.id), eq(calendarFeeds.scope, scope.data)))
      .returning({ id: calendarFeeds.id });
    if (deleted.length === 0) throw notFound();
    return c.json({ success: true });
  });

  return router;
}
