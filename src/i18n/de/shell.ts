import type { shell as english } from '../en/shell.ts';
import type { Translation } from '../en.ts';

export const shell = {
  app: {
    name: 'Stint',
    skipToContent: 'Zum Inhalt springen',
  },
  nav: {
    label: 'Hauptnavigation',
    projects: 'Projekte',
    customers: 'Kunden',
    openNavigation: 'Navigation öffnen',
    closeNavigation: 'Navigation schließen',
  },
  userMenu: {
    open: 'Kontomenü von {{name}}',
    signedInAs: 'Angemeldet als',
    language: 'Sprache',
    colorScheme: 'Farbschema',
    light: 'Hell',
    dark: 'Dunkel',
    auto: 'System',
    durations: 'Dauern',
    durationFormats: {
      clock: 'Stunden und Minuten (1:48 Std.)',
      decimal: 'Dezimalstunden (1,80 Std.)',
    },
    preferences: 'Einstellungen…',
    signOut: 'Abmelden',
    languageSaveFailed:
      'Die Sprache ist hier umgestellt, konnte aber nicht in Ihrem Profil gespeichert werden: {{message}}',
  },
  preferences: {
    title: 'Einstellungen',
    language: 'Sprache',
    clock12: '12-Stunden-Uhr',
    clock12Hint: 'Uhrzeiten erscheinen als 2:30 PM statt 14:30.',
    weekstartMonday: 'Woche beginnt am Montag',
    weekstartMondayHint: 'Aus: Kalender beginnen die Woche am Sonntag.',
    weekendFriday: 'Wochenende am Freitag und Samstag',
    weekendFridayHint: 'Aus: Das Wochenende ist Samstag und Sonntag.',
    saved: 'Einstellungen gespeichert',
  },
  roles: {
    owner: 'Inhaber',
    manager: 'Manager',
    worker: 'Mitarbeiter',
  },
  languages: {
    en: 'English',
    de: 'Deutsch',
    fr: 'Français',
  },
} satisfies Translation<typeof english>;
