// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { EntrySummary } from '../../../contract/entry-summary.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { setDurationFormat } from '../../lib/duration-format.ts';
import { errorResponse, jsonResponse, type SentRequest, stubFetch } from '../../testing/fetch.ts';
import { renderPage, testUser } from '../../testing/render.tsx';
import { type PeriodFilters, PeriodPicture } from './period-picture.tsx';

const NOVEMBER: PeriodFilters = {
  time_since: '2026-10-31T23:00:00Z',
  time_until: '2026-11-30T23:00:00Z',
  'filter[billable]': 1,
};

const common = { timezone: 'Europe/Berlin', weekstart_monday: true };

const byDay: EntrySummary = {
  group: 'day',
  ...common,
  totals: { hours: 7.5, billable_hours: 6, revenue: 590 },
  buckets: [
    { key: '2026-11-02', billable_hours: 6, not_billable_hours: 1.5, revenue: 590 },
    { key: '2026-11-03', billable_hours: 0, not_billable_hours: 0, revenue: 0 },
  ],
};

const byCustomer: EntrySummary = {
  group: 'customer',
  ...common,
  totals: byDay.totals,
  buckets: [{ id: 7, name: 'Acme', billable_hours: 6, not_billable_hours: 1.5, revenue: 590 }],
};

const byProject: EntrySummary = {
  group: 'project',
  ...common,
  totals: byDay.totals,
  buckets: [
    { id: 11, name: 'Website', billable_hours: 4, not_billable_hours: 0, revenue: 400 },
    { id: null, name: null, billable_hours: 2, not_billable_hours: 1.5, revenue: 190 },
  ],
};

const summaries: Record<string, EntrySummary> = { day: byDay, customer: byCustomer, project: byProject };

function answerSummaries(request: SentRequest) {
  const group = request.url.searchParams.get('group') ?? 'day';
  return jsonResponse({ filter: null, summary: summaries[group] });
}

async function show(filters: PeriodFilters = NOVEMBER, role: 'manager' | 'worker' = 'manager') {
  const onNarrow = vi.fn();
  const onIncludeHardBudget = vi.fn();
  await renderPage(
    <PeriodPicture filters={filters} onNarrow={onNarrow} onIncludeHardBudget={onIncludeHardBudget} />,
    { user: testUser({ role }) },
  );
  const region = await screen.findByRole('region', { name: 'Summary of the period' });
  return { onNarrow, onIncludeHardBudget, region };
}

