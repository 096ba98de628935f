import type { palette as english } from '../en/palette.ts';
import type { Translation } from '../en.ts';

export const palette = {
  palette: {
    trigger: 'Suche und Befehle (Strg+K)',
    triggerShort: 'Suche',
    searchLabel: 'Zu einer Seite wechseln, einen Datensatz finden oder einen Befehl ausführen',
    placeholder: 'Seite, Kollegin, Kunde, Projekt, Team oder Befehl …',
    nothingFound: 'Nichts gefunden',
    searching: 'Suche läuft …',
    searchFailed: 'Kunden und Projekte konnten nicht durchsucht werden.',
    results: 'Ergebnisse',
    groups: {
      actions: 'Befehle',
      pages: 'Seiten',
      coworkers: 'Kolleginnen und Kollegen',
      teams: 'Teams',
      customers: 'Kunden',
      projects: 'Projekte',
    },
  },
} satisfies Translation<typeof english>;
