import { describe, expect, it } from 'vitest';
import { changedFields, numberOrNull, textOrNull } from './form.ts';

describe('form values to JSON', () => {
  it('sends blank text as null and keeps other text as typed', () => {
    expect(textOrNull('')).toBeNull();
    expect(textOrNull('   ')).toBeNull();
    expect(textOrNull(' P-1 ')).toBe(' P-1 ');
  });

  it('reads number inputs as numbers, empty as null, and leaves garbage for the contract to reject', () => {
    expect(numberOrNull(12.5)).toBe(12.5);
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('7')).toBe(7);
    expect(numberOrNull('1e')).toBe('1e');
  });

  it('keeps only the fields that changed', () => {
    expect(
      changedFields({ name: 'a', number: null, active: true }, { name: 'b', number: null, active: true }),
    ).toEqual({
      name: 'b',
    });
    expect(changedFields({ note: 'x' }, { note: null })).toEqual({ note: null });
  });
});
