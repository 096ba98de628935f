import { inArray } from 'drizzle-orm';
import { fullDayTypes, OVERTIME_REDUCTION, sickNoteTypes } from '../../contract/absences.ts';
import type { Tx } from '../db/client.ts';
import { absences } from '../db/schema.ts';
import { forbiddenFields, invalidFields } from '../http.ts';
import { countAbsence, loadCountingFacts } from './absences.ts';
import { rejectPeriodOverlap } from './records.ts';

// The rules an absence is checked against when it is filed or edited, on the record as it would be
// saved (the draft): its fields, its overlap with the user's other live absences, and its counts.

/** Statuses that hold the days: enquired (0) and approved (1). Others never collide. */
const LIVE_STATUSES = [0, 1];
/** Deletable only once declined (2), cancelled (3) or withdrawn (4). */
export const FINAL_STATUSES = [2, 3, 4];
/** Set by the service alone; a body that sends them is refused naming them (docs/interface.md#absences). */
const serverOwnedFields = ['date_enquired', 'date_approved', 'approved_by'] as const;

/** The merged record whose rules are (re)checked on add and edit. */
export type Draft = {
  usersId: number;
  dateSince: string;
  dateUntil: string;
  type: number;
  status: number;
  /** 0.5 = half day; undefined = count the work days. */
  halfDay: boolean;
  /** A number to keep, or undefined to compute (type 3 only). */
  countHours: number | undefined;
  sickNote: boolean | null;
  /** The request itself sent date_until, a non-null count_days / count_hours. */
  sent: { dateUntil: boolean; countDays: boolean; countHours: boolean };
};

/** 400 naming each field of the merged record that breaks a rule (docs/interface.md#absences). */
export function checkDraft(draft: Draft): void {
  const fields: string[] = [];
  if (draft.dateUntil < draft.dateSince || draft.dateUntil.slice(0, 4) !== draft.dateSince.slice(0, 4)) {
    fields.push(draft.sent.dateUntil ? 'date_until' : 'date_since');
  }
  if (
    (draft.sent.countDays && draft.type === OVERTIME_REDUCTION) ||
    (draft.halfDay &&
      (draft.dateSince !== draft.dateUntil || (fullDayTypes as readonly number[]).includes(draft.type)))
  ) {
    fields.push('count_days');
  }
  if (draft.sent.countHours && draft.type !== OVERTIME_REDUCTION) {
    fields.push('count_hours');
  }
  if (draft.sickNote !== null && !(sickNoteTypes as readonly number[]).includes(draft.type)) {
    fields.push('sick_note');
  }
  if (fields.length > 0) throw invalidFields(fields);
}

/** 409 when a live draft shares a day with another live absence of the user (row lock held). */
export async function rejectOverlap(tx: Tx, draft: Draft, exceptId?: number): Promise<void> {
  if (!LIVE_STATUSES.includes(draft.status)) return;
  await rejectPeriodOverlap(
    tx,
    {
      table: absences,
      id: absences.id,
      usersId: absences.usersId,
      since: absences.dateSince,
      until: absences.dateUntil,
    },
    { usersId: draft.usersId, since: draft.dateSince, until: draft.dateUntil, exceptId },
    inArray(absences.status, LIVE_STATUSES),
  );
}

/** count_days and count_hours of a draft: a half day stays, the rest is counted. */
export async function countsOf(
  tx: Tx,
  draft: Draft,
): Promise<{ countDays: number | null; countHours: number | null }> {
  if (draft.type !== OVERTIME_REDUCTION) {
    if (draft.halfDay) return { countDays: 0.5, countHours: null };
    const facts = await loadCountingFacts(tx, draft.usersId, draft.dateSince, draft.dateUntil);
    return { countDays: countAbsence(draft.dateSince, draft.dateUntil, facts).days, countHours: null };
  }
  if (draft.countHours !== undefined) return { countDays: null, countHours: draft.countHours };
  const facts = await loadCountingFacts(tx, draft.usersId, draft.dateSince, draft.dateUntil);
  return { countDays: null, countHours: countAbsence(draft.dateSince, draft.dateUntil, facts).hours };
}

export function rejectServerOwnedFields(raw: Record<string, unknown>): void {
  const sent = serverOwnedFields.filter((field) => raw[field] !== undefined);
  if (sent.length > 0) throw forbiddenFields(sent);
}

export const editedFields = [
  'date_since',
  'date_until',
  'note',
  'type',
  'count_days',
  'count_hours',
  'sick_note',
] as const;
export const recountFields = ['date_since', 'date_until', 'type', 'count_days', 'count_hours'] as const;
