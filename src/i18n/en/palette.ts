export const palette = {
  palette: {
    trigger: 'Search and commands (Ctrl+K)',
    triggerShort: 'Search',
    searchLabel: 'Go to a page, find a record or run a command',
    placeholder: 'Page, co-worker, customer, project, team or command…',
    nothingFound: 'Nothing found',
    searching: 'Searching…',
    searchFailed: 'Customers and projects could not be searched.',
    results: 'Results',
    groups: {
      actions: 'Commands',
      pages: 'Pages',
      coworkers: 'Co-workers',
      teams: 'Teams',
      customers: 'Customers',
      projects: 'Projects',
    },
  },
};
