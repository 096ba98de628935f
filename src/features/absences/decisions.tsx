import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Absence, AbsenceStatus } from '../../../contract/absences.ts';
import { useMoveAbsence } from '../../api/absences.ts';
import { useCaller } from '../../lib/auth.ts';
import { describeError } from '../../lib/http.ts';
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

export type Decisions = {
  decide: (absence: Absence, decision: Decision, person: string) => void;
  /** The absence whose decision is on its way to the service. */
  busyId: number | null;
  /** Why the last decision on this absence failed, if it did. */
  errorFor: (id: number) => unknown;
};

/**
 * Approve, decline, cancel and withdraw, from any list or popover. The final moves (decline,
 * cancel, withdraw cannot be undone) ask first. Lives in the page, so a decision confirmed in a
 * dialog completes even when the popover that started it has closed.
 */
export function useAbsenceDecisions(): Decisions {
  const { t } = useTranslation();
  const text = useAbsenceText();
  const caller = useCaller();
  const { mutate, isPending, variables } = useMoveAbsence();
  const [failure, setFailure] = useState<{ id: number; error: unknown } | null>(null);

  // Stable across renders, so calendar rows that receive it do not all re-render.
  const decide = useCallback(
    (absence: Absence, decision: Decision, person: string) => {
      const range = text.range(absence.date_since, absence.date_until, true);
      const run = () => {
        setFailure(null);
        mutate(
          { absence, status: targetStatus[decision] },
          {
            onSuccess: () =>
              notifications.show({
                color: 'green',
                message: t(`absences.done.${decision}`, { person, range }),
              }),
            onError: (error) => {
              setFailure({ id: absence.id, error });
              notifications.show({
                color: 'red',
                title: t('absences.errors.decideFailed'),
                message: describeError(error),
              });
            },
          },
        );
      };
      if (decision === 'approve') {
        run();
        return;
      }
      // An administrator may withdraw someone else's request too; the words then name whose.
      const wording = decision === 'withdraw' && absence.users_id !== caller.id ? 'withdrawOther' : decision;
      modals.openConfirmModal({
        title: t(`absences.confirm.${wording}Title`),
        children: (
          <Text size="sm">
            {t(`absences.confirm.${wording}Text`, { person, range, type: text.type(absence) })}
          </Text>
        ),
        labels: { confirm: t(`absences.confirm.${decision}`), cancel: t('absences.confirm.keep') },
        // Red 8 keeps white text at 4.5:1; the default red 6 does not.
        confirmProps: { color: 'red.8' },
        closeButtonProps: { 'aria-label': t('common.close') },
        zIndex: 400,
        onConfirm: run,
      });
    },
    [mutate, t, text, caller.id],
  );
  const busyId = isPending ? (variables?.absence.id ?? null) : null;
  const errorFor = useCallback((id: number) => (failure?.id === id ? failure.error : null), [failure]);
  return useMemo(() => ({ decide, busyId, errorFor }), [decide, busyId, errorFor]);
}
