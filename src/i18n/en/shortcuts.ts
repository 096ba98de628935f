export const shortcuts = {
  shortcuts: {
    title: 'Keyboard shortcuts',
    menuItem: 'Keyboard shortcuts',
    key: 'Keys',
    action: 'Action',
    listsCaption: 'On list pages',
    everywhereCaption: 'Everywhere',
    typingHint: 'Shortcuts do nothing while you type in a field or while a dialog is open.',
    focusSearch: 'Search the list',
    addRecord: 'New record (where you may add one)',
    nextRow: 'Next row',
    previousRow: 'Previous row',
    openRow: 'Open or edit the highlighted row',
    palette: 'Command palette: pages, records and commands (⌘ K on a Mac)',
    help: 'Show these shortcuts',
    close: 'Close a dialog',
  },
};
