import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Absence, AbsenceStatus } from '../../../contract/absences.ts';
import { absenceQueries, useDeleteAbsence, useMoveAbsence } from '../../api/absences.ts';
import { confirmDestructive, confirmWithReason } from '../../components/confirm.tsx';
import { useCaller } from '../../lib/auth.ts';
import { describeError } from '../../lib/http.ts';
import { showNotice } from '../../lib/notice.ts';
import { useAbsenceText } from './absence-text.ts';

export type Decision = 'approve' | 'decline' | 'cancel' | 'withdraw';

const targetStatus: Record<Decision, AbsenceStatus> = { approve: 1, decline: 2, cancel: 3, withdraw: 4 };

/** The decision that moves an absence to a status; 0 is never a target. */
export const decisionTo: Record<Exclude<AbsenceStatus, 0>, Decision> = {
  1: 'approve',
  2: 'decline',
  3: 'cancel',
  4: 'withdraw',
};

/** What can be done to an absence from any list or popover. */
export type AbsenceCommands = {
  decide: (absence: Absence, decision: Decision, person: string) => void;
  /** Deletes a declined, cancelled or withdrawn absence. */
  remove: (absence: Absence, person: string) => void;
  /** Opens the absence in the form. */
  edit: (absence: Absence) => void;
  /** The absence whose decision or delete is on its way to the service. */
  busyId: number | null;
  /** Why the last decision or delete of this absence failed, if it did. */
  errorFor: (id: number) => unknown;
};

/**
 * Decisions and deletes ask first, except approving: declining, cancelling, withdrawing and
 * deleting cannot be undone. Lives in the page, so a command confirmed in a dialog completes even
 * when the popover that started it has closed.
 */
export function useAbsenceCommands(onEdit: (absence: Absence) => void): AbsenceCommands {
  const { t } = useTranslation();
  const text = useAbsenceText();
  const caller = useCaller();
  const queryClient = useQueryClient();
  const { mutate: move, isPending: moving, variables: moved } = useMoveAbsence();
  const { mutateAsync: deleteAbsence } = useDeleteAbsence();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ id: number; error: unknown } | null>(null);

  const fail = useCallback((absence: Absence, title: string, error: unknown) => {
    setFailure({ id: absence.id, error });
    showNotice({ color: 'red', title, message: describeError(error) });
  }, []);

  // Stable across renders, so calendar rows that receive the commands do not all re-render.
  const decide = useCallback(
    async (absence: Absence, decision: Decision, person: string) => {
      const range = text.range(absence.date_since, absence.date_until, true);
      // An administrator may withdraw someone else's request too; the words then name whose.
      const wording = decision === 'withdraw' && absence.users_id !== caller.id ? 'withdrawOther' : decision;
      const question = {
        title: t(`absences.confirm.${wording}Title`),
        message: t(`absences.confirm.${wording}Text`, { person, range, type: text.type(absence) }),
        confirmLabel: t(`absences.confirm.${decision}`),
        cancelLabel: t('absences.confirm.keep'),
        // Red 8 keeps white text at 4.5:1; the default red 6 does not.
        color: 'red.8',
      };
      // Only a decline carries a reason, written into the absence's note for the requester.
      const reason =
        decision === 'approve'
          ? ''
          : decision === 'decline'
            ? await confirmWithReason({ ...question, reasonLabel: t('common.declineReason') })
            : (await confirmDestructive(question))
              ? ''
              : null;
      if (reason === null) return;
      setFailure(null);
      move(
        { absence, status: targetStatus[decision], reason },
        {
          onSuccess: () =>
            showNotice({
              color: 'green',
              message: t(`absences.done.${decision}`, { person, range }),
            }),
          onError: (error) => fail(absence, t('absences.errors.decideFailed'), error),
        },
      );
    },
    [move, fail, t, text, caller.id],
  );

  const remove = useCallback(
    async (absence: Absence, person: string) => {
      const range = text.range(absence.date_since, absence.date_until, true);
      const confirmed = await confirmDestructive({
        title: t('absences.confirm.deleteTitle'),
        message: t('absences.confirm.deleteText', { person, range, type: text.type(absence) }),
        confirmLabel: t('absences.confirm.delete'),
        cancelLabel: t('absences.confirm.keep'),
        color: 'red.8',
      });
      if (!confirmed) return;
      setFailure(null);
      setDeletingId(absence.id);
      try {
        // The list carries no ETag: the delete names the version just read (If-Match).
        const { etag } = await queryClient.fetchQuery({ ...absenceQueries.detail(absence.id), staleTime: 0 });
        await deleteAbsence({ id: absence.id, etag });
        showNotice({ color: 'green', message: t('absences.done.delete', { person, range }) });
      } catch (error) {
        fail(absence, t('absences.errors.deleteFailed'), error);
      } finally {
        setDeletingId(null);
      }
    },
    [deleteAbsence, queryClient, fail, t, text],
  );

  const busyId = deletingId ?? (moving ? (moved?.absence.id ?? null) : null);
  const errorFor = useCallback((id: number) => (failure?.id === id ? failure.error : null), [failure]);
  return useMemo(
    () => ({
      decide: (absence, decision, person) => void decide(absence, decision, person),
      remove: (absence, person) => void remove(absence, person),
      edit: onEdit,
      busyId,
      errorFor,
    }),
    [decide, remove, onEdit, busyId, errorFor],
  );
}
