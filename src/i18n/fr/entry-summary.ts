import type { entrySummary as english } from '../en/entry-summary.ts';
import type { Translation } from '../en.ts';

export const entrySummary = {
  entrySummary: {
    title: 'Synthèse de la période',
    hours: 'Heures',
    billableHours: 'Heures facturables',
    revenue: 'Chiffre d’affaires',
    view: 'Afficher la période',
    views: {
      day: 'Jours',
      week: 'Semaines',
      customer: 'Clients',
      project: 'Projets',
    },
    series: {
      billable: 'Facturable',
      notBillable: 'Non facturable',
    },
    chart: 'Heures de la période, facturables et non facturables',
    chartHint: 'Cliquez sur une barre, ou choisissez une ligne ci-dessous, pour y restreindre la liste.',
    columns: {
      day: 'Jour',
      week: 'Semaine',
      customer: 'Client',
      project: 'Projet',
    },
    weekOf: 'Semaine du {{date}}',
    noProject: 'Sans projet',
    narrowTo: 'Afficher seulement {{label}}',
    empty: 'Aucune saisie sur cette période',
    emptyHint: 'Les saisies de la période et des filtres choisis sont totalisées ici.',
  },
} satisfies Translation<typeof english>;
