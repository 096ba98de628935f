import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { yearOf } from '../../../contract/dates.ts';
import { absenceQueries } from '../../api/absences.ts';
import { teamQueries } from '../../api/teams.ts';
import { userQueries } from '../../api/users.ts';
import { PersonYearPage } from '../../features/absences/person-year-page.tsx';
import { todayIn } from '../../lib/format.ts';

const searchSchema = z.object({
  /** Absent = this year in the user's time zone. */
  year: z.number().int().min(1970).max(2100).optional().catch(undefined),
});

function thisYear(timeZone: string): number {
  return yearOf(todayIn(timeZone));
}

export const Route = createFileRoute('/_app/absences_/person/$userId')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ year: search.year }),
  loader: async ({ context, deps }) => {
    const year = deps.year ?? thisYear(context.currentUser.timezone);
    void context.queryClient.prefetchQuery(absenceQueries.year(year));
    await Promise.all([
      context.queryClient.ensureQueryData(userQueries.list()),
      context.queryClient.ensureQueryData(teamQueries.list()),
    ]);
  },
  component: PersonYearRoute,
});

function PersonYearRoute() {
  const { userId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { currentUser } = Route.useRouteContext();
  const year = search.year ?? thisYear(currentUser.timezone);
  return (
    <PersonYearPage
      // A new person starts with a fresh selection and closed popovers.
      key={userId}
      userId={Number(userId)}
      year={year}
      onYearChange={(next) => navigate({ search: { year: next } })}
    />
  );
}
