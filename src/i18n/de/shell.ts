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
    signOut: 'Abmelden',
    languageSaveFailed:
      'Die Sprache ist hier umgestellt, konnte aber nicht in Ihrem Profil gespeichert werden: {{message}}',
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
