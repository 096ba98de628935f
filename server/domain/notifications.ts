import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../contract/common.ts';
import {
  defaultNotificationSettings,
  type NotificationKind,
  type NotificationSettings,
} from '../../contract/notification-settings.ts';
import type { DbOrTx } from '../db/client.ts';
import { absenceManagers, teams, users } from '../db/schema.ts';
import { notificationSettings } from '../db/upkeep-schema.ts';
import { queueMail } from '../mail-queue.ts';
import { absenceTitle, absenceWords, formatDay, formatDays } from './absence-words.ts';
import { decisionNote, mail, type Person } from './mail-text.ts';
import { recordOf, type WireColumns } from './wire-columns.ts';

type SettingsRow = typeof notificationSettings.$inferSelect;

export const notificationSettingsColumns = {
  absence_filed: 'absenceFiled',
  absence_decided: 'absenceDecided',
  change_request_waiting: 'changeRequestWaiting',
  change_request_decided: 'changeRequestDecided',
  budget_warning: 'budgetWarning',
} as const satisfies WireColumns<NotificationSettings, SettingsRow>;

export function toNotificationSettings(row: SettingsRow | undefined): NotificationSettings {
  if (!row) return { ...defaultNotificationSettings };
  return recordOf(notificationSettingsColumns, row);
}

/** Active users among `ids` who want mails of `kind`, leaving out whoever caused the change. */
export async function recipients(
  tx: DbOrTx,
  ids: readonly number[],
  kind: NotificationKind,
  actorId: number,
): Promise<Person[]> {
  const wanted = [...new Set(ids)].filter((id) => id !== actorId);
  if (wanted.length === 0) return [];
  const rows = await tx
    .select({ person: users, settings: notificationSettings })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.usersId, users.id))
    .where(and(inArray(users.id, wanted), eq(users.active, true)));
  return rows
    .filter((row) => toNotificationSettings(row.settings ?? undefined)[kind])
    .map(({ person }) => ({
      id: person.id,
      name: person.name,
      email: person.email,
      language: person.language,
    }));
}

async function nameOf(tx: DbOrTx, id: number): Promise<string> {
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? '';
}

/** Active owners, or active managers who manage every absence, by id. */
async function activeIds(tx: DbOrTx, which: 'owners' | 'absence administrators'): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        which === 'owners'
          ? eq(users.role, 'owner')
          : and(eq(users.role, 'manager'), eq(users.canGenerallyManageAbsences, true)),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * When and from where a mail is queued: `appUrl` is the app's public address (APP_URL), so that every
 * mail links to the page of what it is about.
 */
export type MailContext = { now: Date; appUrl: string };

