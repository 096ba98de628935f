// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { clockOf, secondsOfTime, zonedInstant } from '../../../contract/dates.ts';
import { renderPage } from '../../testing/render.tsx';
import { DayStrip } from './day-strip.tsx';
import { type EditRow, rowsOf } from './edit-rows.ts';

const BERLIN = 'Europe/Berlin';

function at(date: string, clock: string): number {
  return zonedInstant(date, secondsOfTime(clock), BERLIN);
}

/** The strip with its own state, as the page holds it. */
function Harness({ date, initial }: { date: string; initial: EditRow[] }) {
  const [rows, setRows] = useState(initial);
  return (
    <DayStrip
      date={date}
      timeZone={BERLIN}
      hour12={false}
      rows={rows}
      time={(instant) => clockOf(instant, BERLIN)}
      label="Work time"
      onRows={setRows}
    />
  );
}

async function renderStrip(date: string, spans: [string, string][]) {
  const initial = rowsOf(spans.map(([since, until]) => ({ since: at(date, since), until: at(date, until) })));
  await renderPage(<Harness date={date} initial={initial} />);
}

describe('DayStrip handles', () => {
  it('are focusable sliders that say their time, and the arrows move them by 5 minutes, Shift by 1', async () => {
    await renderStrip('2024-05-06', [['08:00', '12:00']]);
    /** A key pressed where the focus is, as a keyboard user presses it. */
    const press = (key: string, shiftKey = false) => {
      if (document.activeElement) fireEvent.keyDown(document.activeElement, { key, shiftKey });
    };
    const start = screen.getByRole('slider', { name: 'Start of interval 1' });
    const end = screen.getByRole('slider', { name: 'End of interval 1' });
    expect(start).toHaveAttribute('aria-valuetext', '08:00');
    expect(end).toHaveAttribute('aria-valuetext', '12:00');
    expect(start).toHaveAttribute('tabindex', '0');
    expect(end).toHaveAttribute('tabindex', '0');

    start.focus();
    expect(start).toHaveFocus();
    press('ArrowRight');
    press('ArrowRight');
    expect(start).toHaveAttribute('aria-valuetext', '08:10');
    press('ArrowLeft', true);
    expect(start).toHaveAttribute('aria-valuetext', '08:09');
    expect(start).toHaveAttribute('aria-valuenow', String(8 * 60 + 9));

    end.focus();
    press('ArrowUp');
    expect(end).toHaveAttribute('aria-valuetext', '12:05');
    press('ArrowDown');
    press('ArrowDown');
    expect(end).toHaveAttribute('aria-valuetext', '11:55');
    // The focus stays on the handle while it moves, so the keys keep working.
    expect(end).toHaveFocus();
  });

  it('stops an edge at its neighbour, at the interval’s other edge and at midnight', async () => {
    await renderStrip('2024-05-06', [
      ['00:05', '09:00'],
      ['09:10', '12:00'],
    ]);
    const firstStart = screen.getByRole('slider', { name: 'Start of interval 1' });
    const firstEnd = screen.getByRole('slider', { name: 'End of interval 1' });
    const secondStart = screen.getByRole('slider', { name: 'Start of interval 2' });

    fireEvent.keyDown(firstEnd, { key: 'ArrowRight' });
    fireEvent.keyDown(firstEnd, { key: 'ArrowRight' });
    fireEvent.keyDown(firstEnd, { key: 'ArrowRight' });
    expect(firstEnd).toHaveAttribute('aria-valuetext', '09:10');

    fireEvent.keyDown(firstStart, { key: 'ArrowLeft' });
    fireEvent.keyDown(firstStart, { key: 'ArrowLeft' });
    expect(firstStart).toHaveAttribute('aria-valuetext', '00:00');

    fireEvent.keyDown(secondStart, { key: 'End' });
    expect(secondStart).toHaveAttribute('aria-valuetext', '11:59');
  });

  it('counts the real minutes of a day with 23 hours', async () => {
    await renderStrip('2024-03-31', [['01:00', '04:00']]);
    const end = screen.getByRole('slider', { name: 'End of interval 1' });
    expect(end).toHaveAttribute('aria-valuemax', String(23 * 60));
    expect(end).toHaveAttribute('aria-valuenow', String(3 * 60));
    fireEvent.keyDown(end, { key: 'End' });
    expect(end).toHaveAttribute('aria-valuenow', String(23 * 60));
  });
});
