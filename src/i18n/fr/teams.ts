import type { teams as english } from '../en/teams.ts';
import type { Translation } from '../en.ts';

export const teams = {
  teams: {
    title: 'Équipes',
    description: 'Les responsables d’équipe décident des demandes de modification de leurs membres.',
    new: 'Nouvelle équipe',
    newTitle: 'Nouvelle équipe',
    editTitle: 'Modifier l’équipe',
    editLabel: 'Modifier {{name}}',
    deleteLabel: 'Supprimer {{name}}',
    noneYet: 'Aucune équipe pour l’instant',
    noMembers: 'Aucun membre',
    leaderLine: 'Responsable : {{name}}',
    created: 'Équipe « {{name}} » créée',
    updated: 'Équipe « {{name}} » enregistrée',
    deleted: 'Équipe « {{name}} » supprimée',
    columns: {
      name: 'Nom',
      leader: 'Responsable',
      memberCount: 'Membres',
      members: 'Qui',
    },
    fields: {
      name: 'Nom',
      leader: 'Responsable',
      leaderHint: 'Décide des demandes de modification des membres de l’équipe.',
    },
  },
} satisfies Translation<typeof english>;
