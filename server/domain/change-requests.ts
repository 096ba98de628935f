import { and, eq } from 'drizzle-orm';
import type { ChangeRequest, DeclineReason } from '../../contract/change-requests.ts';
import { dayBounds, toUtcTimestamp } from '../../contract/dates.ts';
import type { Subject } from '../../contract/rights.ts';
import type { DbOrTx, Tx } from '../db/client.ts';
import { type ChangeInterval, changeRequests, teams, users } from '../db/schema.ts';
import { ApiError, invalidFields } from '../http.ts';
import { sqlState } from './entries.ts';
import { type MailContext, queueChangeRequestWaiting } from './notifications.ts';
import { intervalOf } from './work-times.ts';

export type ChangeRequestRow = typeof changeRequests.$inferSelect;

export const PENDING = 1;
export const DECLINED = 2;

/** A write that lost a race on the one-pending index (or a deadlock) is run again from the start. */
const RETRIED_SQLSTATES = new Set(['23505', '40001', '40P01']);
const WRITE_ATTEMPTS = 5;

export function toChangeRequest(row: ChangeRequestRow): ChangeRequest {
  return {
    id: row.id,
    date: row.date,
    users_id: row.usersId,
    status: row.status as ChangeRequest['status'],
    declined_at: row.declinedAt ? toUtcTimestamp(row.declinedAt.getTime()) : null,
    declined_by: row.declinedBy,
    changes: row.changes.map((change) => ({
      type: change.type,
      time_since: change.time_since,
      time_until: change.time_until,
    })),
  };
}

/** (ext) The reasons of the declined requests among `rows`, beside the records (docs/interface.md). */
export function declineReasonsOf(rows: readonly ChangeRequestRow[]): DeclineReason[] {
  return rows.flatMap((row) =>
    row.declineReason ? [{ change_requests_id: row.id, reason: row.declineReason }] : [],
  );
}

/**
 * A request changes at most once (1 requested → 2 declined) and an overwrite makes a new id, so its
 * status serves as the ETag version; the table has no `version` column.
 */
export const versionOf = (row: ChangeRequestRow) => row.status;

export type UserFacts = Subject & { timezone: string };

/** The facts rights.ts needs about the user a request belongs to; absence managers play no part here. */
export async function userFacts(db: DbOrTx, usersId: number): Promise<UserFacts | undefined> {
  const [row] = await db
    .select({ id: users.id, boss: users.boss, teamLeader: teams.leader, timezone: users.timezone })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamsId))
    .where(eq(users.id, usersId));
  return row ? { ...row, absenceManagerIds: [] } : undefined;
}

export async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= WRITE_ATTEMPTS || !RETRIED_SQLSTATES.has(sqlState(error).code ?? '')) throw error;
    }
  }
}

/** Form bodies carry `changes` as JSON text: `changes=[{…}]` or one `changes[]={…}` per interval. */
export function changesFromForm(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.flatMap((item) => {
    if (typeof item !== 'string') return [item];
    try {
      const parsed: unknown = JSON.parse(item);
      return Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return [item];
    }
  });
}

/** 400 naming each interval end that lies outside the local day `[start, end)` of the user. */
export function checkWithinDay(changes: readonly ChangeInterval[], date: string, timezone: string): void {
  const { start, end } = dayBounds(date, timezone);
  const fields: string[] = [];
  changes.forEach((change, index) => {
    const { since, until } = intervalOf(change);
    if (since < start || since >= end) fields.push(`changes.${index}.time_since`);
    if (until <= start || until > end) fields.push(`changes.${index}.time_until`);
  });
  if (fields.length > 0) throw invalidFields(fields);
}

export const declinedError = () => new ApiError(422, 'change_request_declined');

/**
 * Files a pending request for the user's day in place of the pending one there is (the latest wish
 * counts): `changesOf` gets that earlier request, so a caller may keep its changes. The caller holds
 * the user's lock.
 */
export async function filePendingRequest(
  tx: Tx,
  usersId: number,
  date: string,
  changesOf: (pending: ChangeRequestRow | undefined) => ChangeInterval[],
  createdBy: number,
  mailContext: MailContext,
): Promise<{ created: ChangeRequestRow; replaced: ChangeRequestRow | null }> {
  const [pending] = await tx
    .select()
    .from(changeRequests)
    .where(
      and(
        eq(changeRequests.usersId, usersId),
        eq(changeRequests.date, date),
        eq(changeRequests.status, PENDING),
      ),
    )
    .for('update');
  if (pending) await tx.delete(changeRequests).where(eq(changeRequests.id, pending.id));
  const [row] = await tx
    .insert(changeRequests)
    .values({ usersId, date, status: PENDING, changes: changesOf(pending), createdBy })
    .returning();
  await queueChangeRequestWaiting(tx, row as ChangeRequestRow, mailContext);
  return { created: row as ChangeRequestRow, replaced: pending ?? null };
}
