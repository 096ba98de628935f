import type { publicHolidays as english } from '../en/public-holidays.ts';
import type { Translation } from '../en.ts';

export const publicHolidays = {
  publicHolidays: {
    pickDay: '{{date}} wählen, {{holiday}}',
    legend: 'Feiertag',
  },
} satisfies Translation<typeof english>;
