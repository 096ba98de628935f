import type { customers as english } from '../en/customers.ts';
import type { Translation } from '../en.ts';

export const customers = {
  customers: {
    title: 'Clients',
    new: 'Nouveau client',
    newTitle: 'Nouveau client',
    editTitle: 'Modifier le client',
    editLabel: 'Modifier {{name}}',
    deleteLabel: 'Supprimer {{name}}',
    empty: 'Aucun client ne correspond',
    noCustomersYet: 'Aucun client pour l’instant',
    emptyHint: 'Modifiez ou effacez les filtres pour voir plus de clients.',
    created: 'Client « {{name}} » créé',
    updated: 'Client « {{name}} » enregistré',
    deleted: 'Client « {{name}} » supprimé',
    deactivated: 'Client « {{name}} » désactivé',
    filters: {
      search: 'Rechercher des clients',
    },
    columns: {
      color: 'Couleur',
      name: 'Nom',
      number: 'Numéro',
      status: 'Statut',
      billable: 'Facturable par défaut',
      note: 'Note',
    },
    fields: {
      name: 'Nom',
      number: 'Numéro de client',
      color: 'Couleur',
      active: 'Actif',
      activeHint: 'Les clients inactifs ne sont pas proposés pour les nouveaux projets et saisies.',
      billableDefault: 'Facturable par défaut',
      note: 'Note',
    },
  },
  colors: {
    'blood-orange': 'Orange sanguine',
    sunflower: 'Tournesol',
    'light-green': 'Vert clair',
    caribbean: 'Caraïbes',
    sky: 'Ciel',
    'brand-blue': 'Bleu de marque',
    'blue-purple': 'Bleu violet',
    magenta: 'Magenta',
    'chewing-gum': 'Chewing-gum',
    unknown: 'Couleur {{value}}',
  },
} satisfies Translation<typeof english>;
