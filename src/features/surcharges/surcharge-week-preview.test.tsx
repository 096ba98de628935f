// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PreviewModel } from '../../components/surcharge-day/surcharge-preview.ts';
import { renderPage } from '../../testing/render.tsx';
import { SurchargeWeekPreview } from './surcharge-week-preview.tsx';

/** jsdom lays nothing out: every observed element reports this width. */
const CHART_WIDTH = 900;

beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        const entry = {
          target,
          contentRect: { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: CHART_WIDTH, height: 300 },
          borderBoxSize: [{ inlineSize: CHART_WIDTH, blockSize: 300 }],
          contentBoxSize: [{ inlineSize: CHART_WIDTH, blockSize: 300 }],
        } as unknown as ResizeObserverEntry;
        this.callback([entry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
});

const night = { percent: 25, time_since: '22:00:00', time_until: '06:00:00' };
const sunday = {
  percent: 50,
  time_since: '22:00:00',
  time_until: '00:00:00',
  time_since_is_previous_day: true,
  time_until_is_next_day: true,
};

async function renderPreview(
  model: PreviewModel,
  options: { weekStartsMonday?: boolean; hour12?: boolean } = {},
) {
  return renderPage(
    <SurchargeWeekPreview
      model={model}
      weekStartsMonday={options.weekStartsMonday ?? true}
      hour12={options.hour12 ?? false}
    />,
  );
}

function rowOf(day: string) {
  const table = screen.getByRole('table', { name: 'Where the surcharges apply, day by day' });
  const header = within(table).getByRole('rowheader', { name: day });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${day}`);
  return within(row);
}

describe('SurchargeWeekPreview', () => {
  it('lists a night window across midnight as a morning and an evening stretch on every day', async () => {
    await renderPreview({ accumulation: true, night });
    // Seven alike days share one row of the table, and the chart draws seven.
    const week = rowOf('Monday – Sunday');
    expect(week.getByText('00:00–06:00: 25% (Night 25%)')).toBeTruthy();
    expect(week.getByText('22:00–24:00: 25% (Night 25%)')).toBeTruthy();
    expect(screen.getAllByRole('rowheader')).toHaveLength(1);
  });

  it('adds night to Sunday with accumulation on, including Saturday evening through the previous-day flag', async () => {
    await renderPreview({ accumulation: true, night, sunday });
    expect(screen.getByText(/night surcharges are added/i)).toBeTruthy();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Monday – Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rowOf('Sunday').getByText('00:00–06:00: 75% (Night 25% + Sunday 50%)')).toBeTruthy();
    expect(rowOf('Sunday').getByText('06:00–22:00: 50% (Sunday 50%)')).toBeTruthy();
    expect(rowOf('Saturday').getByText('22:00–24:00: 75% (Night 25% + Sunday 50%)')).toBeTruthy();
    // The chart labels the same stretches with their percent once it knows its width.
    const chart = screen.getByRole('img', { name: /chart of where the surcharges apply/i });
    expect((await within(chart).findAllByText('75%')).length).toBe(3);
  });

  it('names the surcharge that does not count when accumulation is off', async () => {
    await renderPreview({ accumulation: false, night, sunday });
    expect(screen.getByText(/only the higher percent applies/i)).toBeTruthy();
    expect(rowOf('Sunday').getByText('00:00–06:00: 50% (Sunday 50%; not counted: Night 25%)')).toBeTruthy();
  });

  it('starts the week on Sunday for users who want that, and uses the 12-hour clock when asked', async () => {
    await renderPreview({ accumulation: true, night, sunday }, { weekStartsMonday: false, hour12: true });
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Sunday',
      'Monday – Friday',
      'Saturday',
    ]);
    expect(rowOf('Monday – Friday').getByText(/^12:00\sAM–06:00\sAM: 25%/)).toBeTruthy();
  });

  it('shows a nonbusiness day as an illustrative row rather than a date', async () => {
    await renderPreview({
      accumulation: true,
      night,
      nonbusiness: { ...sunday, percent: 125, time_since: '20:00:00' },
    });
    const holiday = rowOf('A nonbusiness day (e.g. a public holiday on a Wednesday)');
    expect(holiday.getByText('00:00–06:00: 150% (Night 25% + Nonbusiness day 125%)')).toBeTruthy();
    expect(holiday.getByText('The day before, 20:00–22:00: 125% (Nonbusiness day 125%)')).toBeTruthy();
    expect(
      holiday.getByText('The day before, 22:00–24:00: 150% (Night 25% + Nonbusiness day 125%)'),
    ).toBeTruthy();
    // The chart draws the evening before on its own track, between the week and the holiday.
    const chart = screen.getByRole('img', { name: /chart of where the surcharges apply/i });
    expect(within(chart).getByText('Tue')).toBeTruthy();
    expect((await within(chart).findAllByText('125%')).length).toBe(2);
    expect(rowOf('Monday – Sunday').queryByText(/Nonbusiness day/)).toBeNull();
  });

  it('says so when nothing is switched on', async () => {
    await renderPreview({ accumulation: true });
    expect(screen.getByText('Switch on a surcharge to see where it applies.')).toBeTruthy();
    expect(rowOf('Monday – Sunday').getByText('No surcharge')).toBeTruthy();
  });
});
