import './zod-config.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customerAddSchema } from '../contract/customers.ts';

describe('zod without its compiled parsers', () => {
  it('is set before the contract’s schemas are made', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('still parses a valid body, strips unknown fields and names the fields of an invalid one', () => {
    expect(customerAddSchema.parse({ name: 'Acme', unknown: 1 })).toMatchObject({ name: 'Acme' });
    expect(customerAddSchema.parse({ name: 'Acme', unknown: 1 })).not.toHaveProperty('unknown');
    const refused = customerAddSchema.safeParse({ name: 5 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([['name']]);
  });
});
