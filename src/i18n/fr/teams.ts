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
    members: {
      open: 'Membres de {{name}}',
      title: 'Membres de {{name}}',
      add: 'Ajouter des membres',
      addHint: 'Une personne d’une autre équipe passe dans celle-ci.',
      addButton: 'Ajouter',
      movesFrom: '{{name}} (quitte une autre équipe)',
      added_one: '{{count}} membre ajouté',
      added_other: '{{count}} membres ajoutés',
      remove: 'Retirer',
      removeLabel: 'Retirer {{name}} de l’équipe',
      removeTitle: 'Retirer {{name}} de « {{team}} » ?',
      removeMessage:
        '{{name}} n’appartiendra plus à aucune équipe, et le responsable de l’équipe ne décidera plus de ses demandes de modification.',
      removed: '{{name}} retiré de l’équipe',
      someRefused: '{{refused}} sur {{count}} n’ont pas été modifiés',
    },
  },
} satisfies Translation<typeof english>;
