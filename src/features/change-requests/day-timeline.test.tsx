// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { secondsOfTime, zonedInstant } from '../../../contract/dates.ts';
import type { Interval, IntervalChange } from '../../../contract/work-time-intervals.ts';
import { renderPage, testUser } from '../../testing/render.tsx';
import { createClockFormat } from './change-format.ts';
import { DayTimeline } from './day-timeline.tsx';

const BERLIN = 'Europe/Berlin';

/** Local wall time `hh:mm` of `date` in `zone` as an instant. */
function at(date: string, clock: string, zone = BERLIN): number {
  return zonedInstant(date, secondsOfTime(clock), zone);
}

function span(date: string, since: string, until: string, zone = BERLIN): Interval {
  return { since: at(date, since, zone), until: at(date, until, zone) };
}

function renderTimeline({
  date,
  current,
  changes,
  zone = BERLIN,
  hour12 = false,
}: {
  date: string;
  current: Interval[] | null;
  changes: IntervalChange[];
  zone?: string;
  hour12?: boolean;
}) {
  const clock = createClockFormat({ locale: 'en-GB', hour12, timeZone: zone, date });
  return renderPage(
    <DayTimeline date={date} current={current} changes={changes} clock={clock} hour12={hour12} />,
    // The lanes' totals read as the viewer prefers lengths of work.
    { user: testUser() },
  );
}

/** The segments of a lane as the user hears them, with where they sit on the 0–24 h track. */
function lane(name: string) {
  const list = screen.getByRole('list', { name });
  return within(list)
    .queryAllByRole('listitem')
    .filter((item) => item.dataset.kind)
    .map((item) => ({
      text: item.textContent,
      kind: item.dataset.kind,
      left: Number.parseFloat(item.style.left),
      width: Number.parseFloat(item.style.width),
    }));
}

describe('DayTimeline', () => {
  const date = '2024-05-06';

  it('shows the day now and if approved, with removed and added time marked', async () => {
    await renderTimeline({
      date,
      current: [span(date, '08:00', '12:00'), span(date, '13:00', '17:00')],
      changes: [
        { type: 1, ...span(date, '07:00', '08:00') },
        { type: 2, ...span(date, '12:30', '13:30') },
      ],
    });

    expect(lane('Now').map(({ text, kind }) => [text, kind])).toEqual([
      ['08:00–12:00, Work time', 'work'],
      ['13:00–13:30, Removed', 'removed'],
      ['13:30–17:00, Work time', 'work'],
    ]);
    expect(lane('If approved').map(({ text, kind }) => [text, kind])).toEqual([
      ['07:00–08:00, Added', 'added'],
      ['08:00–12:00, Work time', 'work'],
      ['13:30–17:00, Work time', 'work'],
    ]);
    // 07:00 is 7/24 of the way along the day, and the hour it adds is 1/24 of the track.
    const added = lane('If approved')[0];
    expect(added?.left).toBeCloseTo((7 / 24) * 100, 5);
    expect(added?.width).toBeCloseTo((1 / 24) * 100, 5);

    expect(screen.getByText('8:00 h')).toBeTruthy();
    expect(screen.getByText('8:30 h')).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Work time', 'Added', 'Removed']);
    expect(screen.getByText('Times in Europe/Berlin')).toBeTruthy();
  });

  it('shows the requested changes alone when the current work times may not be read', async () => {
    await renderTimeline({
      date,
      current: null,
      changes: [
        { type: 2, ...span(date, '12:00', '12:30') },
        { type: 1, ...span(date, '08:00', '09:30') },
      ],
    });

    expect(screen.queryByRole('list', { name: 'Now' })).toBeNull();
    expect(lane('Requested').map(({ text }) => text)).toEqual(['08:00–09:30, Added', '12:00–12:30, Removed']);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).queryByText('Work time')).toBeNull();
  });

  it('says so when a day has no work time', async () => {
    await renderTimeline({ date, current: [], changes: [{ type: 2, ...span(date, '09:00', '10:00') }] });
    expect(within(screen.getByRole('list', { name: 'Now' })).getByText('No work time')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'If approved' })).getByText('No work time')).toBeTruthy();
  });

  it('draws a 25-hour day at the end of summer time in proportion', async () => {
    const autumn = '2024-10-27';
    await renderTimeline({ date: autumn, current: [span(autumn, '12:00', '13:00')], changes: [] });
    // Midnight to noon on that day is 13 hours of 25.
    const [segment] = lane('Now');
    expect(segment?.text).toBe('12:00–13:00, Work time');
    expect(segment?.left).toBeCloseTo((13 / 25) * 100, 5);
    expect(segment?.width).toBeCloseTo((1 / 25) * 100, 5);
  });

  it('uses the co-worker’s zone and the viewer’s 12-hour clock, with midnight closing the day', async () => {
    const zone = 'America/New_York';
    await renderTimeline({
      date,
      zone,
      hour12: true,
      current: [span(date, '22:00', '23:00', zone)],
      changes: [{ type: 1, since: at(date, '23:00', zone), until: zonedInstant('2024-05-07', 0, zone) }],
    });
    const [kept, added] = lane('If approved');
    expect(kept?.text).toMatch(/^10:00\spm–11:00\spm, Work time$/i);
    expect(kept?.left).toBeCloseTo((22 / 24) * 100, 5);
    expect(added?.text).toMatch(/^11:00\spm–12:00\sam, Added$/i);
    expect(added?.width).toBeCloseTo((1 / 24) * 100, 5);
    expect(screen.getByText('Times in America/New_York')).toBeTruthy();
  });

  it('writes the closing midnight as 24:00 on a 24-hour clock', async () => {
    await renderTimeline({
      date,
      current: [],
      changes: [{ type: 1, since: at(date, '22:00'), until: zonedInstant('2024-05-07', 0, BERLIN) }],
    });
    expect(lane('If approved').map(({ text }) => text)).toEqual(['22:00–24:00, Added']);
  });
});
