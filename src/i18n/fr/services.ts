import type { services as english } from '../en/services.ts';
import type { Translation } from '../en.ts';

export const services = {
  services: {
    title: 'Prestations',
    description: 'Ce sur quoi le temps est passé : chaque saisie nomme une prestation.',
    new: 'Nouvelle prestation',
    newTitle: 'Nouvelle prestation',
    editTitle: 'Modifier la prestation',
    editLabel: 'Modifier {{name}}',
    deleteLabel: 'Supprimer {{name}}',
    noneYet: 'Aucune prestation pour l’instant',
    empty: 'Aucune prestation ne correspond',
    emptyHint: 'Modifiez ou effacez les filtres pour voir plus de prestations.',
    created: 'Prestation « {{name}} » créée',
    updated: 'Prestation « {{name}} » enregistrée',
    deleted: 'Prestation « {{name}} » supprimée',
    deactivated: 'Prestation « {{name}} » désactivée',
    filters: {
      search: 'Rechercher des prestations',
    },
    columns: {
      name: 'Nom',
      number: 'Numéro',
      status: 'Statut',
      note: 'Note',
    },
    fields: {
      name: 'Nom',
      number: 'Numéro de prestation',
      numberHint: 'Pour les exports et la comptabilité, p. ex. « DEV-01 ».',
      active: 'Active',
      activeHint:
        'Les prestations inactives ne sont plus proposées pour de nouvelles saisies ; les saisies existantes les conservent.',
      note: 'Note',
    },
  },
} satisfies Translation<typeof english>;
