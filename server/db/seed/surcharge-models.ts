import type { SurchargeColumn } from '../columns.ts';

const wholeDay = (percent: number): SurchargeColumn => ({
  percent,
  time_since: '00:00:00',
  time_until: '00:00:00',
  time_since_is_previous_day: false,
  time_until_is_next_day: true,
});
const night = (percent: number, since: string, until: string): SurchargeColumn => ({
  percent,
  time_since: since,
  time_until: until,
});

export const SURCHARGE_MODELS: readonly {
  name: string;
  accumulation: boolean;
  night?: SurchargeColumn;
  nightIncreased?: SurchargeColumn;
  nonbusiness?: SurchargeColumn;
  nonbusinessSpecial?: SurchargeColumn;
  sunday?: SurchargeColumn;
  saturday?: SurchargeColumn;
}[] = [
  {
    name: 'Standard',
    accumulation: false,
    night: night(25, '22:00:00', '06:00:00'),
    sunday: wholeDay(50),
    nonbusiness: wholeDay(100),
  },
  {
    name: 'Retail',
    accumulation: false,
    night: night(25, '20:00:00', '06:00:00'),
    saturday: {
      percent: 20,
      time_since: '13:00:00',
      time_until: '00:00:00',
      time_since_is_previous_day: false,
      time_until_is_next_day: true,
    },
    sunday: wholeDay(50),
    nonbusiness: wholeDay(100),
    nonbusinessSpecial: wholeDay(150),
  },
  {
    name: 'Hospital',
    accumulation: true,
    night: night(25, '20:00:00', '06:00:00'),
    nightIncreased: night(40, '00:00:00', '04:00:00'),
    sunday: wholeDay(50),
    nonbusiness: wholeDay(125),
    nonbusinessSpecial: {
      percent: 150,
      time_since: '14:00:00',
      time_until: '00:00:00',
      time_since_is_previous_day: false,
      time_until_is_next_day: true,
    },
  },
];
