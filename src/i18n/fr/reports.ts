import type { reports as english } from '../en/reports.ts';
import type { Translation } from '../en.ts';

export const reports = {
  reports: {
    nav: 'Rapports',
    title: 'Rapports',
    description:
      'Heures, heures facturables et chiffre d’affaires de n’importe quelle période, par client, projet, prestation ou collaborateur.',
    descriptionOwn: 'Vos heures de n’importe quelle période, par client, projet ou prestation.',
    groupBy: 'Regrouper par',
    thenBy: 'Puis par',
    noSecond: 'Rien de plus',
    hours: 'Heures',
    subtotal: 'Sous-total',
    total: 'Total',
    print: 'Imprimer',
    table: 'Rapport',
    sheet: 'Rapport',
    saved: {
      label: 'Vue enregistrée',
      pick: 'Choisir une vue enregistrée',
      none: 'Aucune vue enregistrée pour l’instant',
      loadFailed: 'Vos vues enregistrées n’ont pas pu être chargées.',
      save: 'Enregistrer la vue…',
      rename: 'Renommer…',
      delete: 'Supprimer…',
      saveTitle: 'Enregistrer cette vue',
      renameTitle: 'Renommer la vue',
      name: 'Nom',
      saveHint:
        'Enregistre la période, les filtres et le regroupement affichés maintenant. Vous seul voyez vos vues.',
      saveSubmit: 'Enregistrer la vue',
      saved: 'Vue « {{name}} » enregistrée.',
      renamed: 'Vue renommée en « {{name}} ».',
      deleted: 'Vue « {{name}} » supprimée.',
    },
    budget: {
      title: 'Budget dans le temps : {{name}}',
      chart: 'Ce que {{name}} a consommé par semaine, cumulé, face à son budget',
      used: 'Consommé',
      budget: 'Budget',
      none: 'Ce projet n’a pas de budget.',
      usedUp: 'Le budget est épuisé : {{used}} sur {{budget}}.',
      idle: 'Rien n’a été consommé ces quatre dernières semaines ; il reste {{left}}.',
      runsOut:
        'Au rythme des quatre dernières semaines ({{pace}} par semaine), les {{left}} restants seront épuisés le {{date}}.',
    },
  },
} satisfies Translation<typeof english>;