describe('the picture of a period', () => {
  it('sums the whole filtered period and narrows the list to a day from the keyboard list', async () => {
    const sent = stubFetch(answerSummaries);
    const { onNarrow, region } = await show();

    expect(await within(region).findByText('7:30 h')).toBeInTheDocument();
    expect(within(region).getByText('Billable hours').nextSibling).toHaveTextContent('6:00 h');
    expect(within(region).getByText('590.00', { selector: 'p' })).toBeInTheDocument();
    const [request] = sent;
    expect(request?.url.pathname).toBe('/api/entries/summary');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      time_since: '2026-10-31T23:00:00Z',
      time_until: '2026-11-30T23:00:00Z',
      'filter[billable]': '1',
      group: 'day',
      hard_budget_projects: '5',
    });

    // Only days with entries are listed; each is a button.
    const list = within(region).getByRole('table');
    expect(within(list).getAllByRole('row')).toHaveLength(2);
    const day = within(list).getByRole('button', { name: 'Show only Nov 2' });
    day.focus();
    fireEvent.click(day);
    expect(onNarrow).toHaveBeenCalledWith({ day: '2026-11-02' });
  });

  it('starts a long period with weeks', async () => {
    const sent = stubFetch(() =>
      jsonResponse({
        filter: null,
        summary: { ...byDay, group: 'week', buckets: [{ ...byDay.buckets[0], key: '2026-11-02' }] },
      }),
    );
    const { onNarrow, region } = await show({
      time_since: '2026-01-01T00:00:00Z',
      time_until: '2026-07-01T00:00:00Z',
    });
    fireEvent.click(await within(region).findByRole('button', { name: 'Show only Week of Nov 2' }));
    expect(onNarrow).toHaveBeenCalledWith({ week: '2026-11-02' });
    expect(sent[0]?.url.searchParams.get('group')).toBe('week');
    expect(within(region).getByRole('radio', { name: 'Weeks' })).toBeChecked();
  });

  it('switches to customers and projects; entries without a project cannot narrow', async () => {
    const sent = stubFetch(answerSummaries);
    const { onNarrow, region } = await show();
    await within(region).findByText('7:30 h');

    fireEvent.click(within(region).getByRole('radio', { name: 'Customers' }));
    fireEvent.click(await within(region).findByRole('button', { name: 'Show only Acme' }));
    expect(onNarrow).toHaveBeenLastCalledWith({ customer: 7 });
    expect(within(region).getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();

    fireEvent.click(within(region).getByRole('radio', { name: 'Projects' }));
    fireEvent.click(await within(region).findByRole('button', { name: 'Show only Website' }));
    expect(onNarrow).toHaveBeenLastCalledWith({ project: 11 });
    const noProject = within(region).getByRole('cell', { name: 'No project' });
    expect(within(noProject).queryByRole('button')).toBeNull();
    expect(sent.map((request) => request.url.searchParams.get('group'))).toEqual([
      'day',
      'customer',
      'project',
    ]);
  });

  it('shows no revenue where the service sends none', async () => {
    const { revenue: _total, ...totals } = byDay.totals;
    stubFetch(() =>
      jsonResponse({
        filter: null,
        summary: {
          ...byDay,
          totals,
          buckets: byDay.buckets.map(({ revenue: _bucket, ...bucket }) => bucket),
        },
      }),
    );
    const { region } = await show(NOVEMBER, 'worker');
    await within(region).findByText('7:30 h');
    expect(within(region).queryByText('Revenue')).toBeNull();
    expect(within(region).queryByRole('columnheader', { name: 'Revenue' })).toBeNull();
  });

  it('says so when the period holds no entries', async () => {
    stubFetch(() =>
      jsonResponse({
        filter: null,
        summary: {
          ...byDay,
          totals: { hours: 0, billable_hours: 0, revenue: 0 },
          buckets: [{ key: '2026-11-03', billable_hours: 0, not_billable_hours: 0, revenue: 0 }],
        },
      }),
    );
    const { region } = await show();
    expect(await within(region).findByText('No entries in this period')).toBeInTheDocument();
    expect(within(region).queryByRole('table')).toBeNull();
  });

  it('shows a failure with a way to try again', async () => {
    let fail = true;
    stubFetch((request) =>
      fail
        ? errorResponse(400, 'The period is too long', { fields: ['time_until'] })
        : answerSummaries(request),
    );
    const { region } = await show();
    expect(await within(region).findByRole('alert')).toHaveTextContent('The period is too long');
    fail = false;
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(region).getByText('7:30 h')).toBeInTheDocument());
  });

  it('names the hard-budget projects its revenue leaves out, and includes them on request', async () => {
    const projects = ['Audit', 'Booking', 'Catalogue', 'Dashboard', 'Export', 'Forms', 'Gateway'];
    const leftOut = {
      hours: 299,
      projects: projects.map((name, index) => ({ id: index + 1, name, hours: index === 0 ? 200 : 16.5 })),
    };
    stubFetch(() =>
      jsonResponse({
        filter: null,
        summary: { ...byDay, totals: { ...byDay.totals, hard_budget_left_out: leftOut } },
      }),
    );
    const { region, onIncludeHardBudget } = await show();

    const note = await within(region).findByRole('note');
    expect(note).toHaveTextContent('Revenue leaves out 7 hard-budget projects');
    expect(note).toHaveTextContent('Their 299:00 h count in the hours but not in the revenue');
    const named = within(note)
      .getAllByRole('listitem')
      // The unit follows its number after a no-break space.
      .map((item) => item.textContent?.replace(/\u00a0/g, ' '));
    expect(named).toEqual([
      'Audit: 200:00 h',
      'Booking: 16:30 h',
      'Catalogue: 16:30 h',
      'Dashboard: 16:30 h',
      'Export: 16:30 h',
      'and 2 more',
    ]);
    fireEvent.click(within(note).getByRole('button', { name: 'Include their revenue' }));
    expect(onIncludeHardBudget).toHaveBeenCalledOnce();
  });

  it('asks the service to name only the projects it shows, and counts the rest from its count', async () => {
    const leftOut = {
      hours: 41_250,
      projects: ['Audit', 'Booking', 'Catalogue', 'Dashboard', 'Export'].map((name, index) => ({
        id: index + 1,
        name,
        hours: 10,
      })),
      count_projects: 5300,
    };
    const sent = stubFetch(() =>
      jsonResponse({
        filter: null,
        summary: { ...byDay, totals: { ...byDay.totals, hard_budget_left_out: leftOut } },
      }),
    );
    const { region } = await show();

    const note = await within(region).findByRole('note');
    expect(note).toHaveTextContent('Revenue leaves out 5,300 hard-budget projects');
    expect(within(note).getAllByRole('listitem').at(-1)).toHaveTextContent('and 5,295 more');
    const summaryRequest = sent.find((request) => request.url.pathname === '/api/entries/summary');
    expect(summaryRequest?.url.searchParams.get('hard_budget_projects')).toBe('5');
  });

  it('says nothing of hard budgets when no revenue is left out', async () => {
    stubFetch(answerSummaries);
    const { region } = await show();
    expect(await within(region).findByText('7:30 h')).toBeInTheDocument();
    expect(within(region).queryByText(/hard-budget/)).toBeNull();
  });

  it('switches its figures between hours and minutes and decimal hours as the preference changes', async () => {
    stubFetch(answerSummaries);
    await renderPage(<PeriodPicture filters={NOVEMBER} onNarrow={vi.fn()} onIncludeHardBudget={vi.fn()} />, {
      user: testUser(),
    });
    onTestFinished(() => setDurationFormat('clock'));
    const region = await screen.findByRole('region', { name: 'Summary of the period' });
    const billable = () => within(region).getByText('Billable hours').nextSibling;
    expect(await within(region).findByText('7:30 h')).toBeInTheDocument();
    expect(billable()).toHaveTextContent('6:00 h');

    // Chosen in the account menu, the format is the browser's and every figure follows at once.
    act(() => setDurationFormat('decimal'));
    expect(await within(region).findByText('7.50 h')).toBeInTheDocument();
    expect(billable()).toHaveTextContent('6.00 h');
    expect(within(region).queryByText('7:30 h')).toBeNull();

    await act(() => setLanguage('de'));
    expect(await within(region).findByText('7,50 Std.')).toBeInTheDocument();
  });
});
