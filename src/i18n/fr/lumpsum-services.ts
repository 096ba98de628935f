import type { lumpsumServices as english } from '../en/lumpsum-services.ts';
import type { Translation } from '../en.ts';

export const lumpsumServices = {
  lumpsumServices: {
    title: 'Prestations forfaitaires',
    description:
      'Prestations à prix fixe par unité, comme les frais de déplacement au km ou des frais d’installation.',
    new: 'Nouvelle prestation forfaitaire',
    newTitle: 'Nouvelle prestation forfaitaire',
    editTitle: 'Modifier la prestation forfaitaire',
    editLabel: 'Modifier {{name}}',
    deleteLabel: 'Supprimer {{name}}',
    noneYet: 'Aucune prestation forfaitaire pour l’instant',
    empty: 'Aucune prestation forfaitaire ne correspond',
    emptyHint: 'Modifiez ou effacez les filtres pour voir plus de prestations forfaitaires.',
    created: 'Prestation forfaitaire « {{name}} » créée',
    updated: 'Prestation forfaitaire « {{name}} » enregistrée',
    deleted: 'Prestation forfaitaire « {{name}} » supprimée',
    deactivated: 'Prestation forfaitaire « {{name}} » désactivée',
    perUnit: '{{price}} par {{unit}}',
    filters: {
      search: 'Rechercher des prestations forfaitaires',
    },
    columns: {
      name: 'Nom',
      number: 'Numéro',
      price: 'Prix',
      unit: 'Unité',
      status: 'Statut',
      note: 'Note',
    },
    fields: {
      name: 'Nom',
      price: 'Prix par unité',
      priceHint: 'Au plus deux décimales.',
      unit: 'Unité',
      unitHint: 'Au plus {{max}} caractères, p. ex. « km ».',
      number: 'Numéro de prestation',
      numberHint: 'Pour les exports et la comptabilité, p. ex. « DEP-01 ».',
      active: 'Active',
      activeHint:
        'Les prestations forfaitaires inactives ne sont plus proposées pour de nouvelles saisies ; les saisies existantes les conservent.',
      note: 'Note',
    },
  },
} satisfies Translation<typeof english>;
