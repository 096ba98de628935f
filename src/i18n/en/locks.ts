export const locks = {
  locks: {
    dayTitle: 'This day is locked',
    dayText: 'Your entries and work time on {{date}} can no longer be changed here.',
    periodTitle: 'Days up to {{date}} are locked for you',
    fixed: 'An owner or manager has locked your records up to and including {{date}}.',
    rollingToday: 'Your records are open for today only; an owner or manager set this rolling lock.',
    rolling_one:
      'Your records are open for today and the day before; an owner or manager set this rolling lock.',
    rolling_other:
      'Your records are open for today and the {{count}} days before; an owner or manager set this rolling lock.',
    why: 'Entries on locked days cannot be edited or deleted here. A wrong project, service or text on a locked day needs an owner or manager. Work time that is missing or too much can be asked for with a change request.',
    rowLocked: 'Locked: {{when}} can no longer be changed',
    dayField: 'This day is locked for you (up to {{date}})',
    request: 'Request a change for {{date}}',
    requestAny: 'Request a change',
  },
};
