import type { calendarFeed as english } from '../en/calendar-feed.ts';
import type { Translation } from '../en.ts';

export const calendarFeed = {
  calendarFeed: {
    menuItem: 'Kalender-Abo…',
    title: 'Kalender-Abos',
    intro:
      'Abonnieren Sie Abwesenheiten in Ihrem Kalenderprogramm (Outlook, Google Kalender, Apple Kalender). Jedes Abo hat eine eigene geheime Adresse; wer sie kennt, sieht, was das Abo enthält.',
    loading: 'Ihre Kalender-Abos werden geladen',
    scopes: { own: 'Meine Abwesenheiten', team: 'Mein Team', company: 'Die ganze Firma' },
    scopeHints: {
      own: 'Ihre eigenen Abwesenheiten; noch nicht entschiedene Anträge sind als vorläufig markiert.',
      team: 'Genehmigte Abwesenheiten Ihres Teams; die Art nur, wo Sie sie sehen dürfen.',
      company: 'Genehmigte Abwesenheiten aller; die Art nur, wo Sie sie sehen dürfen.',
    },
    none: 'Noch kein Abo.',
    activeSince: 'Aktiv seit {{date}}',
    create: 'Abo anlegen',
    replace: 'Neue Adresse',
    replaceTitle: 'Neue Adresse für „{{name}}“?',
    replaceText:
      'Die bisherige Adresse funktioniert sofort nicht mehr: Kalender, die sie abonniert haben, werden nicht mehr aktualisiert.',
    revoke: 'Widerrufen',
    revokeTitle: 'Abo „{{name}}“ widerrufen?',
    revokeText:
      'Seine Adresse funktioniert sofort nicht mehr: Kalender, die sie abonniert haben, werden nicht mehr aktualisiert.',
    revoked: 'Das Abo „{{name}}“ wurde widerrufen.',
    address: 'Abo-Adresse',
    copy: 'Adresse kopieren',
    copied: 'Kopiert',
    secret:
      'Kopieren Sie die Adresse jetzt in Ihr Kalenderprogramm: Sie wird nur einmal angezeigt. Geben Sie sie nicht weiter, denn sie braucht kein Passwort.',
  },
} satisfies Translation<typeof english>;
