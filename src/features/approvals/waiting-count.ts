import { useQuery } from '@tanstack/react-query';
import { approvalQueries } from '../../api/approvals.ts';
import { usePageSettled } from '../../lib/page-settled.ts';
import { useApprovalQueue } from './queue.ts';

/**
 * Whether the caller has an approvals inbox and how many requests wait in it, for the navigation: the
 * service's count, one small answer. A service without that extension (API_UPSTREAM) gets the inbox's
 * own lists counted instead. Both wait for the page, whose first rows need neither.
 */
export function useWaitingCount(): { decides: boolean; count: number | undefined } {
  const settled = usePageSettled();
  const answer = useQuery({ ...approvalQueries.count(), enabled: settled }).data;
  const queue = useApprovalQueue(answer?.kind === 'notServed' && settled);
  switch (answer?.kind) {
    case 'counted':
      return { decides: true, count: answer.count.absences + answer.count.change_requests };
    case 'notServed':
      return { decides: queue.decides, count: queue.query.data?.items.length };
    default:
      return { decides: false, count: undefined };
  }
}