/** The app's page at `path` (with its query), as a link in a mail. */
export function appLink(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, '')}${path}`;
}

export type AbsenceFacts = {
  usersId: number;
  dateSince: string;
  dateUntil: string;
  type: number;
  countDays: number | null;
  countHours: number | null;
};

function absenceText(absence: AbsenceFacts, language: Language): string {
  const dates = formatDays(absence.dateSince, absence.dateUntil, language);
  const half = absence.countDays === 0.5 ? ` (${absenceWords[language].halfDay})` : '';
  return `${absenceTitle(absence.type, language)}, ${dates}${half}`;
}

const filedTexts: Record<
  Language,
  { subject: (who: string) => string; body: (who: string, what: string) => string }
> = {
  en: {
    subject: (who) => `Absence request from ${who}`,
    body: (who, what) =>
      `${who} asks for an absence: ${what}.\nApprove or decline it in Stint under Absences.`,
  },
  de: {
    subject: (who) => `Abwesenheitsantrag von ${who}`,
    body: (who, what) =>
      `${who} beantragt eine Abwesenheit: ${what}.\nGenehmigen oder ablehnen können Sie sie in Stint unter Abwesenheiten.`,
  },
  fr: {
    subject: (who) => `Demande d’absence de ${who}`,
    body: (who, what) =>
      `${who} demande une absence : ${what}.\nApprouvez-la ou refusez-la dans Stint, rubrique Absences.`,
  },
};

/**
 * An absence filed as a request waits for who administers that person's absences: their absence
 * managers, else the managers who manage every absence, else the owners (docs/interface.md#notifications).
 */
export function queueAbsenceFiled(tx: DbOrTx, absence: AbsenceFacts, filerId: number, context: MailContext) {
  return queueToAbsenceDeciders(tx, absence, filerId, context, filedTexts);
}

/** A mail about a person's absence request to those who decide it, unless they acted themselves. */
async function queueToAbsenceDeciders(
  tx: DbOrTx,
  absence: AbsenceFacts,
  actorId: number,
  context: MailContext,
  texts: typeof filedTexts,
) {
  const to = await absenceDeciders(tx, absence.usersId, actorId);
  if (to.length === 0) return;
  const who = await nameOf(tx, absence.usersId);
  const link = appLink(context.appUrl, '/approvals');
  await queueMail(
    tx,
    to.map((person) => {
      const text = texts[person.language];
      return mail(person, text.subject(who), text.body(who, absenceText(absence, person.language)), link);
    }),
    context.now,
  );
}

/** Who was told of a person's absence requests: the same people a new one would go to. */
async function absenceDeciders(tx: DbOrTx, usersId: number, actorId: number): Promise<Person[]> {
  const listed = await tx
    .select({ id: absenceManagers.managerId })
    .from(absenceManagers)
    .where(eq(absenceManagers.usersId, usersId));
  let managerIds = listed.map((row) => row.id);
  if (managerIds.length === 0) managerIds = await activeIds(tx, 'absence administrators');
  if (managerIds.length === 0) managerIds = await activeIds(tx, 'owners');
  return recipients(
    tx,
    managerIds.filter((id) => id !== usersId),
    'absence_filed',
    actorId,
  );
}

const withdrawnTexts: Record<
  Language,
  { subject: (who: string) => string; body: (who: string, what: string) => string }
> = {
  en: {
    subject: (who) => `${who} withdrew an absence request`,
    body: (who, what) => `${who} withdrew their absence request: ${what}.\nThere is nothing left to decide.`,
  },
  de: {
    subject: (who) => `${who} hat einen Abwesenheitsantrag zurückgezogen`,
    body: (who, what) =>
      `${who} hat den Abwesenheitsantrag zurückgezogen: ${what}.\nEs ist nichts mehr zu entscheiden.`,
  },
  fr: {
    subject: (who) => `${who} a retiré une demande d’absence`,
    body: (who, what) => `${who} a retiré sa demande d’absence : ${what}.\nIl n’y a plus rien à décider.`,
  },
};

/**
 * A request withdrawn while it waited: who was told it waits hears that it no longer does, under the
 * same setting, so nobody decides on a request that is gone.
 */
export function queueAbsenceWithdrawn(
  tx: DbOrTx,
  absence: AbsenceFacts,
  withdrawerId: number,
  context: MailContext,
) {
  return queueToAbsenceDeciders(tx, absence, withdrawerId, context, withdrawnTexts);
}

/** Approved (1), declined (2) or cancelled (3). */
export type AbsenceDecision = 1 | 2 | 3;

const decisionWords: Record<Language, Record<AbsenceDecision, string>> = {
  en: { 1: 'approved', 2: 'declined', 3: 'cancelled' },
  de: { 1: 'genehmigt', 2: 'abgelehnt', 3: 'storniert' },
  fr: { 1: 'approuvée', 2: 'refusée', 3: 'annulée' },
};

const decidedTexts: Record<
  Language,
  { subject: (decision: string) => string; body: (what: string, decision: string, by: string) => string }
> = {
  en: {
    subject: (decision) => `Your absence was ${decision}`,
    body: (what, decision, by) => `Your absence (${what}) was ${decision} by ${by}.`,
  },
  de: {
    subject: (decision) => `Ihre Abwesenheit wurde ${decision}`,
    body: (what, decision, by) => `Ihre Abwesenheit (${what}) wurde von ${by} ${decision}.`,
  },
  fr: {
    subject: (decision) => `Votre absence a été ${decision}`,
    body: (what, decision, by) => `Votre absence (${what}) a été ${decision} par ${by}.`,
  },
};

/**
 * The person hears of a decision on their absence, unless they made it themselves; `note` is the
 * absence's note when the decision changed it (a decline's reason).
 */
export async function queueAbsenceDecided(
  tx: DbOrTx,
  absence: AbsenceFacts,
  decision: AbsenceDecision,
  deciderId: number,
  context: MailContext,
  note: string | null = null,
) {
  const [person] = await recipients(tx, [absence.usersId], 'absence_decided', deciderId);
  if (!person) return;
  const by = await nameOf(tx, deciderId);
  const text = decidedTexts[person.language];
  const word = decisionWords[person.language][decision];
  const link = appLink(
    context.appUrl,
    `/absences?month=${absence.dateSince.slice(0, 7)}&user=${absence.usersId}`,
  );
  await queueMail(
    tx,
    [
      mail(
        person,
        text.subject(word),
        text.body(absenceText(absence, person.language), word, by) +
          decisionNote(person.language, 'note', note),
        link,
      ),
    ],
    context.now,
  );
}

export type ChangeRequestFacts = {
  usersId: number;
  date: string;
  createdBy: number | null;
  declineReason?: string | null;
};

const waitingTexts: Record<
  Language,
  { subject: (who: string) => string; body: (who: string, filer: string | null, day: string) => string }
> = {
  en: {
    subject: (who) => `Change request for ${who}`,
    body: (who, filer, day) =>
      `${filer ? `${filer} asks to change the work times of ${who}` : `${who} asks to change their work times`} on ${day}.\nApprove or decline it in Stint under Change requests.`,
  },
  de: {
    subject: (who) => `Änderungsantrag für ${who}`,
    body: (who, filer, day) =>
      `${filer ? `${filer} beantragt eine Änderung der Arbeitszeiten von ${who}` : `${who} beantragt eine Änderung der Arbeitszeiten`} am ${day}.\nGenehmigen oder ablehnen können Sie ihn in Stint unter Änderungsanträge.`,
  },
  fr: {
    subject: (who) => `Demande de modification pour ${who}`,
    body: (who, filer, day) =>
      `${filer ? `${filer} demande à modifier les heures de travail de ${who}` : `${who} demande à modifier ses heures de travail`} le ${day}.\nApprouvez-la ou refusez-la dans Stint, rubrique Demandes de modification.`,
  },
};

/**
 * A pending change request waits for the person's boss and team leader; when they have neither,
 * for the owners (docs/interface.md#notifications).
 */
export async function queueChangeRequestWaiting(
  tx: DbOrTx,
  request: ChangeRequestFacts,
  context: MailContext,
) {
  const [facts] = await tx
    .select({ boss: users.boss, leader: teams.leader })
    .from(users)
    .leftJoin(teams, eq(teams.id, users.teamsId))
    .where(eq(users.id, request.usersId));
  let deciderIds = [facts?.boss, facts?.leader].filter(
    (id): id is number => id !== null && id !== undefined && id !== request.usersId,
  );
  if (deciderIds.length === 0) deciderIds = await activeIds(tx, 'owners');
  const filerId = request.createdBy ?? request.usersId;
  const to = await recipients(
    tx,
    deciderIds.filter((id) => id !== request.usersId),
    'change_request_waiting',
    filerId,
  );
  if (to.length === 0) return;
  const who = await nameOf(tx, request.usersId);
  const filer = filerId === request.usersId ? null : await nameOf(tx, filerId);
  const link = appLink(context.appUrl, '/approvals');
  await queueMail(
    tx,
    to.map((person) => {
      const text = waitingTexts[person.language];
      const day = formatDay(request.date, person.language);
      return mail(person, text.subject(who), text.body(who, filer, day), link);
    }),
    context.now,
  );
}

const requestDecisionWords: Record<Language, { approved: string; declined: string }> = {
  en: { approved: 'approved', declined: 'declined' },
  de: { approved: 'genehmigt', declined: 'abgelehnt' },
  fr: { approved: 'approuvée', declined: 'refusée' },
};

const requestDecidedTexts: Record<
  Language,
  {
    subject: (decision: string) => string;
    body: (day: string, who: string, decision: string, by: string) => string;
  }
> = {
  en: {
    subject: (decision) => `Your change request was ${decision}`,
    body: (day, who, decision, by) =>
      `Your change request for ${day} (work times of ${who}) was ${decision} by ${by}.`,
  },
  de: {
    subject: (decision) => `Ihr Änderungsantrag wurde ${decision}`,
    body: (day, who, decision, by) =>
      `Ihr Änderungsantrag für den ${day} (Arbeitszeiten von ${who}) wurde von ${by} ${decision}.`,
  },
  fr: {
    subject: (decision) => `Votre demande de modification a été ${decision}`,
    body: (day, who, decision, by) =>
      `Votre demande de modification du ${day} (heures de travail de ${who}) a été ${decision} par ${by}.`,
  },
};

/** Whoever filed a change request hears whether it was approved or declined, unless they decided. */
export async function queueChangeRequestDecided(
  tx: DbOrTx,
  request: ChangeRequestFacts,
  approved: boolean,
  deciderId: number,
  context: MailContext,
) {
  const [person] = await recipients(
    tx,
    [request.createdBy ?? request.usersId],
    'change_request_decided',
    deciderId,
  );
  if (!person) return;
  const who = await nameOf(tx, request.usersId);
  const by = await nameOf(tx, deciderId);
  const text = requestDecidedTexts[person.language];
  const word = requestDecisionWords[person.language][approved ? 'approved' : 'declined'];
  const day = formatDay(request.date, person.language);
  const shown = `user=${request.usersId}&date_since=${request.date}&date_until=${request.date}`;
  const link = appLink(context.appUrl, `/change-requests?${approved ? '' : 'tab=declined&'}${shown}`);
  const body = text.body(day, who, word, by) + decisionNote(person.language, 'reason', request.declineReason);
  await queueMail(tx, [mail(person, text.subject(word), body, link)], context.now);
}
