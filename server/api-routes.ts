import { openApiDocumentSchema } from '../contract/openapi.ts';
import { declareRoutes, type RouteGroup } from './declare-routes.ts';
import { openApiDocument } from './openapi/document.ts';
import { absencesRoutes } from './routes/absences.ts';
import { approvalsRoutes } from './routes/approvals.ts';
import { calendarFeedsRoutes } from './routes/calendar-feeds.ts';
import { changeRequestsRoutes } from './routes/change-requests.ts';
import { companySettingsRoutes } from './routes/company-settings.ts';
import { customersRoutes } from './routes/customers.ts';
import { entriesRoutes } from './routes/entries.ts';
import { entrySummaryRoutes } from './routes/entry-summary.ts';
import { holidaysCarryRoutes, holidaysRoutes } from './routes/holidays.ts';
import { lumpsumServicesRoutes } from './routes/lumpsum-services.ts';
import { nonbusinessGroupsRoutes } from './routes/nonbusiness-groups.ts';
import { notificationSettingsRoutes } from './routes/notification-settings.ts';
import { overtimeCarryRoutes } from './routes/overtime-carry.ts';
import { passwordsRoutes } from './routes/passwords.ts';
import { probesRoutes } from './routes/probes.ts';
import { projectsRoutes } from './routes/projects.ts';
import { ratesRoutes } from './routes/rates.ts';
import { reportViewsRoutes } from './routes/report-views.ts';
import { servicesRoutes } from './routes/services.ts';
import { sessionsRoutes } from './routes/sessions.ts';
import { surchargeModelPeriodsRoutes } from './routes/surcharge-model-periods.ts';
import { surchargesRoutes } from './routes/surcharges.ts';
import { targetHoursRoutes } from './routes/target-hours.ts';
import { teamsRoutes } from './routes/teams.ts';
import { twoFactorRoutes } from './routes/two-factor.ts';
import { userReportsRoutes } from './routes/user-reports.ts';
import { usersRoutes } from './routes/users.ts';
import { workClockRoutes } from './routes/work-clock.ts';
import { workTimesRoutes } from './routes/work-times.ts';

/** `GET /api/openapi.json`: it describes the interface, not anyone's data, so it needs no credentials. */
const documentRoutes = declareRoutes(
  {
    document: {
      method: 'GET',
      path: '/api/openapi.json',
      tag: 'Reference',
      summary: 'Get the OpenAPI document',
      description: 'The interface described from the contract; readable without credentials.',
      extension: true,
      response: openApiDocumentSchema,
      public: true,
    },
  },
  () => ({ document: (c) => c.json(openApiDocument(operations)) }),
);

/** Every route the service serves, each declared once in its resource's module; `createApp` registers them. */
export const routeGroups: readonly RouteGroup[] = [
  documentRoutes,
  probesRoutes,
  sessionsRoutes,
  passwordsRoutes,
  twoFactorRoutes,
  companySettingsRoutes,
  customersRoutes,
  projectsRoutes,
  usersRoutes,
  teamsRoutes,
  lumpsumServicesRoutes,
  servicesRoutes,
  ratesRoutes,
  surchargesRoutes,
  surchargeModelPeriodsRoutes,
  nonbusinessGroupsRoutes,
  entriesRoutes,
  entrySummaryRoutes,
  reportViewsRoutes,
  workTimesRoutes,
  workClockRoutes,
  changeRequestsRoutes,
  absencesRoutes,
  approvalsRoutes,
  calendarFeedsRoutes,
  notificationSettingsRoutes,
  targetHoursRoutes,
  holidaysRoutes,
  holidaysCarryRoutes,
  overtimeCarryRoutes,
  userReportsRoutes,
];

/** What the OpenAPI document and the fuzzer are derived from. */
export const operations = routeGroups.flatMap((group) => group.operations);
