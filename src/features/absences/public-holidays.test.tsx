// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysOfMonth } from '../../../contract/dates.ts';
import type { NonbusinessDay, UserNonbusinessGroup } from '../../../contract/nonbusiness-groups.ts';
import type { User } from '../../../contract/users.ts';
import { jsonResponse, stubFetch } from '../../testing/fetch.ts';
import { renderPage, testUser } from '../../testing/render.tsx';
import { AbsenceCalendar, type CalendarRow } from './absence-calendar.tsx';
import { Legend } from './legend.tsx';
import { usePickDayLabel, usePublicHolidays } from './public-holidays.ts';

// Public holidays in the month view, from the service's validity periods and group days (stubbed).

beforeAll(() => {
  // Day–month order as in British English: "25 December 2026".
  Object.defineProperty(window.navigator, 'languages', { value: ['en-GB'], configurable: true });
});

const DECEMBER = daysOfMonth('2026-12');

const daysOf: Record<number, NonbusinessDay[]> = {
  5: [
    { date: '2026-12-25', name: 'Christmas Day', special: true },
    { date: '2026-12-26', name: 'Boxing Day', special: true },
  ],
  6: [{ date: '2026-12-25', name: 'Noël', special: true }],
};

/** Answers the periods list and each group's days, and records which groups were asked for. */
function stubService(periods: UserNonbusinessGroup[]) {
  return stubFetch(({ url }) => {
    if (url.pathname === '/api/v2/usersNonbusinessGroups') return jsonResponse({ data: periods });
    const group = /^\/api\/nonbusinessgroups\/(\d+)\/days$/.exec(url.pathname)?.[1];
    if (group) return jsonResponse({ nonbusinessdays: daysOf[Number(group)] ?? [] });
    return jsonResponse({ error: { code: 404, message: 'Not found.' } }, { status: 404 });
  });
}

function MonthWithHolidays({ users }: { users: User[] }) {
  const holidays = usePublicHolidays(users, DECEMBER);
  const dayLabel = usePickDayLabel();
  const rows: CalendarRow[] = users.map((user) => ({
    key: String(user.id),
    header: user.name,
    dates: DECEMBER,
    absences: [],
    weekendFriday: false,
    holidays: holidays.get(user.id),
    selectable: true,
    person: () => user.name,
  }));
  return (
    <>
      <AbsenceCalendar
        label="December"
        cornerLabel="Co-worker"
        columns={DECEMBER.map((date) => ({ key: date, date, label: date, content: date.slice(8) }))}
        rows={rows}
        today="2026-12-01"
        weekstartMonday
        weekendFriday={false}
        openBarId={null}
        onBarClick={() => {}}
        onBarDismiss={() => {}}
        renderDetails={() => null}
        barName={() => ''}
        barText={() => ''}
        selection={null}
        onDayClick={() => {}}
        dayLabel={dayLabel}
      />
      <Legend types={[]} pending={false} half={false} daysOff={false} holidays={holidays.size > 0} />
    </>
  );
}

/** The day cell of `date` in the row headed `name`. */
function cellOf(name: string, date: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell')[DECEMBER.indexOf(date)] as HTMLElement;
}

const holidayDates = (name: string) =>
  DECEMBER.filter((date) => cellOf(name, date).hasAttribute('data-holiday'));

const groupsAskedFor = (sent: ReturnType<typeof stubFetch>) =>
  sent
    .filter((request) => request.url.pathname.endsWith('/days'))
    .map((request) => [
      request.url.pathname,
      request.url.searchParams.get('date_since'),
      request.url.searchParams.get('date_until'),
    ]);

describe('public holidays in the calendar', () => {
  it("shades and names each co-worker's holidays from the group in force, one request per group", async () => {
    const manager = testUser({ id: 1 });
    const camille = testUser({ id: 2, name: 'Camille Dubois', role: 'worker', nonbusinessgroups_id: 5 });
    const zeynep = testUser({ id: 3, name: 'Zeynep Kaya', role: 'worker', nonbusinessgroups_id: 5 });
    const noGroup = testUser({ id: 4, name: 'Ana Lima', role: 'worker', nonbusinessgroups_id: null });
    const sent = stubService([
      { id: 9, users_id: 3, nonbusiness_groups_id: 6, date_since: '2026-12-24', date_until: null },
    ]);
    await renderPage(<MonthWithHolidays users={[camille, zeynep, noGroup]} />, { user: manager });

    await waitFor(() => expect(holidayDates('Camille Dubois')).toEqual(['2026-12-25', '2026-12-26']));
    expect(cellOf('Camille Dubois', '2026-12-25').getAttribute('title')).toBe('Christmas Day');
    expect(
      within(cellOf('Camille Dubois', '2026-12-25')).getByRole('button', {
        name: 'Pick 25 December 2026, Christmas Day',
      }),
    ).toBeInTheDocument();
    // From 24 December Zeynep's validity period puts her in the group whose only day is the 25th.
    await waitFor(() => expect(holidayDates('Zeynep Kaya')).toEqual(['2026-12-25']));
    expect(cellOf('Zeynep Kaya', '2026-12-25').getAttribute('title')).toBe('Noël');
    expect(
      within(cellOf('Zeynep Kaya', '2026-12-26')).getByRole('button', { name: 'Pick 26 December 2026' }),
    ).toBeInTheDocument();
    expect(cellOf('Zeynep Kaya', '2026-12-26').hasAttribute('title')).toBe(false);
    expect(holidayDates('Ana Lima')).toEqual([]);
    expect(screen.getByRole('region', { name: 'Legend' })).toHaveTextContent('Public holiday');

    expect(groupsAskedFor(sent).sort()).toEqual([
      ['/api/nonbusinessgroups/5/days', '2026-12-01', '2026-12-31'],
      ['/api/nonbusinessgroups/6/days', '2026-12-01', '2026-12-31'],
    ]);
  });

  it("shades a worker's own row but not a co-worker's whose group they may not read", async () => {
    const camille = testUser({ id: 2, name: 'Camille Dubois', role: 'worker', nonbusinessgroups_id: 5 });
    // What a worker's list holds about another: no nonbusinessgroups_id.
    const zeynep = testUser({ id: 3, name: 'Zeynep Kaya', role: 'worker' });
    const sent = stubService([]);
    await renderPage(<MonthWithHolidays users={[camille, zeynep]} />, { user: camille });

    await waitFor(() => expect(holidayDates('Camille Dubois')).toEqual(['2026-12-25', '2026-12-26']));
    expect(holidayDates('Zeynep Kaya')).toEqual([]);
    expect(groupsAskedFor(sent)).toEqual([['/api/nonbusinessgroups/5/days', '2026-12-01', '2026-12-31']]);
  });

  it('shows no holidays and no legend entry when the periods cannot be read', async () => {
    const manager = testUser({ id: 1 });
    const camille = testUser({ id: 2, name: 'Camille Dubois', role: 'worker', nonbusinessgroups_id: 5 });
    const sent = stubFetch(() => jsonResponse({ error: { code: 500, message: 'Down.' } }, { status: 500 }));
    await renderPage(<MonthWithHolidays users={[camille]} />, { user: manager });

    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(holidayDates('Camille Dubois')).toEqual([]);
    expect(screen.getByRole('region', { name: 'Legend' })).not.toHaveTextContent('Public holiday');
    expect(groupsAskedFor(sent)).toEqual([]);
  });
});
