import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { entryRecordGroups } from '../../../contract/entry-summary.ts';
import { rights } from '../../../contract/rights.ts';
import { entriesViewOf } from '../../features/entries/entries-filters.ts';
import { EntryPeriodFilters } from '../../features/entries/period-filters.tsx';
import { type EntriesSearch, entriesSearchSchema, periodKinds } from '../../features/entries/search.ts';
import { BudgetOverTime } from '../../features/entry-summary/budget-over-time.tsx';
import { type ReportGrouping, ReportsPage } from '../../features/entry-summary/reports-page.tsx';
import { useCaller, useCurrentUser } from '../../lib/auth.ts';

/** The entries page's period and filters (the same names, so a link carries over), and the grouping. */
const reportsSearchSchema = entriesSearchSchema.extend({
  period: z.enum(periodKinds).default('month').catch('month'),
  group: z.enum(entryRecordGroups).default('customer').catch('customer'),
  subgroup: z.enum(entryRecordGroups).optional().catch(undefined),
});
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
