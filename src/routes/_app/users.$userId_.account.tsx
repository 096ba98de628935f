import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { isoDate } from '../../../contract/common.ts';
import { yearOf } from '../../../contract/dates.ts';
import { callerOf, rights } from '../../../contract/rights.ts';
import { REPORT_YEAR_MAX, REPORT_YEAR_MIN } from '../../../contract/user-reports.ts';
import { prefetchPersonAccount } from '../../api/user-reports.ts';
import { userQueries } from '../../api/users.ts';
import { AccountPage, type AccountView } from '../../features/account/account-page.tsx';
import type { RowWords } from '../../features/account/day-why.tsx';
import { usePersonText } from '../../features/person/person-text.ts';
import { todayIn } from '../../lib/format.ts';

const searchSchema = z.object({
  /** Absent = this year in the viewer's time zone. */
  year: z.number().int().min(REPORT_YEAR_MIN).max(REPORT_YEAR_MAX).optional().catch(undefined),
  /** Absent = this month in this year, December in a past year, January in a later one. */
  month: z.number().int().min(1).max(12).optional().catch(undefined),
  /** The day whose details are open. */
  day: isoDate.optional().catch(undefined),
});

/** The view the address asks for, its gaps filled from today. */
function accountView(search: z.infer<typeof searchSchema>, today: string): AccountView {
  const thisYear = yearOf(today);
  const year = search.year ?? thisYear;
  const fallbackMonth = year === thisYear ? Number(today.slice(5, 7)) : year < thisYear ? 12 : 1;
  const day = search.day?.startsWith(`${year}-`) ? search.day : null;
  return { year, month: search.month ?? fallbackMonth, day };
}

export const Route = createFileRoute('/_app/users/$userId_/account')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ year: search.year }),
  loader: ({ context, deps, params }) => {
    const usersId = Number(params.userId);
    void context.queryClient.prefetchQuery(userQueries.list());
    if (!rights.readsUserRecordsOf(callerOf(context.currentUser), usersId)) return;
    const year = deps.year ?? yearOf(todayIn(context.currentUser.timezone));
    prefetchPersonAccount(context.queryClient, usersId, year);
  },
  component: AccountRoute,
});

function AccountRoute() {
  const { userId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { currentUser } = Route.useRouteContext();
  const personText = usePersonText();
  const rowWords: RowWords = {
    summary: personText.targetSummary,
    range: (row) => personText.range(row.date_since, row.date_until),
  };
  const view = accountView(search, todayIn(currentUser.timezone));
  return (
    <AccountPage
      key={userId}
      userId={Number(userId)}
      view={view}
      onViewChange={(change) => {
        const next = { ...view, ...change };
        // Opening and closing a day replaces the entry, so Back leaves the month rather than each day.
        void navigate({
          search: { year: next.year, month: next.month, day: next.day ?? undefined },
          replace: 'day' in change && !('month' in change) && !('year' in change),
        });
      }}
      rowWords={rowWords}
    />
  );
}
