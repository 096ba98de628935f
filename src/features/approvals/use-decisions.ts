import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveAbsence } from '../../api/absences.ts';
import { type Decision, useDecideChangeRequests } from '../../api/change-requests.ts';
import { type BulkResult, eachInTurn } from '../../api/resource.ts';
import { confirmWithReason } from '../../components/confirm.tsx';
import { ApiError, isApiError } from '../../lib/http.ts';
import { showNotice } from '../../lib/notice.ts';
import type { ApprovalItem } from './queue.ts';

/** What the last decision left undone, and the names of the items it was about (by their index). */
export type DecisionReport = { results: BulkResult[]; names: string[] };

/**
 * The answers that mean another approver (or the requester) got there first: the change request was
 * approved (404) or declined (422), the absence moved on (422 from the service, 412 when the app saw
 * it change, 409 when its days now collide).
 */
const decidedElsewhere = new Set([404, 409, 412, 422]);

/**
 * Approving and declining one item or many, one request per item in turn, with a per-item report of
 * what the service refused. Declining asks first.
 */
export function useDecisions(nameOf: (item: ApprovalItem) => string) {
  const { t } = useTranslation();
  const moveAbsence = useMoveAbsence();
  const decideChanges = useDecideChangeRequests();
  const [report, setReport] = useState<DecisionReport | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  async function decideOne(item: ApprovalItem, decision: Decision, reason: string): Promise<void> {
    try {
      if (item.kind === 'absence') {
        await moveAbsence.mutateAsync({
          absence: item.absence,
          status: decision === 'approve' ? 1 : 2,
          reason,
        });
        return;
      }
      const [result] = await decideChanges.mutateAsync({ requests: [item.request], decision, reason });
      if (result && !result.ok) throw result.error;
    } catch (error) {
      if (isApiError(error) && decidedElsewhere.has(error.status)) {
        throw new ApiError(error.kind, error.status, t('approvals.alreadyDecided'));
      }
      throw error;
    }
  }

  /** Decides the items; resolves with the keys of those decided, none when the user cancelled. */
  async function decide(items: readonly ApprovalItem[], decision: Decision): Promise<string[]> {
    if (items.length === 0) return [];
    let reason = '';
    if (decision === 'decline') {
      const [only] = items;
      const asked = await confirmWithReason({
        ...(items.length === 1 && only
          ? {
              title: t('approvals.declineTitle'),
              message: t('approvals.declineMessage', { name: nameOf(only) }),
            }
          : {
              title: t('approvals.declineManyTitle', { count: items.length }),
              message: t('approvals.declineManyMessage'),
            }),
        confirmLabel: t('approvals.decline'),
        reasonLabel: t('common.declineReason'),
      });
      if (asked === null) return [];
      reason = asked;
    }
    const keys = items.map((item) => item.key);
    setBusy((current) => new Set([...current, ...keys]));
    setReport(null);
    const results = await eachInTurn(
      items.map((_, index) => index),
      (index) => decideOne(items[index] as ApprovalItem, decision, reason),
    );
    setBusy((current) => new Set([...current].filter((key) => !keys.includes(key))));
    setReport({ results, names: items.map(nameOf) });
    const done = results.filter((result) => result.error === null).length;
    if (done > 0) {
      showNotice({
        color: 'green',
        message: t(decision === 'approve' ? 'approvals.approved' : 'approvals.declined', { count: done }),
      });
    }
    return results.filter((result) => result.error === null).map((result) => keys[result.id] as string);
  }

  return { decide, report, dismissReport: () => setReport(null), busy };
}
