import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeRequest } from '../../../contract/change-requests.ts';
import type { Decision } from '../../api/change-requests.ts';
import { confirmDestructive, confirmWithReason } from '../../components/confirm.tsx';
import { showNotice } from '../../lib/notice.ts';
import type { InboxActions } from './use-inbox-actions.ts';
import type { Presentation } from './use-presentation.ts';
import type { RequestRights } from './use-request-rights.ts';

/** The rows after `request`, then those before it nearest first: where to go once it is handled. */
function nextAfter(
  records: readonly ChangeRequest[],
  request: ChangeRequest,
  fits: (row: ChangeRequest) => boolean,
) {
  const index = records.findIndex((record) => record.id === request.id);
  return [...records.slice(index + 1), ...records.slice(0, Math.max(0, index)).reverse()].find(
    (record) => record.id !== request.id && fits(record),
  );
}

/**
 * Working through the inbox: which rows may be decided or ticked, deciding one or the ticked ones,
 * withdrawing, and moving on to the next request afterwards.
 */
export function useInboxQueue({
  records,
  viewKey,
  pendingTab,
  openId,
  actions,
  can,
  present,
  onOpen,
}: {
  records: readonly ChangeRequest[];
  viewKey: string;
  pendingTab: boolean;
  /** The request open in the detail panel. */
  openId: number | undefined;
  actions: InboxActions;
  can: RequestRights;
  present: Presentation;
  onOpen: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const { outcomes } = actions;
  const [selection, setSelection] = useState<ChangeRequest[]>([]);

  // A selection belongs to the rows on screen; a new tab, filter or page starts afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the view.
  useEffect(() => setSelection([]), [viewKey]);

  const decidable = (request: ChangeRequest) =>
    pendingTab && request.status === 1 && can.decides(request.users_id);
  const withdrawable = (request: ChangeRequest) =>
    pendingTab && request.status === 1 && can.withdraws(request.users_id);
  const idle = (request: ChangeRequest) => {
    const outcome = outcomes.get(request.id);
    return !outcome || (outcome.state === 'failed' && !outcome.gone);
  };
  const selectable = (request: ChangeRequest) => decidable(request) && idle(request);
  const selected = selection.filter((request) => selectable(request));

  function report(decision: Decision, succeeded: number, failed: number) {
    if (failed === 0) {
      showNotice({
        color: 'green',
        message:
          decision === 'approve'
            ? t('changeRequests.notify.approved', { count: succeeded })
            : t('changeRequests.notify.declined', { count: succeeded }),
      });
    } else {
      showNotice({
        color: 'orange',
        message: t('changeRequests.notify.someFailed', { count: failed }),
      });
    }
  }

  /** A decline asks first, with room for a reason; resolves null when the user did not confirm. */
  async function reasonFor(requests: ChangeRequest[], decision: Decision): Promise<string | null> {
    if (decision === 'approve') return '';
    return confirmWithReason({
      title: t('changeRequests.bulk.declineTitle', { count: requests.length }),
      message: t('changeRequests.bulk.declineText'),
      confirmLabel: t('changeRequests.actions.decline'),
      reasonLabel: t('common.declineReason'),
    });
  }

  async function decideMany(requests: ChangeRequest[], decision: Decision, reason = '') {
    const results = await actions.decide(requests, decision, reason);
    const failed = results.filter((result) => !result.ok).length;
    report(decision, results.length - failed, failed);
  }

  return {
    selected,
    setSelection,
    decidable,
    withdrawable,
    selectable,

    /**
     * The acted-on row's buttons give way to its outcome; focus moves to the same place on the next
     * row, so a keyboard user keeps their place in the queue.
     */
    async decideRow(request: ChangeRequest, decision: Decision) {
      const reason = await reasonFor([request], decision);
      if (reason === null) return;
      const next = nextAfter(records, request, idle);
      if (next) {
        requestAnimationFrame(() => {
          const target =
            document.querySelector<HTMLElement>(`[data-decide-request="${next.id}"]`) ??
            document.querySelector<HTMLElement>(`[data-open-request="${next.id}"]`);
          target?.focus();
        });
      }
      void decideMany([request], decision, reason);
    },

    /** Deciding in the detail panel moves on to the next request, so a queue can be worked through. */
    async decideOpen(request: ChangeRequest, decision: Decision) {
      const reason = await reasonFor([request], decision);
      if (reason === null) return;
      onOpen(nextAfter(records, request, selectable)?.id);
      void decideMany([request], decision, reason);
    },

    async decideSelected(decision: Decision) {
      const chosen = selected;
      if (chosen.length === 0) return;
      const reason = await reasonFor(chosen, decision);
      if (reason === null) return;
      if (chosen.length > 1 && decision === 'approve') {
        const confirmed = await confirmDestructive({
          title: t('changeRequests.bulk.approveTitle', { count: chosen.length }),
          message: t('changeRequests.bulk.approveText'),
          confirmLabel: t('changeRequests.actions.approve'),
          color: 'green',
        });
        if (!confirmed) return;
      }
      setSelection([]);
      await decideMany(chosen, decision, reason);
    },

    async withdraw(request: ChangeRequest) {
      const confirmed = await confirmDestructive({
        title: t('changeRequests.withdraw.title'),
        message:
          request.users_id === can.caller.id
            ? t('changeRequests.withdraw.text', { day: present.day(request.date) })
            : t('changeRequests.withdraw.textOther', {
                name: present.name(request.users_id),
                day: present.day(request.date),
              }),
        confirmLabel: t('changeRequests.actions.withdraw'),
      });
      if (!confirmed) return;
      if (openId === request.id) onOpen(undefined);
      if (await actions.withdraw(request)) {
        showNotice({ color: 'green', message: t('changeRequests.notify.withdrawn') });
      }
    },
  };
}

export type InboxQueue = ReturnType<typeof useInboxQueue>;
