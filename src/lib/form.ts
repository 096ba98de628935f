import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import type {
  FieldError,
  FieldValues,
  Path,
  Resolver,
  ResolverResult,
  UseFormReturn,
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
      return issue.expected === 'number' ? t('form.notANumber') : t('form.invalid');
    case 'too_small':
      if (issue.origin === 'string') return t('form.required');
      return t('form.tooSmall', { min: String(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t('form.tooLong', { max: String(issue.maximum) });
      return t('form.tooLarge', { max: String(issue.maximum) });
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
 * Puts a 400's `fields` on the inputs they name. Returns true when at least one input got the message.
 * `aliases` maps the service's names to the form's (e.g. a misspelled edit flag).
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  formFields: readonly string[],
  aliases: Record<string, string> = {},
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  let applied = false;
  for (const field of error.fields) {
    const name = aliases[field] ?? field;
    if (!formFields.includes(name)) continue;
    setError(name as Path<Values>, { type: 'server', message: error.message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** One Idempotency-Key per submission: a retry of the same body reuses it, a changed body gets a new one. */
export function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<{ key: string; body: string } | null>(null);
  return useCallback((body: unknown) => {
    const serialized = JSON.stringify(body);
    if (last.current?.body !== serialized) last.current = { key: newIdempotencyKey(), body: serialized };
    return last.current.key;
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

type MutateCallbacks<Result> = { onSuccess: (result: Result) => void; onError: (error: unknown) => void };

/** What the save needs of a react-query mutation. */
type Mutation<Variables, Result> = {
  mutate: (variables: Variables, callbacks: MutateCallbacks<Result>) => void;
  isPending: boolean;
  error: unknown;
  reset: () => void;
};

/** The values an edit started from and the version (ETag) they belong to. */
export type FormBase<Values> = { values: Values; etag: string | null };

/**
 * Saving a create-or-edit form: a create carries an Idempotency-Key, an edit sends only the changed
 * fields with If-Match, a 400 marks the inputs it names, and a 412 lets the user load the other
 * version or overwrite it with theirs. The caller owns `base` because its resolver may depend on it.
 */
export function useVersionedSave<
  Values extends FieldValues,
  AddBody,
  EditBody,
  Created,
  Updated,
  Detail extends { etag: string | null },
>({
  form,
  base,
  setBase,
  create,
  update,
  edit,
  addBody,
  editBody,
  addSchema,
  editSchema,
  formFields,
  aliases,
  createdMessage,
  updatedMessage,
  onDone,
}: {
  form: UseFormReturn<Values>;
  base: FormBase<Values>;
  setBase: (base: FormBase<Values>) => void;
  create: Mutation<{ body: AddBody; idempotencyKey: string }, Created>;
  update: Mutation<{ id: number; body: EditBody; etag: string | null }, Updated>;
  /** Absent when creating. */
  edit?: { id: number; reload: () => Promise<Detail>; valuesOf: (detail: Detail) => Values };
  addBody: (values: Values) => unknown;
  /** The edit body; `baseValues` is what the edit started from. */
  editBody: (values: Values, baseValues: Values) => Record<string, unknown>;
  addSchema: { parse: (body: unknown) => AddBody };
  editSchema: { parse: (body: unknown) => EditBody };
  formFields: readonly string[];
  aliases?: Record<string, string>;
  createdMessage: (created: Created) => string;
  updatedMessage: (updated: Updated) => string;
  onDone: () => void;
}) {
  const [fieldsMarked, setFieldsMarked] = useState(false);
  const [reloading, setReloading] = useState(false);
  const idempotencyKey = useIdempotencyKey();
  const mutation = edit ? update : create;

  const onError = (error: unknown) =>
    setFieldsMarked(applyServerFieldErrors(error, form.setError, formFields, aliases));
  const succeeded = (message: string) => {
    notifications.show({ color: 'green', message });
    onDone();
  };

  function save(etag: string | null) {
    return form.handleSubmit((values) => {
      if (mutation.isPending) return;
      setFieldsMarked(false);
      if (!edit) {
        const body = addBody(values);
        create.mutate(
          // The resolver has checked this body against the contract; parsing gives its exact type.
          { body: addSchema.parse(body), idempotencyKey: idempotencyKey(body) },
          { onSuccess: (created) => succeeded(createdMessage(created)), onError },
        );
        return;
      }
      // Only what the user changed, so a field someone else changed meanwhile is not sent back.
      const changes = changedFields(editBody(base.values, base.values), editBody(values, base.values));
      if (Object.keys(changes).length === 0) {
        onDone();
        return;
      }
      update.mutate(
        { id: edit.id, body: editSchema.parse(changes), etag },
        { onSuccess: (updated) => succeeded(updatedMessage(updated)), onError },
      );
    })();
  }

  async function refreshBase(keepTyped: boolean) {
    if (!edit) return;
    setReloading(true);
    try {
      const fresh = await edit.reload();
      const values = edit.valuesOf(fresh);
      setBase({ values: keepTyped ? base.values : values, etag: fresh.etag });
      if (keepTyped) save(fresh.etag);
      else {
        form.reset(values);
        update.reset();
      }
    } catch (error) {
      onError(error);
    } finally {
      setReloading(false);
    }
  }

  return {
    pending: mutation.isPending,
    onSubmit(event: FormEvent) {
      event.preventDefault();
      void save(base.etag);
    },
    /** Props for SaveErrorAlert. */
    alert: {
      error: mutation.error,
      fieldsMarked,
      onReload: edit ? () => refreshBase(false) : undefined,
      onOverwrite: edit ? () => refreshBase(true) : undefined,
      busy: reloading || mutation.isPending,
    },
  };
}
