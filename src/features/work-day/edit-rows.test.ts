import { describe, expect, it } from 'vitest';
import { intervalsOf, moved, newRow, problemsOf, typedInto } from './edit-rows.ts';

const h = (hour: number) => hour * 3_600_000;
const day = { start: h(0), end: h(24) };

describe('edit rows', () => {
  it('refuse an interval that ends before it starts, at its end', () => {
    const row = newRow(h(11), h(9));
    expect(problemsOf([row]).get(row.key)).toEqual({ until: { kind: 'reversed' } });
    expect(intervalsOf([row])).toBeNull();
  });

  it('refuse the later of two overlapping intervals at its start, naming the earlier one, but allow touching', () => {
    const morning = newRow(h(8), h(12));
    const lunch = newRow(h(11), h(13));
    const afternoon = newRow(h(13), h(17));
    const problems = problemsOf([afternoon, morning, lunch]);
    expect(problems.get(lunch.key)).toEqual({ since: { kind: 'overlap', row: 2 } });
    expect(problems.has(morning.key)).toBe(false);
    expect(problems.has(afternoon.key)).toBe(false);
  });

  it('keep an unfinished typed time as text and ask for it', () => {
    const blank = newRow(h(8), h(12));
    const [edited] = typedInto([blank], blank.key, 'since', '0', null);
    expect(edited).toMatchObject({ since: null, text: { since: '0' } });
    expect(edited && problemsOf([edited]).get(edited.key)).toEqual({ since: { kind: 'required' } });
    const [finished] = typedInto([blank], blank.key, 'since', '09:00', h(9));
    expect(finished).toMatchObject({ since: h(9), text: { since: undefined } });
  });

  it('move an interval whole only as far as its neighbours', () => {
    const morning = newRow(h(8), h(12));
    const afternoon = newRow(h(13), h(17));
    const [, pushed] = moved([morning, afternoon], afternoon.key, 'both', h(10), day);
    expect(pushed).toMatchObject({ since: h(12), until: h(16) });
    const [, late] = moved([morning, afternoon], afternoon.key, 'both', h(22), day);
    expect(late).toMatchObject({ since: h(20), until: h(24) });
  });
});
