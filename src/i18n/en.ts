import { absences } from './en/absences.ts';
import { account } from './en/account.ts';
import { apiReference } from './en/api-reference.ts';
import { approvals } from './en/approvals.ts';
import { calendarFeed } from './en/calendar-feed.ts';
import { changeRequests } from './en/change-requests.ts';
import { common } from './en/common.ts';
import { connection } from './en/connection.ts';
import { customers } from './en/customers.ts';
import { entries } from './en/entries.ts';
import { entrySummary } from './en/entry-summary.ts';
import { exportMessages } from './en/exports.ts';
import { locks } from './en/locks.ts';
import { lumpsumServices } from './en/lumpsum-services.ts';
import { notificationSettings } from './en/notification-settings.ts';
import { palette } from './en/palette.ts';
import { person } from './en/person.ts';
import { projects } from './en/projects.ts';
import { publicHolidays } from './en/public-holidays.ts';
import { rates } from './en/rates.ts';
import { reports } from './en/reports.ts';
import { services } from './en/services.ts';
import { shell } from './en/shell.ts';
import { shortcuts } from './en/shortcuts.ts';
import { signIn } from './en/sign-in.ts';
import { surcharges } from './en/surcharges.ts';
import { teams } from './en/teams.ts';
import { timer } from './en/timer.ts';
import { timesheet } from './en/timesheet.ts';
import { twoFactor } from './en/two-factor.ts';
import { users } from './en/users.ts';
import { workDay } from './en/work-day.ts';
import { yearEnd } from './en/year-end.ts';

/** English, the reference messages: de and fr have exactly these keys. */
export const en = {
  ...shell,
  ...common,
  ...signIn,
  ...projects,
  ...customers,
  ...services,
  ...rates,
  ...lumpsumServices,
  ...surcharges,
  ...teams,
  ...changeRequests,
  ...absences,
  ...person,
  ...yearEnd,
  ...users,
  ...publicHolidays,
  ...palette,
  ...shortcuts,
  ...calendarFeed,
  ...notificationSettings,
  ...exportMessages,
  ...apiReference,
  ...entrySummary,
  ...reports,
  ...entries,
  ...approvals,
  ...connection,
  ...account,
  ...timer,
  ...locks,
  ...timesheet,
  ...workDay,
  ...twoFactor,
};

/** The shape a translation of `T` must have: the same keys, any text. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export type Messages = Translation<typeof en>;
