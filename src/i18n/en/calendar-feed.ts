export const calendarFeed = {
  calendarFeed: {
    menuItem: 'Calendar feed…',
    title: 'Calendar feeds',
    intro:
      'Subscribe to absences in your calendar program (Outlook, Google Calendar, Apple Calendar). Each feed has its own secret address; anyone who has it sees what the feed lists.',
    loading: 'Loading your calendar feeds',
    scopes: { own: 'My absences', team: 'My team', company: 'The whole company' },
    scopeHints: {
      own: 'Your own absences; requests not yet decided are marked as tentative.',
      team: 'Approved absences of your team; the type only where you may see it.',
      company: 'Approved absences of everyone; the type only where you may see it.',
    },
    none: 'No feed yet.',
    activeSince: 'Active since {{date}}',
    create: 'Create feed',
    replace: 'New address',
    replaceTitle: 'New address for “{{name}}”?',
    replaceText: 'The current address stops working at once: calendars subscribed to it no longer update.',
    revoke: 'Revoke',
    revokeTitle: 'Revoke the feed “{{name}}”?',
    revokeText: 'Its address stops working at once: calendars subscribed to it no longer update.',
    revoked: 'The feed “{{name}}” was revoked.',
    address: 'Feed address',
    copy: 'Copy address',
    copied: 'Copied',
    secret:
      'Copy the address into your calendar program now: it is shown only once. Keep it private, as it needs no password.',
  },
};
