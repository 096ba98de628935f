// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Absence } from '../../../contract/absences.ts';
import { daysOfMonth } from '../../../contract/dates.ts';
import { renderPage } from '../../testing/render.tsx';
import { AbsenceCalendar, type CalendarRow } from './absence-calendar.tsx';
import { useAbsenceText } from './absence-text.ts';

beforeAll(() => {
  // Day–month order as in British English, so names read "3–7 March" (ICU may put thin spaces round the dash).
  Object.defineProperty(window.navigator, 'languages', { value: ['en-GB'], configurable: true });
});

const absence = (id: number, fields: Partial<Absence>): Absence => ({
  id,
  users_id: 1,
  date_since: '2027-03-03',
  date_until: '2027-03-07',
  status: 1,
  type: 1,
  count_days: 3,
  ...fields,
});

const names: Record<number, string> = { 1: 'Camille Dubois', 2: 'Zeynep Kaya' };

function Harness({
  month,
  absences,
  onBarClick = () => {},
  onDayClick = () => {},
  selectable = false,
}: {
  month: string;
  absences: Absence[];
  onBarClick?: (absence: Absence) => void;
  onDayClick?: (rowKey: string, date: string) => void;
  selectable?: boolean;
}) {
  const text = useAbsenceText();
  const dates = daysOfMonth(month);
  const rows: CalendarRow[] = [1, 2].map((usersId) => ({
    key: String(usersId),
    header: names[usersId],
    dates,
    absences: absences.filter((item) => item.users_id === usersId),
    weekendFriday: false,
    selectable,
    person: (item) => names[item.users_id] ?? '',
  }));
  return (
    <AbsenceCalendar
      testId="absence-calendar"
      label={`Absences in ${month}`}
      cornerLabel="Co-worker"
      columns={dates.map((date) => ({ key: date, date, label: date, content: date.slice(8) }))}
      rows={rows}
      today="2027-03-10"
      weekstartMonday
      weekendFriday={false}
      openBarId={null}
      onBarClick={onBarClick}
      onBarDismiss={() => {}}
      renderDetails={() => null}
      barName={text.barName}
      barText={text.type}
      selection={null}
      onDayClick={onDayClick}
      dayLabel={(date) => `Pick ${date}`}
    />
  );
}

describe('absence calendar', () => {
  it('draws one row per co-worker and one column per day, 29 in February 2028', async () => {
    await renderPage(<Harness month="2028-02" absences={[]} />);
    const table = screen.getByRole('table', { name: 'Absences in 2028-02' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getAllByRole('columnheader')).toHaveLength(1 + 29);
    expect(within(table).getByRole('rowheader', { name: 'Zeynep Kaya' })).toBeTruthy();
  });

  it('names bars by person, type, days and status, and marks pending and half days', async () => {
    await renderPage(
      <Harness
        month="2027-03"
        absences={[
          absence(1, {}),
          absence(2, {
            users_id: 2,
            status: 0,
            date_since: '2027-03-15',
            date_until: '2027-03-15',
            count_days: 0.5,
          }),
        ]}
      />,
    );
    const approved = screen.getByRole('button', {
      name: /^Camille Dubois: Holiday, 3\s?–\s?7 March, approved$/,
    });
    expect(approved.style.getPropertyValue('--span')).toBe('5');
    expect(approved.hasAttribute('data-pending')).toBe(false);
    // The bar sits in the cell of its first day: the third day column after the name.
    const firstRow = screen.getAllByRole('row')[1] as HTMLElement;
    const cells = within(firstRow).getAllByRole('cell');
    expect(within(cells[2] as HTMLElement).getByRole('button')).toBe(approved);

    const half = screen.getByRole('button', { name: 'Zeynep Kaya: Holiday, 15 March, half day, pending' });
    expect(half.hasAttribute('data-half')).toBe(true);
    expect(half.hasAttribute('data-pending')).toBe(true);
  });

  it('clips an absence from the previous month at the first day', async () => {
    await renderPage(
      <Harness
        month="2027-03"
        absences={[absence(1, { date_since: '2027-02-24', date_until: '2027-03-02' })]}
      />,
    );
    const bar = screen.getByRole('button', { name: /24 February\s?–\s?2 March/ });
    expect(bar.hasAttribute('data-continues-before')).toBe(true);
    expect(bar.style.getPropertyValue('--span')).toBe('2');
    const firstRow = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(within(firstRow).getAllByRole('cell')[0] as HTMLElement).getByRole('button')).toBe(bar);
  });

  it('shows an absence without visible details as a neutral bar', async () => {
    await renderPage(
      <Harness
        month="2027-03"
        absences={[absence(5, { users_id: 2, type: undefined, count_days: undefined })]}
      />,
    );
    const bar = screen.getByRole('button', { name: /^Zeynep Kaya: Absent, 3\s?–\s?7 March, approved$/ });
    expect(bar.textContent).toBe('Absent');
  });

  it('shades weekends and marks today', async () => {
    await renderPage(<Harness month="2027-03" absences={[]} />);
    const header = screen.getAllByRole('columnheader');
    // 6 March 2027 is a Saturday; the first header cell is the name column.
    expect(header[6]?.hasAttribute('data-weekend')).toBe(true);
    expect(header[5]?.hasAttribute('data-weekend')).toBe(false);
    expect(header[10]?.getAttribute('aria-current')).toBe('date');
  });

  it('reports bar clicks and day picks on selectable rows', async () => {
    const onBarClick = vi.fn();
    const onDayClick = vi.fn();
    await renderPage(
      <Harness
        month="2027-03"
        absences={[absence(1, {})]}
        onBarClick={onBarClick}
        onDayClick={onDayClick}
        selectable
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Camille Dubois: Holiday/ }));
    expect(onBarClick).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Pick 2027-03-20' })[1] as HTMLElement);
    expect(onDayClick).toHaveBeenCalledWith('2', '2027-03-20');
  });
});
