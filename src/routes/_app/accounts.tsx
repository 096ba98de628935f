import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { yearOf } from '../../../contract/dates.ts';
import { callerOf, rights } from '../../../contract/rights.ts';
import { REPORT_YEAR_MAX, REPORT_YEAR_MIN } from '../../../contract/user-reports.ts';
import { teamQueries } from '../../api/teams.ts';
import { userReportQueries } from '../../api/user-reports.ts';
import { userQueries } from '../../api/users.ts';
import { AccountsPage, type AccountsSearch } from '../../features/account/accounts-page.tsx';
import { todayIn } from '../../lib/format.ts';

const searchSchema = z.object({
  /** Absent = this year in the viewer's time zone. */
  year: z.number().int().min(REPORT_YEAR_MIN).max(REPORT_YEAR_MAX).optional().catch(undefined),
  team: z
    .union([z.enum(['all', 'none']), z.number().int().min(1)])
    .default('all')
    .catch('all'),
  /** Highest balance first: who has the most overtime to take. */
  sort: z
    .string()
    .regex(/^-?[a-zA-Z_]+$/)
    .default('-balance')
    .catch('-balance'),
});

const defaults = searchSchema.parse({});

function thisYear(timeZone: string): number {
  return yearOf(todayIn(timeZone));
}

export const Route = createFileRoute('/_app/accounts')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(defaults)] },
  // Everyone's accounts are for owners and managers; a worker's own is on My time.
  beforeLoad: ({ context }) => {
    if (!rights.readsEveryonesUserRecords(callerOf(context.currentUser))) throw redirect({ to: '/my-time' });
  },
  loaderDeps: ({ search }) => ({ year: search.year }),
  loader: ({ context, deps }) => {
    const year = deps.year ?? thisYear(context.currentUser.timezone);
    void context.queryClient.prefetchQuery(userReportQueries.list({ year }));
    void context.queryClient.prefetchQuery(userQueries.list());
    void context.queryClient.prefetchQuery(teamQueries.list());
  },
  component: AccountsRoute,
});

function AccountsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { currentUser } = Route.useRouteContext();
  const view: AccountsSearch = { ...search, year: search.year ?? thisYear(currentUser.timezone) };
  return (
    <AccountsPage
      search={view}
      onSearchChange={(change) => navigate({ search: (previous) => ({ ...previous, ...change }) })}
    />
  );
}
