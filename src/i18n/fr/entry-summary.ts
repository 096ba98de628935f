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
      service: 'Prestations',
      user: 'Collaborateurs',
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
      service: 'Prestation',
      user: 'Collaborateur',
    },
    weekOf: 'Semaine du {{date}}',
    noProject: 'Sans projet',
    noService: 'Sans prestation (prestations forfaitaires)',
    narrowTo: 'Afficher seulement {{label}}',
    empty: 'Aucune saisie sur cette période',
    emptyHint: 'Les saisies de la période et des filtres choisis sont totalisées ici.',
    leftOut: {
      title_one: 'Le chiffre d’affaires laisse de côté {{shown}} projet à budget strict',
      title_other: 'Le chiffre d’affaires laisse de côté {{shown}} projets à budget strict',
      body: 'Leurs {{hours}} comptent dans les heures mais pas dans le chiffre d’affaires, car un budget strict plafonne ce que rapporte un projet :',
      project: '{{name}} : {{hours}}',
      more_one: 'et {{shown}} autre',
      more_other: 'et {{shown}} autres',
      include: 'Inclure leur chiffre d’affaires',
    },
  },
} satisfies Translation<typeof english>;
