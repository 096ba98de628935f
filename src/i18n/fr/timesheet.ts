import type { timesheet as english } from '../en/timesheet.ts';
import type { Translation } from '../en.ts';

export const timesheet = {
  timesheet: {
    nav: 'Feuille de temps',
    title: 'Feuille de temps',
    weekOf: 'Semaine du {{date}}',
    previousWeek: 'Semaine précédente',
    nextWeek: 'Semaine suivante',
    thisWeek: 'Cette semaine',
    row: 'Client · projet · prestation',
    total: 'Total',
    dayTotal: 'Total du jour',
    billable: 'Facturable',
    notBillable: 'Non facturable',
    weekTotal: 'Cette semaine',
    target: 'Objectif',
    billableTotal: 'Facturable',
    ofTarget: '{{worked}} sur {{target}}',
    noTarget: 'Pas d’heures prévues',
    empty: 'Rien de saisi cette semaine. Ajoutez une ligne, puis tapez le temps dans ses jours.',
    cellLabel: '{{row}}, {{day}}',
    hint: 'Tapez 1:30, 1,5 ou 90m ; Entrée ou Tab enregistre, les flèches déplacent, Échap annule.',
    invalid: 'Ce n’est pas une durée : tapez 1:30, 1,5 ou 90m (24 heures au plus).',
    several: '{{count}} saisies : les ouvrir',
    runningCell: 'En cours : l’ouvrir',
    openEntries: 'Ouvrir les saisies de {{row}} le {{day}}',
    saved: '{{row}} le {{day}} enregistré.',
    failed: '{{row}} le {{day}} non enregistré : {{reason}}',
    deleteTitle: 'Supprimer cette saisie ?',
    deleteText: 'Vider la cellule supprime la saisie de {{row}} le {{day}} ({{hours}}).',
    deleteConfirm: 'Supprimer la saisie',
    lockTitle: 'Jours verrouillés',
    lockFixed:
      'Les jours jusqu’au {{date}} sont verrouillés : votre verrou de modification, posé par un responsable.',
    lockDynamic:
      'Les jours jusqu’au {{date}} sont verrouillés : votre verrou ne laisse ouverts que les {{days}} derniers jours, tel qu’un responsable l’a posé.',
    lockDynamicToday:
      'Les jours avant aujourd’hui sont verrouillés : votre verrou ne laisse ouvert qu’aujourd’hui, tel qu’un responsable l’a posé.',
    lockManager:
      'Une durée, un projet ou un texte erroné un jour verrouillé doit être corrigé par un responsable.',
    lockedCell: 'Verrouillé : seul un responsable peut modifier ce jour.',
    lockedDay: 'Verrouillé',
  },
} satisfies Translation<typeof english>;
