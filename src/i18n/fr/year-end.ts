import type { yearEnd as english } from '../en/year-end.ts';
import type { Translation } from '../en.ts';

export const yearEnd = {
  yearEnd: {
    title: 'Clôture annuelle',
    link: 'Clôture annuelle',
    description:
      'Reportez sur {{next}} les jours de congé restant et le solde du compte de temps de chaque collègue fin {{year}}. Les propositions sont le solde de congés et d’heures ; modifiez-les là où vous avez convenu autre chose.',
    year: 'Année à clôturer',
    search: 'Rechercher des collègues',
    workerNotice:
      'Seuls les propriétaires et les managers clôturent une année. Votre propre compte de congés se trouve sur la page des absences.',
    label: 'Comptes de congés {{year}}',
    noneYet: 'Aucun collègue actif',
    noMatches: 'Aucun collègue ne correspond à la recherche',
    pendingWarning_one:
      '{{count}} collègue a encore des demandes de congé de {{year}} en attente de décision. Les jours en attente comptent comme pris, comme dans le calendrier des absences : une année écoulée a très probablement été prise comme demandé. Décidez-les d’abord, ou modifiez la proposition.',
    pendingWarning_other:
      '{{count}} collègues ont encore des demandes de congé de {{year}} en attente de décision. Les jours en attente comptent comme pris, comme dans le calendrier des absences : une année écoulée a très probablement été prise comme demandé. Décidez-les d’abord, ou modifiez la proposition.',
    pendingHint: '{{days}} en attente, comptés comme pris',
    selectAll: 'Sélectionner tous ceux sans report sur {{next}}',
    select: 'Clôturer {{name}}',
    selectedColumn: 'Sélection',
    save_one: 'Enregistrer {{count}} report',
    save_other: 'Enregistrer {{count}} reports',
    confirmTitle_one: 'Enregistrer {{count}} report sur {{next}} ?',
    confirmTitle_other: 'Enregistrer {{count}} reports sur {{next}} ?',
    confirmText:
      'Chaque collègue sélectionné reçoit un report de congés et un report d’heures supplémentaires sur {{next}} avec les valeurs affichées. Les reports existants ne sont pas modifiés.',
    progress: 'Enregistrement des reports',
    progressText: '{{done}} sur {{total}} traités',
    summary: 'Terminé : {{saved}} enregistrés, {{skipped}} ignorés, {{refused}} refusés.',
    retryHint:
      'Les lignes refusées restent sélectionnées avec leurs valeurs : corrigez-les et enregistrez à nouveau.',
    fixFields: 'Vérifiez les valeurs signalées ({{names}}) ; rien n’a été enregistré.',
    halfSteps: 'Jours entiers ou demi-journées uniquement',
    noQuota: 'Aucun quota',
    proposalLabel: 'Report de {{name}} sur {{next}}',
    quarterHours: 'Quarts d’heure uniquement',
    overtimeLabel: 'Heures supplémentaires de {{name}} reportées sur {{next}}',
    note: 'Note sur les reports',
    noteHint: 'Ajoutée après « {{origin}} » sur chaque report',
    closeNote: 'Clôture annuelle {{year}}',
    closeNoteCapped_one: 'Clôture annuelle {{year}}, plafonné à {{cap}} jour au lieu de {{from}}',
    closeNoteCapped_other: 'Clôture annuelle {{year}}, plafonné à {{cap}} jours au lieu de {{from}}',
    noteWithText: '{{origin}} : {{text}}',
    notEnded_one: '{{year}} n’est pas terminée : il reste {{count}} jour',
    notEnded_other: '{{year}} n’est pas terminée : il reste {{count}} jours',
    notEndedHint:
      'Les jours encore pris ou demandés en {{year}} ne figureront pas dans ces reports. Clôturez une année après son dernier jour, sauf accord contraire.',
    cap: 'Reporter au plus (jours)',
    noCap: 'Pas de plafond',
    capInvalid: 'Jours entiers ou demi-jours de 0 à 366',
    capped: '{{from}} → {{cap}}, plafonné',
    balanceFailed:
      'Les soldes des comptes de temps de {{year}} n’ont pas pu être calculés ; les reports d’heures supplémentaires proposent donc 0 heure. Saisissez les heures convenues ou laissez 0.',
    kinds: { holidays: 'Congés', overtime: 'Heures supplémentaires' },
    columns: {
      name: 'Collègue',
      quota: 'Quota',
      carryover: 'Report reçu',
      approved: 'Approuvés',
      pending: 'En attente',
      left: 'Solde',
      proposal: 'Sur {{next}}',
      overtime: 'Heures supp. sur {{next}}',
      result: 'Résultat',
    },
    states: {
      saved: 'Enregistré',
      exists: 'Ignoré : un report existe déjà',
      skippedMeanwhile: 'Ignoré : quelqu’un en a ajouté un entre-temps',
      refused: 'Refusé : {{message}}',
    },
  },
} satisfies Translation<typeof english>;
