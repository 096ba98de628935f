import type { AbsenceTypeKey } from './absences.ts';
import type { Language } from './common.ts';

/**
 * The name of each absence type in each language a user may choose: the app's messages and the
 * service's own texts (calendar feeds, notification mails) both read them here, so they never drift.
 */
export const absenceTypeNames = {
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
} satisfies Record<Language, Record<AbsenceTypeKey, string>>;
