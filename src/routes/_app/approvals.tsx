import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import type { Absence } from '../../../contract/absences.ts';
import { isRealDate } from '../../../contract/common.ts';
import { approvalQueries } from '../../api/approvals.ts';
import { teamQueries } from '../../api/teams.ts';
import { DecisionContext } from '../../features/absences/absence-details.tsx';
import { useAbsenceLength, useAbsenceText } from '../../features/absences/absence-text.ts';
import { ApprovalsPage } from '../../features/approvals/approvals-page.tsx';
import { type ApprovalsSearch, approvalKinds } from '../../features/approvals/filters.ts';
import type { ApprovalItem, Directory } from '../../features/approvals/queue.ts';
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
  // Whom the caller decides for and the teams leave with the session check on a first load; the
  // queue names, filters and judges its rows by them, never by the whole users list.
  staticData: {
    prefetchBeforeSession: (queryClient) => {
      void queryClient.prefetchQuery(approvalQueries.people());
      void queryClient.prefetchQuery(teamQueries.list());
    },
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(approvalQueries.people());
    void context.queryClient.prefetchQuery(teamQueries.list());
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
 * in the team is away then; for a change request the co-worker's day before and after, in their zone.
 */
function Impact({ item, directory }: { item: ApprovalItem; directory: Directory }) {
  const people = useMemo(() => [...directory.people.values()], [directory]);
  const present = usePresentation(people, directory.teams);
  return item.kind === 'absence' ? (
    <DecisionContext
      absence={item.absence}
      teamId={directory.people.get(item.usersId)?.teams_id ?? null}
      teams={directory.teams}
    />
  ) : (
    <RequestDay request={item.request} present={present} />
  );
}

const impact = (item: ApprovalItem, directory: Directory) => <Impact item={item} directory={directory} />;

function ApprovalsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const absenceText = useAbsenceSummary();
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
