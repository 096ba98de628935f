import type { publicHolidays as english } from '../en/public-holidays.ts';
import type { Translation } from '../en.ts';

export const publicHolidays = {
  publicHolidays: {
    pickDay: 'Choisir le {{date}}, {{holiday}}',
    legend: 'Jour férié',
  },
} satisfies Translation<typeof english>;
