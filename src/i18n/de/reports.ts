import type { reports as english } from '../en/reports.ts';
import type { Translation } from '../en.ts';

export const reports = {
  reports: {
    nav: 'Auswertungen',
    title: 'Auswertungen',
    description:
      'Stunden, abrechenbare Stunden und Umsatz eines beliebigen Zeitraums, nach Kunde, Projekt, Leistung oder Mitarbeiter/in gruppiert.',
    descriptionOwn: 'Ihre Stunden eines beliebigen Zeitraums, nach Kunde, Projekt oder Leistung gruppiert.',
    groupBy: 'Gruppieren nach',
    thenBy: 'Danach nach',
    noSecond: 'Nichts weiter',
    hours: 'Stunden',
    subtotal: 'Zwischensumme',
    total: 'Summe',
    print: 'Drucken',
    table: 'Auswertung',
    sheet: 'Auswertung',
  },
} satisfies Translation<typeof english>;
