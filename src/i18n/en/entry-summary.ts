export const entrySummary = {
  entrySummary: {
    title: 'Summary of the period',
    hours: 'Hours',
    billableHours: 'Billable hours',
    revenue: 'Revenue',
    view: 'Show the period',
    views: {
      day: 'Days',
      week: 'Weeks',
      customer: 'Customers',
      project: 'Projects',
    },
    series: {
      billable: 'Billable',
      notBillable: 'Not billable',
    },
    chart: 'Hours of the period, billable and not billable',
    chartHint: 'Click a bar, or choose a row below, to narrow the list to it.',
    columns: {
      day: 'Day',
      week: 'Week',
      customer: 'Customer',
      project: 'Project',
    },
    weekOf: 'Week of {{date}}',
    noProject: 'No project',
    narrowTo: 'Show only {{label}}',
    empty: 'No entries in this period',
    emptyHint: 'Entries of the chosen period and filters are summed up here.',
  },
};
