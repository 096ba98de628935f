import type { TFunction } from 'i18next';
import { editLockDynValues } from '../../../contract/common.ts';
import { dayIn } from '../../../contract/dates.ts';
import { callerOf, rights } from '../../../contract/rights.ts';
import type { User } from '../../../contract/users.ts';

/** How a person thinks of the dynamic lock: the days that stay open, not a count back from today. */
export function dynamicLockText(t: TFunction, days: number): string {
  if (days === 1) return t('users.lock.onlyToday');
  if (days === 2) return t('users.lock.todayAndYesterday');
  return t('users.lock.todayAndDaysBack', { days: days - 1 });
}

/** The dynamic lock's choices in the order the interface lists them. */
export function dynamicLockOptions(t: TFunction) {
  return editLockDynValues.map((days) => ({ value: days, label: dynamicLockText(t, days) }));
}

function fixedLockText(t: TFunction, formatDate: (isoDate: string) => string, editLock: string): string {
  return t('users.lock.lockedUpTo', { date: formatDate(editLock) });
}

/** What `edit_lock_sync` means, for a person who has never seen the word. */
export function syncText(t: TFunction, sync: boolean | null | undefined): string {
  return sync ? t('users.lock.followsCompany') : t('users.lock.ownLock');
}

/**
 * The last day a co-worker may not change, counted from today in their own time zone (the service
 * judges days there); null when nothing is locked, and always for owners and managers.
 */
export function effectiveLock(user: User, now: number = Date.now()): string | null {
  return rights.lastLockedDay(callerOf(user), dayIn(now, user.timezone));
}

/** The effective lock in words: "Locked up to 31 Oct 2026", "Never locked" for owners and managers. */
export function effectiveLockText(
  t: TFunction,
  formatDate: (isoDate: string) => string,
  user: User,
  now: number = Date.now(),
): string {
  if (user.role === 'owner' || user.role === 'manager') return t('users.lock.neverLocked');
  const last = effectiveLock(user, now);
  return last === null ? t('users.lock.notLocked') : fixedLockText(t, formatDate, last);
}
