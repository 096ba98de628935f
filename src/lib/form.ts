import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef } from 'react';
import type {
  FieldError,
  FieldValues,
  Path,
  Resolver,
  ResolverResult,
  UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { i18n } from '../i18n/i18n.ts';
import { ApiError, newIdempotencyKey } from './http.ts';

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Translated messages for zod's built-in checks. Messages the contract sets itself (refinements) take
 * precedence in zod; forms replace those per field with `fieldErrorText`.
 */
export function translatedIssue(issue: $ZodRawIssue): string {
  const t = i18n.t.bind(i18n);
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(issue.input)) return t('form.required');
      if (issue.expected === 'int') return t('form.wholeNumber');
      return issue.expected === 'number' ? t('form.notANumber') : t('form.invalid');
    case 'too_small':
      if (issue.origin === 'string') return t('form.required');
      return t('form.tooSmall', { min: String(issue.minimum) });
    case 'too_big':
      // Inputs have no maxLength: a pasted text cut short without a word would lose its end unnoticed.
      if (issue.origin === 'string')
        return t('form.tooLong', { max: String(issue.maximum), count: String(issue.input).length });
      return t('form.tooLarge', { max: String(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? t('form.invalidEmail') : t('form.invalid');
    default:
      return t('form.invalid');
  }
}

/**
 * Validates a form by turning its values into the request body first (empty text → null, number
 * inputs → numbers) and checking that body with the contract's input schema, so the form checks
 * exactly what the service will. Errors are keyed by body field, which the forms name their inputs after.
 * The submit handler gets the form values; it builds the body with the same `toBody`.
 */
export function bodyResolver<Values extends FieldValues>(
  schema: z.ZodType,
  toBody: (values: Values) => unknown,
): Resolver<Values> {
  const resolve = zodResolver(schema as never, {
    error: translatedIssue,
  }) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await resolve(toBody(values) as FieldValues, context, options as never);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors as ResolverResult<Values>['errors'] }
      : { values, errors: {} };
  };
}

/** A field's message; refinements from the contract (type `custom`) get the form's own wording. */
export function fieldErrorText(error: FieldError | undefined, customMessage?: string): string | undefined {
  if (!error) return undefined;
  if (error.type === 'custom' && customMessage) return customMessage;
  return error.message;
}

/** Empty or blank text becomes null, as the interface expects for "no value". */
export function textOrNull(value: string): string | null {
  return value.trim() === '' ? null : value;
}

/** A number input's value: '' is no value; Mantine gives a string while the text is not a number yet. */
export function numberOrNull(value: number | string): number | null | string {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return null;
  const parsed = Number(value);
  // Left as text so the contract reports "not a number" instead of silently sending something else.
  return Number.isFinite(parsed) ? parsed : value;
}

/**
 * Puts the `fields` an error names on the inputs they name, whatever its status: a 400's bad value and
 * a 409's taken e-mail address or team name belong at the field, focused, not in a banner below a form
 * scrolled away. Returns true when at least one input got the message. `aliases` maps the service's
 * names to the form's (e.g. a misspelled edit flag).
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  formFields: readonly string[],
  aliases: Record<string, string> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of error.fields) {
    const name = aliases[field] ?? field;
    if (!formFields.includes(name)) continue;
    setError(name as Path<Values>, { type: 'server', message: error.message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/**
 * One Idempotency-Key per request body: a retry of the same body reuses its key, a changed body gets
 * a new one, and so does each row of a save that creates several records at once.
 */
export function useIdempotencyKey(): (body: unknown) => string {
  const keys = useRef(new Map<string, string>());
  return useCallback((body: unknown) => {
    const serialized = JSON.stringify(body);
    const known = keys.current.get(serialized);
    if (known) return known;
    const key = newIdempotencyKey();
    keys.current.set(serialized, key);
    return key;
  }, []);
}

/** The fields whose value differs from the original, so an edit sends only what the user changed. */
export function changedFields<Body extends Record<string, unknown>>(
  original: Body,
  current: Body,
): Partial<Body> {
  const changes: Partial<Body> = {};
  for (const key of Object.keys(current) as (keyof Body)[]) {
    if (JSON.stringify(current[key]) !== JSON.stringify(original[key])) changes[key] = current[key];
  }
  return changes;
}
