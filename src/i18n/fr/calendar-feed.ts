import type { calendarFeed as english } from '../en/calendar-feed.ts';
import type { Translation } from '../en.ts';

export const calendarFeed = {
  calendarFeed: {
    menuItem: 'Abonnement calendrier…',
    title: 'Abonnements calendrier',
    intro:
      'Abonnez-vous aux absences dans votre agenda (Outlook, Google Agenda, Calendrier Apple). Chaque abonnement a sa propre adresse secrète ; quiconque la connaît voit ce qu’il contient.',
    loading: 'Chargement de vos abonnements calendrier',
    scopes: { own: 'Mes absences', team: 'Mon équipe', company: 'Toute l’entreprise' },
    scopeHints: {
      own: 'Vos propres absences ; les demandes pas encore décidées sont marquées comme provisoires.',
      team: 'Absences approuvées de votre équipe ; le type seulement là où vous pouvez le voir.',
      company: 'Absences approuvées de tous ; le type seulement là où vous pouvez le voir.',
    },
    none: 'Pas encore d’abonnement.',
    activeSince: 'Actif depuis le {{date}}',
    create: 'Créer l’abonnement',
    replace: 'Nouvelle adresse',
    replaceTitle: 'Nouvelle adresse pour « {{name}} » ?',
    replaceText:
      'L’adresse actuelle cesse aussitôt de fonctionner : les agendas abonnés ne sont plus mis à jour.',
    revoke: 'Révoquer',
    revokeTitle: 'Révoquer l’abonnement « {{name}} » ?',
    revokeText: 'Son adresse cesse aussitôt de fonctionner : les agendas abonnés ne sont plus mis à jour.',
    revoked: 'L’abonnement « {{name}} » a été révoqué.',
    address: 'Adresse de l’abonnement',
    copy: 'Copier l’adresse',
    copied: 'Copié',
    secret:
      'Copiez l’adresse dans votre agenda maintenant : elle n’est affichée qu’une fois. Gardez-la pour vous, car elle ne demande aucun mot de passe.',
  },
} satisfies Translation<typeof english>;
