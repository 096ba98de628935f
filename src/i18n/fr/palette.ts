import type { palette as english } from '../en/palette.ts';
import type { Translation } from '../en.ts';

export const palette = {
  palette: {
    trigger: 'Recherche et commandes (Ctrl+K)',
    triggerShort: 'Rechercher',
    searchLabel: 'Aller à une page, trouver un enregistrement ou lancer une commande',
    placeholder: 'Page, collègue, client, projet, équipe ou commande…',
    nothingFound: 'Aucun résultat',
    searching: 'Recherche en cours…',
    searchFailed: 'Impossible de rechercher les clients et les projets.',
    results: 'Résultats',
    groups: {
      actions: 'Commandes',
      pages: 'Pages',
      coworkers: 'Collègues',
      teams: 'Équipes',
      customers: 'Clients',
      projects: 'Projets',
    },
  },
} satisfies Translation<typeof english>;
