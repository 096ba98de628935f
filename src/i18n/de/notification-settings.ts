import type { notificationSettings as english } from '../en/notification-settings.ts';
import type { Translation } from '../en.ts';

export const notificationSettings = {
  notificationSettings: {
    generalTab: 'Allgemein',
    title: 'Benachrichtigungen',
    intro: 'Mails, die Stint Ihnen schickt, wenn etwas auf Sie wartet oder Sie betrifft.',
    kinds: {
      absence_filed: 'Abwesenheitsanträge zur Entscheidung',
      absence_decided: 'Entscheidungen über meine Abwesenheiten',
      change_request_waiting: 'Änderungsanträge zur Entscheidung',
      change_request_decided: 'Entscheidungen über meine Änderungsanträge',
      budget_warning: 'Projektbudgets, die zur Neige gehen',
    },
    hints: {
      absence_filed: 'Wenn jemand, dessen Abwesenheiten Sie verwalten, eine Abwesenheit beantragt.',
      absence_decided: 'Wenn Ihre Abwesenheit genehmigt, abgelehnt oder storniert wird.',
      change_request_waiting:
        'Wenn jemand, dessen Vorgesetzte oder Teamleitung Sie sind, eine Änderung der Arbeitszeiten beantragt.',
      change_request_decided: 'Wenn ein von Ihnen gestellter Änderungsantrag genehmigt oder abgelehnt wird.',
      budget_warning: 'Wenn ein Eintrag ein Projekt über 80 % oder 100 % seines Budgets bringt.',
    },
    saved: 'Benachrichtigungen gespeichert',
  },
} satisfies Translation<typeof english>;
