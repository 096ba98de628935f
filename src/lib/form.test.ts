import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nameText } from '../../contract/common.ts';
import { applyServerFieldErrors, bodyResolver, changedFields, numberOrNull, textOrNull } from './form.ts';
import { ApiError } from './http.ts';

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

describe('an error of the service at its field', () => {
  function landed(error: unknown) {
    const calls: [string, string, boolean][] = [];
    const applied = applyServerFieldErrors(
      error,
      (name, { message }, options) => calls.push([name, message ?? '', options?.shouldFocus ?? false]),
      ['name', 'email'],
    );
    return { applied, calls };
  }

  it('puts a taken e-mail address (409) at the E-mail field and focuses it', () => {
    const taken = new ApiError('http', 409, 'A co-worker with this e-mail address already exists.', [
      'email',
    ]);
    expect(landed(taken)).toEqual({
      applied: true,
      calls: [['email', 'A co-worker with this e-mail address already exists.', true]],
    });
  });

  it('focuses only the first of several fields, and leaves fields the form does not have to the banner', () => {
    const bad = new ApiError('http', 400, 'Bad value', ['number', 'name', 'email']);
    expect(landed(bad).calls).toEqual([
      ['name', 'Bad value', true],
      ['email', 'Bad value', false],
    ]);
    expect(landed(new ApiError('http', 409, 'Overlaps', ['date_since'])).applied).toBe(false);
    expect(landed(new Error('offline')).applied).toBe(false);
  });
});

describe('messages a person understands', () => {
  const resolve = bodyResolver<{ name: string; email: string }>(
    z.object({ name: nameText, email: z.email() }),
    (values) => values,
  );
  const errorsOf = async (values: { name: string; email: string }) =>
    (await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors;

  it('refuses a pasted name over the limit with the limit and the count, instead of cutting it', async () => {
    const errors = await errorsOf({ name: 'n'.repeat(300), email: 'ann@example.com' });
    expect(errors.name?.message).toBe('At most 255 characters, not 300');
  });

  it('says what a malformed e-mail address should look like', async () => {
    const errors = await errorsOf({ name: 'Ann', email: 'ann.example.com' });
    expect(errors.email?.message).toBe('Enter an e-mail address such as name@example.com');
  });
});
