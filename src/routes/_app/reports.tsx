import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { z } from 'zod';
import { reportSearchSchema } from '../../../contract/report-views.ts';
import { rights } from '../../../contract/rights.ts';
import { entriesViewOf } from '../../features/entries/entries-filters.ts';
import { EntryPeriodFilters } from '../../features/entries/period-filters.tsx';
import { type EntriesSearch, entriesSearchSchema } from '../../features/entries/search.ts';
import { BudgetOverTime } from '../../features/entry-summary/budget-over-time.tsx';
import { type ReportGrouping, ReportsPage } from '../../features/entry-summary/reports-page.tsx';
import { SavedViews } from '../../features/entry-summary/saved-views.tsx';
import { useCaller, useCurrentUser } from '../../lib/auth.ts';
import { leniently } from '../../lib/search-params.ts';

/**
 * The entries page's address with the report's own fields: the period, filters and grouping that a
 * saved view holds, read with the same schema as the service reads a view (`reportSearchSchema`).
 */
const reportsSearchSchema = entriesSearchSchema.extend(leniently(reportSearchSchema.shape));
type ReportsSearch = z.infer<typeof reportsSearchSchema>;

const reportsSearchDefaults = {
  period: 'month',
  group: 'customer',
  text: '',
  page: 1,
  items_per_page: 50,
} as const satisfies Partial<ReportsSearch>;

export const Route = createFileRoute('/_app/reports')({
  validateSearch: reportsSearchSchema,
  search: { middlewares: [stripSearchParams(reportsSearchDefaults)] },
  component: ReportsRoute,
});

function ReportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { user } = useCurrentUser();
  const caller = useCaller();
  const view = entriesViewOf(search, user);
  const onSearchChange = useCallback(
    (change: Partial<EntriesSearch | ReportsSearch>, options?: { replace?: boolean }) =>
      navigate({ search: (previous) => ({ ...previous, ...change }), replace: options?.replace }),
    [navigate],
  );
  // A worker has no co-workers to group by: the service sums only their own entries.
  const grouping: ReportGrouping = {
    group: view.everyone || search.group !== 'user' ? search.group : 'customer',
    subgroup: view.everyone || search.subgroup !== 'user' ? search.subgroup : undefined,
  };
  return (
    <ReportsPage
      filters={view.filters}
      grouping={grouping}
      everyone={view.everyone}
      scope={[view.period.first, view.last]}
      filtersBar={<EntryPeriodFilters search={search} onSearchChange={onSearchChange} />}
      views={
        <SavedViews
          current={reportSearchSchema.parse(search)}
          onPick={(picked) => navigate({ search: picked })}
        />
      }
      onGroupingChange={(next) => onSearchChange({ group: next.group, subgroup: next.subgroup })}
      onIncludeHardBudget={() => onSearchChange({ hardRevenue: 1 })}
      // Narrowed to one project, those who see budgets see its budget over time.
      after={
        search.project !== undefined && rights.seesRightsFields(caller) ? (
          <BudgetOverTime
            projectId={search.project}
            today={view.today}
            zone={view.zone}
            mondayFirst={view.weekStart === 1}
          />
        ) : undefined
      }
    />
  );
}
