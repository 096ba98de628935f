import { absences } from './de/absences.ts';
import { account } from './de/account.ts';
import { apiReference } from './de/api-reference.ts';
import { approvals } from './de/approvals.ts';
import { calendarFeed } from './de/calendar-feed.ts';
import { changeRequests } from './de/change-requests.ts';
import { common } from './de/common.ts';
import { connection } from './de/connection.ts';
import { customers } from './de/customers.ts';
import { entries } from './de/entries.ts';
import { entrySummary } from './de/entry-summary.ts';
import { exportMessages } from './de/exports.ts';
import { locks } from './de/locks.ts';
import { lumpsumServices } from './de/lumpsum-services.ts';
import { notificationSettings } from './de/notification-settings.ts';
import { palette } from './de/palette.ts';
import { person } from './de/person.ts';
import { projects } from './de/projects.ts';
import { publicHolidays } from './de/public-holidays.ts';
import { rates } from './de/rates.ts';
import { reports } from './de/reports.ts';
import { services } from './de/services.ts';
import { shell } from './de/shell.ts';
import { shortcuts } from './de/shortcuts.ts';
import { signIn } from './de/sign-in.ts';
import { surcharges } from './de/surcharges.ts';
import { teams } from './de/teams.ts';
import { timer } from './de/timer.ts';
import { timesheet } from './de/timesheet.ts';
import { twoFactor } from './de/two-factor.ts';
import { users } from './de/users.ts';
import { workDay } from './de/work-day.ts';
import { yearEnd } from './de/year-end.ts';
import type { Messages } from './en.ts';

export const de = {
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
