import { createFileRoute } from '@tanstack/react-router';
import { type ReactNode, useCallback } from 'react';
import { z } from 'zod';
import type { Absence } from '../../../contract/absences.ts';
import { isRealDate } from '../../../contract/common.ts';
import { teamQueries } from '../../api/teams.ts';
import { userQueries } from '../../api/users.ts';
import { DecisionContext } from '../../features/absences/absence-details.tsx';
import { useAbsenceLength, useAbsenceText } from '../../features/absences/absence-text.ts';
import { usePeople } from '../../features/absences/people.ts';
import { ApprovalsPage } from '../../features/approvals/approvals-page.tsx';
import { type ApprovalsSearch, approvalKinds } from '../../features/approvals/filters.ts';
import type { ApprovalItem } from '../../features/approvals/queue.ts';
import { RequestDay } from '../../features/change-requests/request-detail.tsx';
import { usePresentation } from '../../features/change-requests/use-presentation.ts';

const isoDay = z.string().refine(isRealDate);

const searchSchema = z.object({
  kind: z.enum(approvalKinds).optional().catch(undefined),
  user: z.number().int().min(1).optional().catch(undefined),
  team: z.number().int().min(1).optional().catch(undefined),
  from: isoDay.optional().catch(undefined),
  until: isoDay.optional().catch(undefined),
});

export const Route = createFileRoute('/_app/approvals')({
  validateSearch: searchSchema,
  // The co-workers and the teams leave with the session check on a first load.
  staticData: {
    prefetchBeforeSession: (queryClient) => {
      void queryClient.prefetchQuery(userQueries.list());
      void queryClient.prefetchQuery(teamQueries.list());
    },
  },
  // Names and teams decide whose requests the caller may decide, and name everyone in the details.
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(userQueries.list()),
      context.queryClient.ensureQueryData(teamQueries.list()),
    ]);
  },
  component: ApprovalsRoute,
});

/** The absences feature words an absence ("Holiday, 3–7 March 2027 · 5 days"); the page shows it. */
function useAbsenceSummary(): (absence: Absence) => string {
  const text = useAbsenceText();
  const lengthOf = useAbsenceLength();
  return (absence) => {
    const length = lengthOf(absence);
    const what = `${text.type(absence)}, ${text.range(absence.date_since, absence.date_until, true)}`;
    return length ? `${what} · ${length}` : what;
  };
}

/**
 * What deciding an item changes, as the feature pages show it: for an absence the holidays left and who
 * in the team is away then; for a change request the co-worker's day before and after.
 */
function useImpact(): (item: ApprovalItem) => ReactNode {
  const people = usePeople();
  const present = usePresentation(people.coworkers, people.teams);
  return (item) =>
    item.kind === 'absence' ? (
      <DecisionContext absence={item.absence} people={people} />
    ) : (
      <RequestDay request={item.request} present={present} />
    );
}

function ApprovalsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const absenceText = useAbsenceSummary();
  const impact = useImpact();
  const onSearchChange = useCallback(
    (change: Partial<ApprovalsSearch>) =>
      navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  return (
    <ApprovalsPage
      search={search}
      onSearchChange={onSearchChange}
      onClearFilters={() => navigate({ search: {} })}
      absenceText={absenceText}
      impact={impact}
    />
  );
}
