import { type AbsenceType, type AbsenceTypeKey, absenceTypes } from '../../contract/absences.ts';
import type { Language } from '../../contract/common.ts';

/**
 * The words the service itself writes about absences, into calendar feeds and notification mails, in
 * each language a user may choose. The app has its own copy of the type names in its message files:
 * the service never imports the app.
 */
const typeNames: Record<Language, Record<AbsenceTypeKey, string>> = {
  en: {
    holiday: 'Holiday',
    special_leave: 'Special leave',
    overtime_reduction: 'Overtime reduction',
    sick: 'Sick',
    sick_child: 'Sick child',
    education: 'Education',
    maternity: 'Maternity leave',
    home_office: 'Home office',
    out_of_office: 'Out of office',
    unpaid_leave: 'Unpaid leave',
    sick_unpaid: 'Sick (unpaid)',
    sick_child_unpaid: 'Sick child (unpaid)',
    quarantine: 'Quarantine',
    military: 'Military service',
    sick_benefit: 'Sick pay',
  },
  de: {
    holiday: 'Urlaub',
    special_leave: 'Sonderurlaub',
    overtime_reduction: 'Überstundenabbau',
    sick: 'Krank',
    sick_child: 'Kind krank',
    education: 'Weiterbildung',
    maternity: 'Mutterschutz',
    home_office: 'Homeoffice',
    out_of_office: 'Außer Haus',
    unpaid_leave: 'Unbezahlter Urlaub',
    sick_unpaid: 'Krank (unbezahlt)',
    sick_child_unpaid: 'Kind krank (unbezahlt)',
    quarantine: 'Quarantäne',
    military: 'Wehrdienst',
    sick_benefit: 'Krankengeld',
  },
  fr: {
    holiday: 'Congés',
    special_leave: 'Congé exceptionnel',
    overtime_reduction: 'Récupération d’heures',
    sick: 'Maladie',
    sick_child: 'Enfant malade',
    education: 'Formation',
    maternity: 'Congé maternité',
    home_office: 'Télétravail',
    out_of_office: 'Hors du bureau',
    unpaid_leave: 'Congé sans solde',
    sick_unpaid: 'Maladie (non payée)',
    sick_child_unpaid: 'Enfant malade (non payé)',
    quarantine: 'Quarantaine',
    military: 'Service militaire',
    sick_benefit: 'Indemnités maladie',
  },
};

export const absenceWords = {
  en: { absent: 'Absent', halfDay: 'half day', requested: 'requested' },
  de: { absent: 'Abwesend', halfDay: 'halber Tag', requested: 'beantragt' },
  fr: { absent: 'Absent', halfDay: 'demi-journée', requested: 'demandée' },
} satisfies Record<Language, Record<string, string>>;

/** The type's name, or "Absent" for a reader who may not know why someone is away. */
export function absenceTitle(type: number | null, language: Language): string {
  const key = type === null ? undefined : absenceTypes[type as AbsenceType];
  return key ? typeNames[language][key] : absenceWords[language].absent;
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
