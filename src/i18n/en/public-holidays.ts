export const publicHolidays = {
  publicHolidays: {
    /** A calendar day to pick that is a public holiday of that row's co-worker. */
    pickDay: 'Pick {{date}}, {{holiday}}',
    legend: 'Public holiday',
  },
};
