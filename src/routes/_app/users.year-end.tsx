import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { MAX_YEAR, MIN_YEAR } from '../../../contract/common.ts';
import { yearOf } from '../../../contract/dates.ts';
import { callerOf, rights } from '../../../contract/rights.ts';
import { absenceQueries } from '../../api/absences.ts';
import { holidaysCarryQueries } from '../../api/holidays-carry.ts';
import { holidaysQuotaQueries } from '../../api/holidays-quota.ts';
import { overtimeCarryQueries } from '../../api/overtime-carry.ts';
import { userReportQueries } from '../../api/user-reports.ts';
import { userQueries } from '../../api/users.ts';
import { YearEndPage } from '../../features/year-end/year-end-page.tsx';
import { carryCap } from '../../features/year-end/year-end-rows.ts';
import { todayIn } from '../../lib/format.ts';

const searchSchema = z.object({
  /** The closed year; its carryovers go into the next one, which must be a year the interface allows. */
  year: z
    .number()
    .int()
    .min(MIN_YEAR)
    .max(MAX_YEAR - 1)
    .optional()
    .catch(undefined),
  search: z.string().max(100).default('').catch(''),
  /** The company's cap on carried holiday days; kept here, as no company settings exist to hold it. */
  cap: carryCap.optional().catch(undefined),
});

function thisYear(timeZone: string): number {
  return yearOf(todayIn(timeZone));
}

/**
 * Absent = the previous year. A year is closed once it is over: in December the current year still
 * has days to take and requests to decide, so its days left are not final yet, while from January
 * on the year just ended is the one waiting for its close.
 */
function yearToClose(timeZone: string, year: number | undefined): number {
  return year ?? thisYear(timeZone) - 1;
}

export const Route = createFileRoute('/_app/users/year-end')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ search: '' })] },
  loaderDeps: ({ search }) => ({ year: search.year }),
  loader: ({ context, deps }) => {
    const { currentUser, queryClient } = context;
    // Workers see a notice only; their lists would hold their own rows anyway.
    if (!rights.writesMasterData(callerOf(currentUser))) return;
    const year = yearToClose(currentUser.timezone, deps.year);
    void queryClient.prefetchQuery(userQueries.list());
    void queryClient.prefetchQuery(absenceQueries.year(year));
    void queryClient.prefetchQuery(holidaysQuotaQueries.list());
    void queryClient.prefetchQuery(holidaysCarryQueries.list(year));
    void queryClient.prefetchQuery(holidaysCarryQueries.list(year + 1));
    void queryClient.prefetchQuery(overtimeCarryQueries.list(year + 1));
    void queryClient.prefetchQuery(userReportQueries.list({ year }));
  },
  component: YearEndRoute,
});

function YearEndRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { currentUser } = Route.useRouteContext();
  const year = yearToClose(currentUser.timezone, search.year);
  const cap = search.cap ?? null;
  return (
    <YearEndPage
      // Another year starts with fresh proposals, selection and results.
      key={year}
      year={year}
      today={todayIn(currentUser.timezone)}
      search={search.search}
      cap={cap}
      onYearChange={(next) => navigate({ search: (previous) => ({ ...previous, year: next }) })}
      onSearchChange={(text) =>
        navigate({ search: (previous) => ({ ...previous, search: text }), replace: true })
      }
      onCapChange={(days) =>
        navigate({ search: (previous) => ({ ...previous, cap: days ?? undefined }), replace: true })
      }
    />
  );
}
