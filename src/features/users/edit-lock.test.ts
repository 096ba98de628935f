import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { createFormatter } from '../../lib/format.ts';
import { testUser } from '../../testing/render.tsx';
import {
  dynamicLockOptions,
  dynamicLockText,
  effectiveLock,
  effectiveLockText,
  syncText,
} from './edit-lock.ts';

const t = i18n.t.bind(i18n);
const formatDate = createFormatter({
  locale: 'en-GB',
  timeZone: 'UTC',
  hour12: false,
  durations: 'clock',
  hourUnit: 'h',
}).date;
// 23:30 in UTC on 21 November is already 22 November in Berlin.
const now = Date.parse('2026-11-21T23:30:00Z');

const worker = testUser({ id: 4, name: 'Wanda Worker', role: 'worker' });

describe('dynamic lock wording', () => {
  it('says which days stay open', () => {
    expect(dynamicLockText(t, 1)).toBe('Only today editable');
    expect(dynamicLockText(t, 2)).toBe('Today and yesterday editable');
    expect(dynamicLockText(t, 8)).toBe('Today and the last 7 days editable');
  });

  it('offers every value the interface allows, in order', () => {
    expect(dynamicLockOptions(t).map((option) => option.value)).toEqual([1, 2, 3, 5, 8, 15, 31, 46, 91]);
  });
});

describe('effective lock', () => {
  it('is nothing without a lock', () => {
    expect(effectiveLock(worker, now)).toBeNull();
    expect(effectiveLockText(t, formatDate, worker, now)).toBe('Not locked');
  });

  it('counts a dynamic lock back from today in the co-worker’s own zone', () => {
    expect(effectiveLock({ ...worker, edit_lock_dyn: 8 }, now)).toBe('2026-11-14');
    expect(effectiveLock({ ...worker, edit_lock_dyn: 8, timezone: 'America/New_York' }, now)).toBe(
      '2026-11-13',
    );
  });

  it('takes whichever of the fixed and the dynamic lock reaches later', () => {
    const both = { ...worker, edit_lock: '2026-10-31', edit_lock_dyn: 8 as const };
    expect(effectiveLockText(t, formatDate, both, now)).toBe('Locked up to 14 Nov 2026');
    expect(effectiveLockText(t, formatDate, { ...both, edit_lock: '2026-11-20' }, now)).toBe(
      'Locked up to 20 Nov 2026',
    );
  });

  it('never locks owners and managers', () => {
    const manager = { ...worker, role: 'manager' as const, edit_lock: '2026-10-31' };
    expect(effectiveLock(manager, now)).toBeNull();
    expect(effectiveLockText(t, formatDate, manager, now)).toBe('Never locked (owners and managers)');
  });
});

it('explains the company-lock flag', () => {
  expect(syncText(t, true)).toBe('Follows the company lock');
  expect(syncText(t, null)).toBe('Own lock');
});
