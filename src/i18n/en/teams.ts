export const teams = {
  teams: {
    title: 'Teams',
    description: 'Team leaders decide their members’ change requests.',
    new: 'New team',
    newTitle: 'New team',
    editTitle: 'Edit team',
    editLabel: 'Edit {{name}}',
    deleteLabel: 'Delete {{name}}',
    noneYet: 'No teams yet',
    noMembers: 'No members',
    leaderLine: 'Led by {{name}}',
    created: 'Team “{{name}}” created',
    updated: 'Team “{{name}}” saved',
    deleted: 'Team “{{name}}” deleted',
    columns: {
      name: 'Name',
      leader: 'Leader',
      memberCount: 'Members',
      members: 'Who',
    },
    fields: {
      name: 'Name',
      leader: 'Leader',
      leaderHint: 'Decides the change requests of the team’s members.',
    },
  },
};
