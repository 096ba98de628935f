import type { teams as english } from '../en/teams.ts';
import type { Translation } from '../en.ts';

export const teams = {
  teams: {
    title: 'Teams',
    description: 'Teamleitungen entscheiden über die Änderungsanträge ihrer Mitglieder.',
    new: 'Neues Team',
    newTitle: 'Neues Team',
    editTitle: 'Team bearbeiten',
    editLabel: '{{name}} bearbeiten',
    deleteLabel: '{{name}} löschen',
    noneYet: 'Noch keine Teams',
    noMembers: 'Keine Mitglieder',
    leaderLine: 'Leitung: {{name}}',
    created: 'Team „{{name}}“ angelegt',
    updated: 'Team „{{name}}“ gespeichert',
    deleted: 'Team „{{name}}“ gelöscht',
    columns: {
      name: 'Name',
      leader: 'Leitung',
      memberCount: 'Mitglieder',
      members: 'Wer',
    },
    fields: {
      name: 'Name',
      leader: 'Leitung',
      leaderHint: 'Entscheidet über die Änderungsanträge der Teammitglieder.',
    },
  },
} satisfies Translation<typeof english>;
