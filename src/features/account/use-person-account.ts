import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { personAccountQueries } from '../../api/user-reports.ts';
import { type AccountDay, accountDays } from './account-days.ts';

/**
 * One person's account for a year (`personAccountQueries`) with its days put together. `enabled` is
 * false when the caller may not read the person's account, so nothing is asked for. `computed` says
 * what the browser left out when it computed the account because the service has none.
 */
export function usePersonAccount(usersId: number, year: number, enabled: boolean) {
  const reads = personAccountQueries(usersId, year);
  const counted = useQuery({ ...reads.counted, enabled });
  const plan = useQuery({ ...reads.plan, enabled });
  const rows = useQuery({ ...reads.rows, enabled });
  const queries = [counted, plan, rows];
  const days = useMemo<AccountDay[] | undefined>(
    () => (plan.data && counted.data ? accountDays(plan.data.report, counted.data.report) : undefined),
    [plan.data, counted.data],
  );
  const failed = queries.find((query) => query.isError);
  return {
    counted: counted.data?.report,
    plan: plan.data?.report,
    computed: counted.data?.computed ?? null,
    days,
    rows: rows.data,
    error: failed?.error,
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
    retrying: queries.some((query) => query.isFetching),
    pending: !counted.data || !days || !rows.data,
  };
}
