// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EntrySummary } from '../../../contract/entry-summary.ts';
import { jsonResponse, stubFetch } from '../../testing/fetch.ts';
import { renderPage, testUser } from '../../testing/render.tsx';
import type { ChartBar } from './period-chart.tsx';
import { PeriodPicture } from './period-picture.tsx';

/** Whether the chart's code can be downloaded. */
const network = vi.hoisted(() => ({ up: false }));

// The chart library draws nothing in jsdom: a stand-in says what it was given.
vi.mock('./period-chart.tsx', () => {
  if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
  return { default: ({ bars }: { bars: ChartBar[] }) => <p>Chart of {bars.length} days</p> };
});

const summary: EntrySummary = {
  group: 'day',
  timezone: 'Europe/Berlin',
  weekstart_monday: true,
  totals: { hours: 7.5, billable_hours: 6, revenue: 590 },
  buckets: [{ key: '2026-11-02', billable_hours: 6, not_billable_hours: 1.5, revenue: 590 }],
};

describe('the picture of a period without its chart code', () => {
  it('says so in place of the chart and its hint, keeps the totals and the list, and draws both on "Try again"', async () => {
    stubFetch(() => jsonResponse({ filter: null, summary }));
    const onNarrow = vi.fn();
    await renderPage(
      <PeriodPicture
        filters={{ time_since: '2026-10-31T23:00:00Z', time_until: '2026-11-30T23:00:00Z' }}
        onNarrow={onNarrow}
        onIncludeHardBudget={vi.fn()}
      />,
      { user: testUser() },
    );
    const region = await screen.findByRole('region', { name: 'Summary of the period' });

    const failed = await within(region).findByRole('alert');
    expect(failed).toHaveTextContent('Could not load this part of the page');
    expect(failed).toHaveTextContent('Check your connection and try again.');
    expect(within(region).getByText('7:30 h')).toBeInTheDocument();
    expect(within(region).queryByText(/Click a bar/)).not.toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: 'Show only Nov 2' }));
    expect(onNarrow).toHaveBeenCalledWith({ day: '2026-11-02' });

    network.up = true;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('Chart of 1 days')).toBeInTheDocument();
    expect(within(region).getByText(/Click a bar/)).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });
});
