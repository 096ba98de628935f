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
    members: {
      open: 'Mitglieder von {{name}}',
      title: 'Mitglieder von {{name}}',
      add: 'Mitglieder hinzufügen',
      addHint: 'Wer in einem anderen Team ist, wechselt in dieses.',
      addButton: 'Hinzufügen',
      movesFrom: '{{name}} (wechselt aus einem anderen Team)',
      added_one: '{{count}} Mitglied hinzugefügt',
      added_other: '{{count}} Mitglieder hinzugefügt',
      remove: 'Entfernen',
      removeLabel: '{{name}} aus dem Team entfernen',
      removeTitle: '{{name}} aus „{{team}}“ entfernen?',
      removeMessage:
        '{{name}} gehört dann keinem Team an, und die Teamleitung entscheidet nicht mehr über die Änderungsanträge.',
      removed: '{{name}} aus dem Team entfernt',
      someRefused: '{{refused}} von {{count}} wurden nicht geändert',
    },
  },
} satisfies Translation<typeof english>;
