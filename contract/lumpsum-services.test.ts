import { describe, expect, it } from 'vitest';
import {
  lumpSumServiceAddSchema,
  lumpSumServiceEditSchema,
  lumpSumServiceListSchema,
} from './lumpsum-services.ts';

describe('lump sum services', () => {
  it('requires name and price', () => {
    expect(lumpSumServiceAddSchema.safeParse({ name: 'Travel', price: 0.3, unit: 'km' }).success).toBe(true);
    expect(lumpSumServiceAddSchema.safeParse({}).error?.issues.map((issue) => issue.path)).toEqual([
      ['name'],
      ['price'],
    ]);
  });

  it('takes units of at most six characters', () => {
    expect(lumpSumServiceAddSchema.safeParse({ name: 'Item', price: 1, unit: 'Stück' }).success).toBe(true);
    expect(lumpSumServiceAddSchema.safeParse({ name: 'Item', price: 1, unit: 'pieces' }).success).toBe(true);
    expect(
      lumpSumServiceAddSchema.safeParse({ name: 'Item', price: 1, unit: 'minutes' }).error?.issues[0]?.path,
    ).toEqual(['unit']);
  });

  it('rejects a negative price or one with more than two decimals', () => {
    expect(lumpSumServiceEditSchema.safeParse({ price: -1 }).error?.issues[0]?.path).toEqual(['price']);
    expect(lumpSumServiceEditSchema.safeParse({ price: 1.005 }).error?.issues[0]?.path).toEqual(['price']);
  });

  it('lists under `lumpSumServices`', () => {
    const service = { id: 1, name: 'Travel', price: 0.3, unit: 'km', number: null, active: true, note: null };
    expect(lumpSumServiceListSchema.safeParse({ lumpSumServices: [service] }).success).toBe(true);
  });
});
