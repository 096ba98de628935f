import { describe, expect, it } from 'vitest';
import { changeRequestAddSchema } from '../../../contract/change-requests.ts';
import type { User } from '../../../contract/users.ts';
import { draftFrom, lockedFor, toBody } from './draft.ts';

describe('toBody', () => {
  it('turns local times of the co-worker’s day into UTC instants the contract accepts', () => {
    const body = toBody(
      {
        users_id: 7,
        date: '2024-05-06',
        changes: [
          { type: 1, time_since: '08:00', time_until: '09:30' },
          { type: 2, time_since: '12:00', time_until: '12:30' },
        ],
      },
      'Europe/Berlin',
    );
    expect(body).toEqual({
      date: '2024-05-06',
      users_id: 7,
      changes: [
        { type: 1, time_since: '2024-05-06T06:00:00Z', time_until: '2024-05-06T07:30:00Z' },
        { type: 2, time_since: '2024-05-06T10:00:00Z', time_until: '2024-05-06T10:30:00Z' },
      ],
    });
    expect(changeRequestAddSchema.safeParse(body).success).toBe(true);
  });

  it('reads an end of 00:00 as the midnight that closes the day', () => {
    const body = toBody(
      { users_id: 7, date: '2024-05-06', changes: [{ type: 1, time_since: '22:00', time_until: '00:00' }] },
      'America/New_York',
    );
    expect(body.changes[0]).toEqual({
      type: 1,
      time_since: '2024-05-07T02:00:00Z',
      time_until: '2024-05-07T04:00:00Z',
    });
  });

  it('leaves what cannot be read for the contract to name', () => {
    const body = toBody(
      { users_id: 7, date: null, changes: [{ type: 1, time_since: '', time_until: '09:00' }] },
      'Europe/Berlin',
    );
    const result = changeRequestAddSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(new Set(result.error?.issues.map((issue) => issue.path.join('.')))).toEqual(
      new Set(['date', 'changes.0.time_since']),
    );
  });

  it('lets the contract catch an end before the start, even before a date is chosen', () => {
    const body = toBody(
      { users_id: 7, date: null, changes: [{ type: 2, time_since: '10:00', time_until: '09:00' }] },
      'Europe/Berlin',
    );
    const result = changeRequestAddSchema.safeParse(body);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('changes.0.time_until');
  });
});

describe('draftFrom', () => {
  it('copies a request back into local times, the closing midnight as 00:00', () => {
    expect(
      draftFrom(
        {
          id: 1,
          date: '2024-05-06',
          users_id: 7,
          status: 2,
          declined_at: '2024-05-08T09:00:00Z',
          declined_by: 2,
          changes: [{ type: 1, time_since: '2024-05-06T20:00:00Z', time_until: '2024-05-06T22:00:00Z' }],
        },
        'Europe/Berlin',
      ),
    ).toEqual({
      users_id: 7,
      date: '2024-05-06',
      changes: [{ type: 1, time_since: '22:00', time_until: '00:00' }],
    });
  });
});

describe('lockedFor', () => {
  const worker = { id: 7, role: 'worker', edit_lock: null, edit_lock_dyn: null } as User;

  it('follows a fixed edit lock', () => {
    const locked = { ...worker, edit_lock: '2024-05-10' };
    expect(lockedFor(locked, '2024-05-10', '2024-06-01')).toBe(true);
    expect(lockedFor(locked, '2024-05-11', '2024-06-01')).toBe(false);
  });

  it('follows a rolling edit lock counted from today', () => {
    // 8 days editable: today and the 7 days before.
    const rolling = { ...worker, edit_lock_dyn: 8 } as User;
    expect(lockedFor(rolling, '2024-05-24', '2024-05-31')).toBe(false);
    expect(lockedFor(rolling, '2024-05-23', '2024-05-31')).toBe(true);
  });

  it('never locks owners and managers, and does not guess without the lock fields', () => {
    expect(
      lockedFor({ ...worker, role: 'manager', edit_lock: '2030-01-01' }, '2024-05-01', '2024-06-01'),
    ).toBe(false);
    const { edit_lock: _lock, edit_lock_dyn: _dyn, ...hidden } = worker;
    expect(lockedFor(hidden as User, '2024-05-01', '2024-06-01')).toBeNull();
  });
});
