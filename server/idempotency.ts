import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from './db/client.ts';
import { inRequestTransaction } from './db/request-transaction.ts';
import { idempotencyKeys } from './db/upkeep-schema.ts';
import type { ApiEnv } from './env.ts';
import { ApiError } from './http.ts';

/** The status of a claim whose answer is not stored yet. */
const PENDING = 0;

/** Thrown inside the transaction to undo the claim and the handler's writes after a failed answer. */
class NotKept extends Error {}

/**
 * (ext) A POST with `Idempotency-Key` runs once per user and key (docs/interface.md#wire-format). The
 * claim, the handler's writes and the stored answer are one transaction: a parallel retry waits on the
 * claim's row and then replays the answer, and a crash or an error undoes the claim with the writes,
 * so a retry runs afresh instead of finding the key blocked. A pending claim that is visible at all
 * was left by a version that committed claims on their own; it is taken over.
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

    try {
      return await inRequestTransaction(db, async (tx) => {
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ usersId, key, requestHash, status: PENDING, body: '' })
          .onConflictDoUpdate({
            target: [idempotencyKeys.usersId, idempotencyKeys.key],
            set: { requestHash, createdAt: sql`now()` },
            setWhere: eq(idempotencyKeys.status, PENDING),
          })
          .returning();
        if (claimed.length === 0) {
          const [stored] = await tx.select().from(idempotencyKeys).where(where);
          if (!stored || stored.requestHash !== requestHash)
            throw new ApiError(422, 'idempotency_mismatch', ['Idempotency-Key']);
          return new Response(stored.body, {
            status: stored.status,
            headers: { 'Content-Type': 'application/json' },
          });
        }
        await next();
        // Only a success is kept: an error answer a handler returns (the catch-all's 404 and 405)
        // must not be replayed either.
        if (c.error || c.res.status < 200 || c.res.status > 299) throw new NotKept();
        await tx
          .update(idempotencyKeys)
          .set({ status: c.res.status, body: await c.res.clone().text() })
          .where(where);
        return undefined;
      });
    } catch (error) {
      if (error instanceof NotKept) return;
      throw error;
    }
  };
}
