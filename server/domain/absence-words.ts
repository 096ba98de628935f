import { absenceTypeNames } from '../../contract/absence-type-names.ts';
import { type AbsenceType, absenceTypes } from '../../contract/absences.ts';
import type { Language } from '../../contract/common.ts';

/**
 * The words the service itself writes about absences, into calendar feeds and notification mails, in
 * each language a user may choose; the type names are the app's (`contract/absence-type-names.ts`).
 */
export const absenceWords = {
  en: { absent: 'Absent', halfDay: 'half day', requested: 'requested' },
  de: { absent: 'Abwesend', halfDay: 'halber Tag', requested: 'beantragt' },
  fr: { absent: 'Absent', halfDay: 'demi-journée', requested: 'demandée' },
} satisfies Record<Language, Record<string, string>>;

/** The type's name, or "Absent" for a reader who may not know why someone is away. */
export function absenceTitle(type: number | null, language: Language): string {
  const key = type === null ? undefined : absenceTypes[type as AbsenceType];
  return key ? absenceTypeNames[language][key] : absenceWords[language].absent;
}

/** A day in the reader's language, for mails. */
export function formatDay(date: string, language: Language): string {
  return dayFormats[language].format(new Date(`${date}T00:00:00Z`));
}

/**
 * A day as a person reads it in a mail: the month written out ("Mon, 23 November 2026"), which no
 * reader of any country takes for another day, unlike 11/12/2026.
 */
const dayFormats: Record<Language, Intl.DateTimeFormat> = {
  en: dayFormat('en-GB'),
  de: dayFormat('de-DE'),
  fr: dayFormat('fr-FR'),
};

function dayFormat(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Mon, 23 November 2026 – Fri, 27 November 2026", or one day alone. */
export function formatDays(since: string, until: string, language: Language): string {
  return since === until
    ? formatDay(since, language)
    : `${formatDay(since, language)} – ${formatDay(until, language)}`;
}
