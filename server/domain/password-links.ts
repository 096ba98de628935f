import { and, eq } from 'drizzle-orm';
import type { Language } from '../../contract/common.ts';
import type { DbOrTx } from '../db/client.ts';
import { company, users } from '../db/schema.ts';
import { passwordLinks } from '../db/sign-in-schema.ts';
import { invalidFields } from '../http.ts';
import { queueMail } from '../mail-queue.ts';
import type { MailMessage } from '../mailer.ts';
import { hashApiKey, newApiKey } from '../secrets.ts';
import { appLink } from './notifications.ts';
import type { UserRow } from './users.ts';

type Purpose = (typeof passwordLinks.$inferInsert)['purpose'];

/** An invitation waits for someone to read their mail; a reset was just asked for (OWASP: short-lived). */
const LINK_LIFETIME_MS: Record<Purpose, number> = {
  invitation: 7 * 24 * 60 * 60_000,
  reset: 60 * 60_000,
};

/**
 * A new link for the user, replacing their earlier links of the same purpose; answers the token, which
 * is stored only as its SHA-256 (256 random bits, as an API key: made and hashed the same way).
 */
async function createPasswordLink(tx: DbOrTx, usersId: number, purpose: Purpose, now: Date) {
  const token = newApiKey();
  await tx
    .delete(passwordLinks)
    .where(and(eq(passwordLinks.usersId, usersId), eq(passwordLinks.purpose, purpose)));
  await tx.insert(passwordLinks).values({
    usersId,
    purpose,
    tokenHash: hashApiKey(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * The user a link's token names, with every link of that user deleted, so that a link works once and
 * an older one dies with it; a 400 naming `token` when it is unknown, used, expired or the user is
 * deactivated. Call in the transaction that sets the password.
 */
export async function consumePasswordLink(tx: DbOrTx, token: string, now: Date): Promise<UserRow> {
  const [found] = await tx
    .select({ link: passwordLinks, user: users })
    .from(passwordLinks)
    .innerJoin(users, eq(users.id, passwordLinks.usersId))
    .where(eq(passwordLinks.tokenHash, hashApiKey(token)))
    .for('update');
  if (!found || found.link.expiresAt.getTime() <= now.getTime() || !found.user.active) {
    throw invalidFields(['token']);
  }
  await tx.delete(passwordLinks).where(eq(passwordLinks.usersId, found.user.id));
  return found.user;
}

/** Where a link opens the app: the token after `#`, which browsers never send to a server or a proxy's log. */
const linkTo = (appUrl: string, token: string) => appLink(appUrl, `/set-password#token=${token}`);

type MailText = (name: string, companyName: string, email: string, link: string) => string;

const invitation: Record<Language, MailText> = {
  en: (name, companyName, email, link) =>
    `Hello ${name},\n\n${companyName} has added you to Stint, its time tracking.\n` +
    `Set your password with this link within 7 days (it works once):\n\n${link}\n\n` +
    `Then sign in with your e-mail address ${email} and that password.\n`,
  de: (name, companyName, email, link) =>
    `Hallo ${name},\n\n${companyName} hat Sie in Stint, der Zeiterfassung der Firma, angelegt.\n` +
    `Legen Sie Ihr Passwort innerhalb von 7 Tagen mit diesem Link fest (er gilt einmal):\n\n${link}\n\n` +
    `Danach melden Sie sich mit Ihrer E-Mail-Adresse ${email} und diesem Passwort an.\n`,
  fr: (name, companyName, email, link) =>
    `Bonjour ${name},\n\n${companyName} vous a ajouté à Stint, son suivi du temps de travail.\n` +
    `Choisissez votre mot de passe avec ce lien dans les 7 jours (il ne sert qu'une fois) :\n\n${link}\n\n` +
    `Connectez-vous ensuite avec votre adresse e-mail ${email} et ce mot de passe.\n`,
};

const reset: Record<Language, MailText> = {
  en: (name, _companyName, email, link) =>
    `Hello ${name},\n\nSomeone asked to reset the Stint password of ${email}. ` +
    `Set a new one with this link within an hour (it works once):\n\n${link}\n\n` +
    'If it was not you, ignore this mail: your password stays as it is.\n',
  de: (name, _companyName, email, link) =>
    `Hallo ${name},\n\nJemand möchte das Stint-Passwort von ${email} zurücksetzen. ` +
    `Legen Sie innerhalb einer Stunde mit diesem Link ein neues fest (er gilt einmal):\n\n${link}\n\n` +
    'Waren Sie es nicht, ignorieren Sie diese Mail: Ihr Passwort bleibt, wie es ist.\n',
  fr: (name, _companyName, email, link) =>
    `Bonjour ${name},\n\nQuelqu'un a demandé à réinitialiser le mot de passe Stint de ${email}. ` +
    `Choisissez-en un nouveau avec ce lien dans l'heure (il ne sert qu'une fois) :\n\n${link}\n\n` +
    "Si ce n'était pas vous, ignorez ce message : votre mot de passe reste inchangé.\n",
};

const subjects: Record<Purpose, Record<Language, string>> = {
  invitation: { en: 'Welcome to Stint', de: 'Willkommen bei Stint', fr: 'Bienvenue sur Stint' },
  reset: {
    en: 'Reset your Stint password',
    de: 'Stint-Passwort zurücksetzen',
    fr: 'Réinitialiser votre mot de passe Stint',
  },
};

/**
 * Creates a link for the user and queues the mail that carries it, in the user's language: the
 * welcome mail (an invitation) or a reset. In the caller's transaction, so that the link and its
 * mail exist together or not at all.
 */
export async function sendPasswordLink(
  tx: DbOrTx,
  user: UserRow,
  purpose: Purpose,
  options: { now: Date; appUrl: string },
): Promise<void> {
  const token = await createPasswordLink(tx, user.id, purpose, options.now);
  const [companyRow] = await tx.select({ name: company.name }).from(company).limit(1);
  const text = (purpose === 'invitation' ? invitation : reset)[user.language];
  const message: MailMessage = {
    to: user.email,
    subject: subjects[purpose][user.language],
    text: text(user.name, companyRow?.name ?? 'Stint', user.email, linkTo(options.appUrl, token)),
  };
  await queueMail(tx, [message], options.now);
}
