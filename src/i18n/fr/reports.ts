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
  },
} satisfies Translation<typeof english>;
