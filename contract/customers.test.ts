import { describe, expect, it } from 'vitest';
import { customerAddSchema, customerColorSchema, customerColors } from './customers.ts';

describe('customer color', () => {
  it('has nine palette colours', () => {
    expect(customerColors).toHaveLength(9);
  });

  it.each([1, 5, 9])('accepts %s', (value) => {
    expect(customerColorSchema.safeParse(value).success).toBe(true);
  });

  it.each([0, 10, 1.5, '1', null])('rejects %j', (value) => {
    expect(customerColorSchema.safeParse(value).success).toBe(false);
  });

  it('names the color field when a customer add carries a bad colour', () => {
    const result = customerAddSchema.safeParse({ name: 'Acme', color: 10 });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['color']]);
  });
});
