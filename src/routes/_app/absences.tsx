import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { absenceTypeSchema } from '../../../contract/absences.ts';
import { monthOf } from '../../../contract/dates.ts';
import { absenceQueries } from '../../api/absences.ts';
import { userNonbusinessGroupQueries } from '../../api/nonbusiness-groups.ts';
import { targetHoursQueries } from '../../api/target-hours.ts';
import { teamQueries } from '../../api/teams.ts';
import { userQueries } from '../../api/users.ts';
import { AbsencesPage } from '../../features/absences/absences-page.tsx';
import { isMonth } from '../../features/absences/calendar-layout.ts';
import { type AbsencesSearch, absenceStatusFilters, absenceTabs } from '../../features/absences/filters.ts';
import { formRequestSearch } from '../../lib/form-request.ts';
import { todayIn } from '../../lib/format.ts';

const searchSchema = z.object({
  /** Absent = this month in the user's time zone, so a bookmark always opens the current month. */
  month: z.string().refine(isMonth).optional().catch(undefined),
  team: z.number().int().min(1).optional().catch(undefined),
  user: z.number().int().min(1).optional().catch(undefined),
  type: absenceTypeSchema.optional().catch(undefined),
  status: z.enum(absenceStatusFilters).default('live').catch('live'),
  tab: z.enum(absenceTabs).default('calendar').catch('calendar'),
  ...formRequestSearch,
});

const defaults: AbsencesSearch = searchSchema.parse({});

/** The month the calendar opens on: the asked one, or this month in `timeZone`. */
function monthShown(month: string | undefined, timeZone: string): string {
  return month ?? monthOf(todayIn(timeZone));
}

// The time zones furthest behind and ahead of UTC: when they agree on the month, every user's does.
const earliestZone = 'Etc/GMT+12';
const latestZone = 'Etc/GMT-14';

export const Route = createFileRoute('/_app/absences')({
  validateSearch: searchSchema,
  // Defaults stay out of the address, so a plain link and a shared one look alike.
  search: { middlewares: [stripSearchParams({ status: defaults.status, tab: defaults.tab })] },
  staticData: {
    prefetchBeforeSession: (queryClient, search: AbsencesSearch) => {
      void queryClient.prefetchQuery(userQueries.list());
      void queryClient.prefetchQuery(teamQueries.list());
      // What shades the grid (days off, public holidays' groups) comes with the rows, not after them.
      void queryClient.prefetchQuery({ ...targetHoursQueries.list(), retry: false });
      void queryClient.prefetchQuery({ ...userNonbusinessGroupQueries.list(), retry: false });
      const month = monthShown(search.month, earliestZone);
      if (month === monthShown(search.month, latestZone))
        void queryClient.prefetchQuery(absenceQueries.month(month));
    },
  },
  loaderDeps: ({ search }) => ({ month: search.month }),
  loader: async ({ context, deps }) => {
    const month = monthShown(deps.month, context.currentUser.timezone);
    // The grid shows its own skeleton and error; names and teams are needed for any of it.
    void context.queryClient.prefetchQuery(absenceQueries.month(month));
    void context.queryClient.prefetchQuery({ ...targetHoursQueries.list(), retry: false });
    await Promise.all([
      context.queryClient.ensureQueryData(userQueries.list()),
      context.queryClient.ensureQueryData(teamQueries.list()),
    ]);
  },
  component: AbsencesRoute,
});

function AbsencesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AbsencesPage
      search={search}
      onSearchChange={(change) => navigate({ search: (previous) => ({ ...previous, ...change }) })}
      onClearFilters={() =>
        navigate({
          search: (previous) => ({ ...previous, team: undefined, user: undefined, type: undefined }),
        })
      }
    />
  );
}
