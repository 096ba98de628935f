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

/** Dates as the reader's language writes them: 2026-11-23, 23.11.2026, 23/11/2026. */
export function formatDay(date: string, language: Language): string {
  const [year, month, day] = date.split('-');
  if (language === 'de') return `${day}.${month}.${year}`;
  if (language === 'fr') return `${day}/${month}/${year}`;
  return date;
}

/** "2026-11-23 – 2026-11-27", or one day alone. */
export function formatDays(since: string, until: string, language: Language): string {
  return since === until
    ? formatDay(since, language)
    : `${formatDay(since, language)} – ${formatDay(until, language)}`;
}
