import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import {
  CALENDAR_FEED_MONTHS_AHEAD,
  CALENDAR_FEED_MONTHS_BACK,
  type CalendarFeedScope,
  calendarFeedScopesFor,
} from '../../contract/calendar-feed.ts';
import type { Language } from '../../contract/common.ts';
import { addDays, dayIn, daysInMonth, monthOf, shiftMonth } from '../../contract/dates.ts';
import { type Caller, rights } from '../../contract/rights.ts';
import { callerFromRow } from '../auth.ts';
import type { DbOrTx } from '../db/client.ts';
import { absences, users } from '../db/schema.ts';
import { calendarFeeds } from '../db/upkeep-schema.ts';
import { absenceTitle, absenceWords } from './absence-words.ts';
import { subjectsOf } from './absences.ts';

/** 256 random bits, URL-safe: the secret in a feed's address. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens carry 256 bits of entropy, so a fast hash suffices; only the hash is stored. */
export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

const ENQUIRED = 0;
const APPROVED = 1;

/** The days a feed lists around today: from the first of the month three months back to a year ahead. */
function feedWindow(today: string): { since: string; until: string } {
  const month = monthOf(today);
  const last = shiftMonth(month, CALENDAR_FEED_MONTHS_AHEAD);
  return {
    since: `${shiftMonth(month, -CALENDAR_FEED_MONTHS_BACK)}-01`,
    until: `${last}-${String(daysInMonth(last)).padStart(2, '0')}`,
  };
}

type FeedOwner = { row: typeof users.$inferSelect; caller: Caller; scope: CalendarFeedScope };

/**
 * The user and scope a token stands for, or null when the token is unknown, its user is
 * deactivated, or their rights no longer allow the scope: all three answer the same 404.
 */
export async function feedOwnerOf(db: DbOrTx, token: string): Promise<FeedOwner | null> {
  const [found] = await db
    .select({ scope: calendarFeeds.scope, user: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.usersId))
    .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)));
  if (!found?.user.active) return null;
  const caller = callerFromRow(found.user);
  if (!calendarFeedScopesFor(caller, found.user.teamsId).includes(found.scope)) return null;
  return { row: found.user, caller, scope: found.scope };
}

type FeedAbsence = {
  id: number;
  usersId: number;
  name: string;
  dateSince: string;
  dateUntil: string;
  status: number;
  type: number;
  countDays: number | null;
  version: number;
};

/**
 * The absences a feed lists: one's own enquired and approved ones, or the approved ones of the team
 * or company that the reader may see at all.
 */
async function feedAbsences(db: DbOrTx, owner: FeedOwner, window: { since: string; until: string }) {
  const own = owner.scope === 'own';
  const rows: FeedAbsence[] = await db
    .select({
      id: absences.id,
      usersId: absences.usersId,
      name: users.name,
      dateSince: absences.dateSince,
      dateUntil: absences.dateUntil,
      status: absences.status,
      type: absences.type,
      countDays: absences.countDays,
      version: absences.version,
    })
    .from(absences)
    .innerJoin(users, eq(users.id, absences.usersId))
    .where(
      and(
        lte(absences.dateSince, window.until),
        gte(absences.dateUntil, window.since),
        inArray(absences.status, own ? [ENQUIRED, APPROVED] : [APPROVED]),
        own ? eq(absences.usersId, owner.row.id) : undefined,
        owner.scope === 'team' && owner.row.teamsId !== null
          ? eq(users.teamsId, owner.row.teamsId)
          : undefined,
      ),
    )
    .orderBy(asc(absences.dateSince), asc(absences.id));
  const subjects = await subjectsOf(
    db,
    rows.map((row) => row.usersId),
  );
  return rows.flatMap((row) => {
    const subject = subjects.get(row.usersId);
    if (!subject || !rights.seesAbsencesOf(owner.caller, subject)) return [];
    return [{ ...row, details: rights.seesAbsenceDetailsOf(owner.caller, subject) }];
  });
}

const calendarNames: Record<Language, Record<CalendarFeedScope, string>> = {
  en: { own: 'My absences', team: 'Team absences', company: 'Company absences' },
  de: { own: 'Meine Abwesenheiten', team: 'Abwesenheiten im Team', company: 'Abwesenheiten der Firma' },
  fr: { own: 'Mes absences', team: 'Absences de l’équipe', company: 'Absences de l’entreprise' },
};

/**
 * The feed as iCalendar text (docs/interface.md#calendar-feeds): one all-day event per absence,
 * titled in the reader's language with the type where they may see it and "Absent" where not,
 * prefixed with the person's name in team and company feeds; a half day and a pending request say so.
 */
export async function renderFeed(db: DbOrTx, owner: FeedOwner, now: Date): Promise<string> {
  const language = owner.row.language;
  const words = absenceWords[language];
  const window = feedWindow(dayIn(now.getTime(), owner.row.timezone));
  const calendar = ical({
    name: `Stint: ${calendarNames[language][owner.scope]}`,
    prodId: { company: 'Stint', product: 'Stint', language: language.toUpperCase() },
  });
  for (const absence of await feedAbsences(db, owner, window)) {
    const pending = absence.status === ENQUIRED;
    const notes = [
      ...(absence.countDays === 0.5 ? [words.halfDay] : []),
      ...(pending ? [words.requested] : []),
    ];
    const what = absenceTitle(absence.details ? absence.type : null, language);
    const title = `${owner.scope === 'own' ? what : `${absence.name}: ${what}`}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
    calendar.createEvent({
      id: `absence-${absence.id}@stint`,
      sequence: absence.version,
      stamp: now,
      allDay: true,
      start: absence.dateSince,
      // An all-day event ends on the day after its last one.
      end: addDays(absence.dateUntil, 1),
      summary: title,
      status: pending ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      // Away oneself is busy time; a colleague's absence does not fill the reader's calendar.
      transparency: owner.scope === 'own' ? ICalEventTransparency.OPAQUE : ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
