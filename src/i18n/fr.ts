import type { Messages } from './en.ts';
import { absences } from './fr/absences.ts';
import { changeRequests } from './fr/change-requests.ts';
import { common } from './fr/common.ts';
import { customers } from './fr/customers.ts';
import { entries } from './fr/entries.ts';
import { palette } from './fr/palette.ts';
import { person } from './fr/person.ts';
import { projects } from './fr/projects.ts';
import { publicHolidays } from './fr/public-holidays.ts';
import { services } from './fr/services.ts';
import { shell } from './fr/shell.ts';
import { signIn } from './fr/sign-in.ts';
import { surcharges } from './fr/surcharges.ts';
import { teams } from './fr/teams.ts';
import { users } from './fr/users.ts';
import { yearEnd } from './fr/year-end.ts';

export const fr = {
  ...shell,
  ...common,
  ...signIn,
  ...projects,
  ...customers,
  ...services,
  ...surcharges,
  ...teams,
  ...changeRequests,
  ...absences,
  ...person,
  ...yearEnd,
  ...users,
  ...publicHolidays,
  ...palette,
  ...entries,
} satisfies Messages;
