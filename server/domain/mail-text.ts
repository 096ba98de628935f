import type { Language } from '../../contract/common.ts';
import type { MailMessage } from '../mailer.ts';

/** Whom a notification mail goes to, in their language. */
export type Person = { id: number; name: string; email: string; language: Language };

const greeting: Record<Language, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  de: (name) => `Hallo ${name},`,
  fr: (name) => `Bonjour ${name},`,
};

const signature: Record<Language, string> = {
  en: 'You can switch these mails off in Stint under Preferences, Notifications.',
  de: 'Sie können diese Mails in Stint unter Einstellungen, Benachrichtigungen abschalten.',
  fr: 'Vous pouvez désactiver ces e-mails dans Stint sous Préférences, Notifications.',
};

export function mail(to: Person, subject: string, lines: string, link: string): MailMessage {
  return {
    to: to.email,
    subject,
    text: `${greeting[to.language](to.name)}\n\n${lines}\n${link}\n\n-- \n${signature[to.language]}\n`,
  };
}

/** What the decider wrote with a decision, as the mail's last line before the link. */
const decisionNoteWords: Record<Language, { note: string; reason: string }> = {
  en: { note: 'Note', reason: 'Reason' },
  de: { note: 'Notiz', reason: 'Begründung' },
  fr: { note: 'Note', reason: 'Motif' },
};

export function decisionNote(
  language: Language,
  kind: 'note' | 'reason',
  text: string | null | undefined,
): string {
  return text ? `\n${decisionNoteWords[language][kind]}: ${text}` : '';
}
