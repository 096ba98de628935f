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
    budget: {
      title: 'Budget over time: {{name}}',
      chart: 'What {{name}} used by week, added up, against its budget',
      used: 'Used',
      budget: 'Budget',
      none: 'This project has no budget.',
      usedUp: 'The budget is used up: {{used}} of {{budget}}.',
      idle: 'Nothing was used in the last four weeks; {{left}} is left.',
      runsOut: 'At the last four weeks’ pace of {{pace}} a week, the {{left}} left run out on {{date}}.',
    },
  },
};
