export const reports = {
  reports: {
    nav: 'Reports',
    title: 'Reports',
    description:
      'Hours, billable hours and revenue of any period, grouped by customer, project, service or co-worker.',
    descriptionOwn: 'Your hours of any period, grouped by customer, project or service.',
    groupBy: 'Group by',
    thenBy: 'Then by',
    noSecond: 'Nothing more',
    hours: 'Hours',
    subtotal: 'Subtotal',
    total: 'Total',
    print: 'Print',
    table: 'Report',
    sheet: 'Report',
  },
};
