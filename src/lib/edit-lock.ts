import { useMemo } from 'react';
import { rights } from '../../contract/rights.ts';
import { useCaller } from './auth.ts';
import { useFormatter } from './format.ts';

/**
 * The signed-in user's edit lock as pages show it before anyone types: which days are closed, and by
 * which of the two locks a manager sets on the user's record (a fixed date, or a rolling number of
 * open days). Owners and managers are never locked (contract/rights.ts decides).
 */
export type EditLock = {
  /** The last day the user may not change, or null when nothing is locked. */
  last: string | null;
  /** The fixed lock's date when it is the one that closes `last`, else null. */
  fixedUntil: string | null;
  /** The rolling lock's number of open days (1 = today only) when it closes `last`, else null. */
  openDays: number | null;
  isLocked(day: string): boolean;
};

export function useEditLock(): EditLock {
  const caller = useCaller();
  const today = useFormatter().today();
  return useMemo(() => {
    const last = rights.lastLockedDay(caller, today);
    const fixedUntil = last !== null && last === caller.editLock ? last : null;
    return {
      last,
      fixedUntil,
      openDays: last !== null && fixedUntil === null ? caller.editLockDyn : null,
      isLocked: (day: string) => last !== null && day <= last,
    };
  }, [caller, today]);
}
