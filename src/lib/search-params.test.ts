import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reportSearchSchema } from '../../contract/report-views.ts';
import { leniently } from './search-params.ts';

describe('an address read leniently', () => {
  const address = z.object(leniently(reportSearchSchema.shape));

  it('falls back to each field’s default where the strict schema refuses the value', () => {
    const bad = { period: 'year', group: 'colour', subgroup: 'day', customer: 0, billable: 3, text: 5 };
    expect(reportSearchSchema.safeParse(bad).success).toBe(false);
    expect(address.parse(bad)).toEqual({ period: 'month', group: 'customer', text: '' });
  });

  it('keeps every value the strict schema accepts, as it reads it', () => {
    const good = {
      period: 'range',
      date: '2026-01-01',
      until: '2026-01-31',
      group: 'user',
      subgroup: 'project',
    };
    expect(address.parse(good)).toEqual(reportSearchSchema.parse(good));
  });
});
