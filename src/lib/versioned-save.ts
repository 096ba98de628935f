import { type FormEvent, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors, changedFields, useIdempotencyKey } from './form.ts';
import { showNotice } from './notice.ts';

type MutateCallbacks<Result> = { onSuccess: (result: Result) => void; onError: (error: unknown) => void };

/** What the save needs of a react-query mutation. */
export type Mutation<Variables, Result> = {
  mutate: (variables: Variables, callbacks: MutateCallbacks<Result>) => void;
  isPending: boolean;
  error: unknown;
  reset: () => void;
};

/** The values an edit started from and the version (ETag) they belong to. */
export type FormBase<Values> = { values: Values; etag: string | null };

/** The record an edit form changes: how to read its current version and turn it into values. */
type EditTarget<Values, Detail> = {
  id: number;
  reload: () => Promise<Detail>;
  valuesOf: (detail: Detail) => Values;
};

type CreateOptions<Values extends FieldValues, AddBody, Created> = {
  form: UseFormReturn<Values>;
  /** Returns the result of any type: a `Versioned` record, or another answer such as a decision. */
  create: Mutation<{ body: AddBody; idempotencyKey: string }, Created>;
  addBody: (values: Values) => unknown;
  addSchema: { parse: (body: unknown) => AddBody };
  /** The inputs a 400's `fields` may name; everything else stays in the alert. */
  formFields: readonly string[];
  /** The service's field names that an input of another name stands for. */
  aliases?: Record<string, string>;
  /** The notification after a create; absent or null shows none (e.g. the form shows the result itself). */
  createdMessage?: (created: Created) => string | null;
  /** After a create, in place of `onDone`: for a form that goes on to show what was created. */
  onCreated?: (created: Created) => void;
  /** After a save, or an edit without changes. */
  onDone: () => void;
};

type EditOptions<Values, EditBody, Updated, Detail> = {
  /** The caller owns `base` because its resolver may depend on it. */
  base: FormBase<Values>;
  setBase: (base: FormBase<Values>) => void;
  update: Mutation<{ id: number; body: EditBody; etag: string | null }, Updated>;
  /** Absent when creating. */
  edit?: EditTarget<Values, Detail>;
  /** The edit body; `baseValues` is what the edit started from. */
  editBody: (values: Values, baseValues: Values) => Record<string, unknown>;
  editSchema: { parse: (body: unknown) => EditBody };
  updatedMessage: (updated: Updated) => string;
};

type CreateOnly = {
  base?: undefined;
  setBase?: undefined;
  update?: undefined;
  edit?: undefined;
  editBody?: undefined;
  editSchema?: undefined;
  updatedMessage?: undefined;
};

/** What `FormFrame` needs of a save. */
export type FormSave = {
  pending: boolean;
  dirty: boolean;
  onSubmit: (event: FormEvent) => void;
  alert: {
    error: unknown;
    fieldsMarked: boolean;
    onReload?: () => void;
    onOverwrite?: () => void;
    busy: boolean;
  };
};

/**
 * Saving a form: a create carries an Idempotency-Key (the same one while the body stays the same,
 * so a retry creates the record once), an edit sends only the changed fields with If-Match, a 400
 * marks the inputs it names and keeps what was typed, and a 412 lets the user load the other
 * version or overwrite it with theirs. A form that only creates leaves out every edit option.
 */
export function useVersionedSave<
  Values extends FieldValues,
  AddBody,
  Created,
  EditBody = never,
  Updated = never,
  Detail extends { etag: string | null } = { etag: string | null },
>(
  options: CreateOptions<Values, AddBody, Created> &
    (EditOptions<Values, EditBody, Updated, Detail> | CreateOnly) & {
      /** After a create or an edit was saved, before `onDone`: for a page that offers a next step. */
      onSaved?: (saved: Created | Updated) => void;
    },
): FormSave & { reset: () => void } {
  const { form, create, edit, formFields, aliases, onDone } = options;
  const [fieldsMarked, setFieldsMarked] = useState(false);
  const [reloading, setReloading] = useState(false);
  const idempotencyKey = useIdempotencyKey();
  const editing = edit !== undefined && options.update !== undefined;
  const mutation = editing && options.update ? options.update : create;
  const dirty = form.formState.isDirty;

  const onError = (error: unknown) =>
    setFieldsMarked(applyServerFieldErrors(error, form.setError, formFields, aliases));
  const notify = (message: string | null | undefined) => {
    if (message) showNotice({ color: 'green', message });
  };

  function save(etag: string | null) {
    return form.handleSubmit((values) => {
      if (mutation.isPending) return;
      setFieldsMarked(false);
      if (!editing || !options.update || !edit) {
        const body = options.addBody(values);
        create.mutate(
          // The resolver has checked this body against the contract; parsing gives its exact type.
          { body: options.addSchema.parse(body), idempotencyKey: idempotencyKey(body) },
          {
            onSuccess: (created) => {
              notify(options.createdMessage?.(created));
              options.onSaved?.(created);
              if (options.onCreated) options.onCreated(created);
              else onDone();
            },
            onError,
          },
        );
        return;
      }
      const { base, editBody, editSchema, updatedMessage, update } = options;
      // Only what the user changed, so a field someone else changed meanwhile is not sent back.
      const changes = changedFields(editBody(base.values, base.values), editBody(values, base.values));
      if (Object.keys(changes).length === 0) {
        onDone();
        return;
      }
      update.mutate(
        { id: edit.id, body: editSchema.parse(changes), etag },
        {
          onSuccess: (updated) => {
            notify(updatedMessage(updated));
            options.onSaved?.(updated);
            onDone();
          },
          onError,
        },
      );
    })();
  }

  async function refreshBase(keepTyped: boolean) {
    if (!edit || !options.base) return;
    const { base, setBase, update } = options;
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
    dirty,
    onSubmit(event: FormEvent) {
      event.preventDefault();
      void save(options.base?.etag ?? null);
    },
    alert: {
      error: mutation.error,
      fieldsMarked,
      onReload: editing ? () => refreshBase(false) : undefined,
      onOverwrite: editing ? () => refreshBase(true) : undefined,
      busy: reloading || mutation.isPending,
    },
    /** Back to a fresh start, e.g. to create another record with the same form. */
    reset() {
      setFieldsMarked(false);
      mutation.reset();
    },
  };
}
