import type { notificationSettings as english } from '../en/notification-settings.ts';
import type { Translation } from '../en.ts';

export const notificationSettings = {
  notificationSettings: {
    generalTab: 'Général',
    title: 'Notifications',
    intro: 'Les e-mails que Stint vous envoie quand quelque chose vous attend ou vous concerne.',
    kinds: {
      absence_filed: 'Demandes d’absence à décider',
      absence_decided: 'Décisions sur mes absences',
      change_request_waiting: 'Demandes de modification à décider',
      change_request_decided: 'Décisions sur mes demandes de modification',
      budget_warning: 'Budgets de projet bientôt épuisés',
    },
    hints: {
      absence_filed: 'Quand une personne dont vous gérez les absences demande une absence.',
      absence_decided: 'Quand votre absence est approuvée, refusée ou annulée.',
      change_request_waiting:
        'Quand une personne dont vous êtes le ou la responsable ou le chef d’équipe demande à modifier ses heures de travail.',
      change_request_decided:
        'Quand une demande de modification que vous avez faite est approuvée ou refusée.',
      budget_warning: 'Quand une saisie fait passer un projet au-delà de 80 % ou 100 % de son budget.',
    },
    saved: 'Notifications enregistrées',
  },
} satisfies Translation<typeof english>;
