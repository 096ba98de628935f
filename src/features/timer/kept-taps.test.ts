import { describe, expect, it } from 'vitest';
import { readKeptTaps, type ShownTimer, shownAfter } from './kept-taps.ts';

const booking = {
  customers_id: 1,
  projects_id: null,
  services_id: 2,
  billable: 1 as const,
  text: null,
  label: 'Acme · Support',
};
const at = (time: string) => Date.parse(`2026-11-27T${time}Z`);
const stored: ShownTimer = {
  clock: { time_since: '2026-11-27T07:00:00Z' },
  running: { id: 7, line: 'Acme · Design', time_since: '2026-11-27T07:00:00Z' },
};

describe('taps kept while offline', () => {
  it('show the timer as the taps make it, in order, at the moments they were made', () => {
    expect(shownAfter(stored, [{ tap: { kind: 'start', booking }, at: at('09:15:42.5') }])).toEqual({
      clock: stored.clock,
      running: { id: null, line: 'Acme · Support', time_since: '2026-11-27T09:15:42Z' },
    });
    expect(shownAfter(stored, [{ tap: { kind: 'stop' }, at: at('09:00:00') }])).toEqual({
      clock: stored.clock,
      running: null,
    });
    expect(
      shownAfter(stored, [
        { tap: { kind: 'clockOut' }, at: at('12:00:00') },
        { tap: { kind: 'clockIn' }, at: at('12:30:00') },
      ]),
    ).toEqual({ clock: { time_since: '2026-11-27T12:30:00Z' }, running: null });
  });

  it('clock in when a task starts while clocked out, and keep an earlier clock-in', () => {
    const out: ShownTimer = { clock: null, running: null };
    expect(shownAfter(out, [{ tap: { kind: 'start', booking }, at: at('08:00:00') }]).clock).toEqual({
      time_since: '2026-11-27T08:00:00Z',
    });
    expect(shownAfter(stored, [{ tap: { kind: 'clockIn' }, at: at('08:00:00') }]).clock).toBe(stored.clock);
  });

  it('read nothing from storage that is missing, unreadable or not taps', () => {
    expect(readKeptTaps(null)).toEqual([]);
    expect(readKeptTaps('{not json')).toEqual([]);
    expect(readKeptTaps('{"tap":1}')).toEqual([]);
    expect(readKeptTaps('[{"tap":{"kind":"stop"},"at":5},{"at":"x"}]')).toEqual([
      { tap: { kind: 'stop' }, at: 5 },
    ]);
  });
});
