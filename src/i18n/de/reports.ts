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
    saved: {
      label: 'Gespeicherte Ansicht',
      pick: 'Gespeicherte Ansicht wählen',
      none: 'Noch keine gespeicherten Ansichten',
      loadFailed: 'Ihre gespeicherten Ansichten konnten nicht geladen werden.',
      save: 'Ansicht speichern…',
      rename: 'Umbenennen…',
      delete: 'Löschen…',
      saveTitle: 'Diese Ansicht speichern',
      renameTitle: 'Ansicht umbenennen',
      name: 'Name',
      saveHint:
        'Speichert den Zeitraum, die Filter und die Gruppierung, die jetzt gezeigt werden. Nur Sie sehen Ihre Ansichten.',
      saveSubmit: 'Ansicht speichern',
      saved: 'Ansicht „{{name}}“ gespeichert.',
      renamed: 'Ansicht in „{{name}}“ umbenannt.',
      deleted: 'Ansicht „{{name}}“ gelöscht.',
    },
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
