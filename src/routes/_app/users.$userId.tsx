import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { yearOf } from '../../../contract/dates.ts';
import { teamQueries } from '../../api/teams.ts';
import { userQueries } from '../../api/users.ts';
import { HolidayAccountCard } from '../../features/absences/holiday-account-view.tsx';
import { PersonPage } from '../../features/person/person-page.tsx';
import { useFormatter } from '../../lib/format.ts';

const searchSchema = z.object({
  /** The holiday account's year; absent = this year in the viewer's time zone. */
  year: z.number().int().min(1970).max(2100).optional().catch(undefined),
});

export const Route = createFileRoute('/_app/users/$userId')({
  validateSearch: searchSchema,
  // Starts the directory requests early; the page shows its own skeletons.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(userQueries.list());
    void context.queryClient.prefetchQuery(teamQueries.list());
  },
  component: PersonRoute,
});

function PersonRoute() {
  const { userId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const today = useFormatter().today();
  const year = search.year ?? yearOf(today);
  const id = Number(userId);
  return (
    <PersonPage
      // Another person starts with closed dialogs.
      key={userId}
      userId={id}
      year={year}
      onYearChange={(next) => navigate({ search: { year: next }, replace: true })}
      account={<HolidayAccountCard subjectId={id} year={year} />}
    />
  );
}
