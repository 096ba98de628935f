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
    budget: {
      title: 'Budget im Zeitverlauf: {{name}}',
      chart: 'Was {{name}} je Woche verbraucht hat, aufsummiert, gegen sein Budget',
      used: 'Verbraucht',
      budget: 'Budget',
      none: 'Dieses Projekt hat kein Budget.',
      usedUp: 'Das Budget ist aufgebraucht: {{used}} von {{budget}}.',
      idle: 'In den letzten vier Wochen wurde nichts verbraucht; {{left}} sind übrig.',
      runsOut:
        'Im Tempo der letzten vier Wochen ({{pace}} je Woche) sind die übrigen {{left}} am {{date}} aufgebraucht.',
    },
  },
} satisfies Translation<typeof english>;
