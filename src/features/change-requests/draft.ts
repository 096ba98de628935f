import type { ChangeRequest } from '../../../contract/change-requests.ts';
import { isRealDate } from '../../../contract/common.ts';
import { clockOf, toUtcTimestamp } from '../../../contract/dates.ts';
import { callerOf, rights } from '../../../contract/rights.ts';
import type { User } from '../../../contract/users.ts';
import { clockInstant } from '../../lib/time-input.ts';

/** One interval as typed: local wall times `hh:mm` of the co-worker's day. */
export type DraftChange = { type: 1 | 2; time_since: string; time_until: string };
export type RequestChangeDraft = { users_id: number; date: string | null; changes: DraftChange[] };

export const blankChange: DraftChange = { type: 1, time_since: '', time_until: '' };

export function emptyDraft(usersId: number): RequestChangeDraft {
  return { users_id: usersId, date: null, changes: [{ ...blankChange }] };
}

/** A declined request as a new draft, its times in the co-worker's zone. */
export function draftFrom(request: ChangeRequest, timeZone: string): RequestChangeDraft {
  return {
    users_id: request.users_id,
    date: request.date,
    changes: request.changes.map((change) => ({
      type: change.type,
      time_since: clockOf(Date.parse(change.time_since), timeZone),
      time_until: clockOf(Date.parse(change.time_until), timeZone),
    })),
  };
}

/** A day that exists, to check the order of times while the date is still missing. */
const CHECK_DAY = '2024-01-10';

/**
 * The request body: local times become UTC instants of the co-worker's day (`clockInstant`).
 * Unreadable times become '' so that the contract names them.
 */
export function toBody(values: RequestChangeDraft, timeZone: string) {
  const date = values.date ?? '';
  const day = isRealDate(date) ? date : CHECK_DAY;
  const instant = (clock: string, isEnd: boolean) => {
    const at = clockInstant(day, clock, timeZone, isEnd);
    return at === null ? '' : toUtcTimestamp(at);
  };
  return {
    date,
    users_id: values.users_id,
    changes: values.changes.map((change) => ({
      type: change.type,
      time_since: instant(change.time_since, false),
      time_until: instant(change.time_until, true),
    })),
  };
}

/**
 * Whether saving would need approval (docs/interface.md#edit-locks); null when the viewer's own
 * record lacks the lock fields, since "no lock" would then be a guess.
 */
export function lockedFor(viewer: User, date: string, today: string): boolean | null {
  if (viewer.edit_lock === undefined && viewer.edit_lock_dyn === undefined) return null;
  return rights.isLockedOn(callerOf(viewer), date, today);
}
