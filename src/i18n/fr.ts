import type { Messages } from './en.ts';
import { absences } from './fr/absences.ts';
import { account } from './fr/account.ts';
import { apiReference } from './fr/api-reference.ts';
import { approvals } from './fr/approvals.ts';
import { calendarFeed } from './fr/calendar-feed.ts';
import { changeRequests } from './fr/change-requests.ts';
import { common } from './fr/common.ts';
import { connection } from './fr/connection.ts';
import { customers } from './fr/customers.ts';
import { entries } from './fr/entries.ts';
import { entrySummary } from './fr/entry-summary.ts';
import { exportMessages } from './fr/exports.ts';
import { locks } from './fr/locks.ts';
import { lumpsumServices } from './fr/lumpsum-services.ts';
import { notificationSettings } from './fr/notification-settings.ts';
import { palette } from './fr/palette.ts';
import { person } from './fr/person.ts';
import { projects } from './fr/projects.ts';
import { publicHolidays } from './fr/public-holidays.ts';
import { rates } from './fr/rates.ts';
import { reports } from './fr/reports.ts';
import { services } from './fr/services.ts';
import { shell } from './fr/shell.ts';
import { shortcuts } from './fr/shortcuts.ts';
import { signIn } from './fr/sign-in.ts';
import { surcharges } from './fr/surcharges.ts';
import { teams } from './fr/teams.ts';
import { timer } from './fr/timer.ts';
import { timesheet } from './fr/timesheet.ts';
import { twoFactor } from './fr/two-factor.ts';
import { users } from './fr/users.ts';
import { workDay } from './fr/work-day.ts';
import { yearEnd } from './fr/year-end.ts';

export const fr = {
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
} satisfies Messages;
