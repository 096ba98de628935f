import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from './db/client.ts';
import { idempotencyKeys } from './db/schema.ts';
import type { ApiEnv } from './env.ts';
import { ApiError } from './http.ts';

const PENDING = 0;
const WAIT_STEP_MS = 25;
const WAIT_LIMIT_MS = 30_000;

/**
 * (ext) A POST with `Idempotency-Key` runs once per user and key: the key is claimed with an
 * insert before the handler runs, so a parallel retry waits for the first answer and replays it.
 */
export function idempotency(db: Db): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || !key) return next();
    if (key.length > 200)
      throw new ApiError(400, 'invalid_fields', ['Idempotency-Key'], { fields: 'Idempotency-Key' });
    const usersId = c.get('caller').id;
    const body = await c.req.raw.clone().text();
    const requestHash = createHash('sha256').update(`${c.req.path}\n${body}`).digest('hex');
    const where = and(eq(idempotencyKeys.usersId, usersId), eq(idempotencyKeys.key, key));

    const claimed = await db
      .insert(idempotencyKeys)
      .values({ usersId, key, requestHash, status: PENDING, body: '' })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) {
      for (let waited = 0; waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
        const [stored] = await db.select().from(idempotencyKeys).where(where);
        if (!stored) break;
        if (stored.requestHash !== requestHash)
          throw new ApiError(422, 'idempotency_mismatch', ['Idempotency-Key']);
        if (stored.status !== PENDING) {
          return new Response(stored.body, {
            status: stored.status,
            headers: { 'Content-Type': 'application/json' },
          });
        }
        await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      }
      throw new ApiError(409, 'idempotency_mismatch', ['Idempotency-Key']);
    }

    try {
      await next();
    } finally {
      const status = c.res.status;
      if (status >= 500 || c.error) {
        await db.delete(idempotencyKeys).where(where);
      } else {
        await db
          .update(idempotencyKeys)
          .set({ status, body: await c.res.clone().text() })
          .where(where);
      }
    }
  };
}
