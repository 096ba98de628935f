import type { shell as english } from '../en/shell.ts';
import type { Translation } from '../en.ts';

export const shell = {
  app: {
    name: 'Stint',
    skipToContent: 'Aller au contenu principal',
  },
  nav: {
    label: 'Navigation principale',
    projects: 'Projets',
    customers: 'Clients',
    openNavigation: 'Ouvrir la navigation',
    closeNavigation: 'Fermer la navigation',
  },
  userMenu: {
    open: 'Menu du compte de {{name}}',
    signedInAs: 'Connecté en tant que',
    language: 'Langue',
    colorScheme: 'Thème',
    light: 'Clair',
    dark: 'Sombre',
    auto: 'Système',
    durations: 'Durées',
    durationFormats: {
      clock: 'Heures et minutes (1:48 h)',
      decimal: 'Heures décimales (1,80 h)',
    },
    preferences: 'Préférences…',
    signOut: 'Se déconnecter',
    languageSaveFailed:
      'La langue a été changée ici, mais n’a pas pu être enregistrée dans votre profil : {{message}}',
  },
  preferences: {
    title: 'Préférences',
    language: 'Langue',
    clock12: 'Horloge sur 12 heures',
    clock12Hint: 'Les heures s’affichent 2:30 PM au lieu de 14:30.',
    weekstartMonday: 'La semaine commence le lundi',
    weekstartMondayHint: 'Désactivé : les calendriers commencent la semaine le dimanche.',
    weekendFriday: 'Week-end le vendredi et le samedi',
    weekendFridayHint: 'Désactivé : le week-end est le samedi et le dimanche.',
    saved: 'Préférences enregistrées',
  },
  roles: {
    owner: 'Propriétaire',
    manager: 'Responsable',
    worker: 'Collaborateur',
  },
  languages: {
    en: 'English',
    de: 'Deutsch',
    fr: 'Français',
  },
} satisfies Translation<typeof english>;
