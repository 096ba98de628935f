import { describe, expect, it } from 'vitest';
import { serviceAddSchema, serviceEditSchema, serviceListSchema } from './services.ts';

describe('services', () => {
  it('requires a name', () => {
    expect(serviceAddSchema.safeParse({ name: 'Consulting', number: 'C-1' }).success).toBe(true);
    expect(serviceAddSchema.safeParse({ number: 'C-1' }).error?.issues[0]?.path).toEqual(['name']);
  });

  it('edits partially', () => {
    expect(serviceEditSchema.parse({ active: false })).toEqual({ active: false });
  });

  it('lists under `services`', () => {
    const service = { id: 1, name: 'Consulting', number: null, active: true, note: null };
    expect(serviceListSchema.safeParse({ services: [service] }).success).toBe(true);
  });
});
