import { Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Versioned } from '../api/resource.ts';
import { bodyResolver, fieldErrorText } from '../lib/form.ts';
import { type Mutation, useVersionedSave } from '../lib/versioned-save.ts';
import type { EditStart } from './form-modal.tsx';

/**
 * The form of one record, created or edited in a dialog: its values start from the record (or
 * `empty`), the body is checked against the contract's add or edit schema before it is sent, and the
 * save is the versioned one (Idempotency-Key on create; only the changed fields, with If-Match, on
 * edit). `toBody` builds both bodies; `resolver` replaces the contract check when a form adds its own.
 */
export function useRecordForm<Values extends FieldValues, Item, AddBody, EditBody>({
  edit,
  empty,
  toValues,
  toBody,
  resolver,
  addSchema,
  editSchema,
  create,
  update,
  formFields,
  aliases,
  createdMessage,
  updatedMessage,
  onCreated,
  onSaved,
  onDone,
}: {
  edit: EditStart<Versioned<Item>> | undefined;
  empty: Values;
  toValues: (record: Item) => Values;
  toBody: (values: Values) => Record<string, unknown>;
  resolver?: Resolver<Values>;
  addSchema: { parse: (body: unknown) => AddBody };
  editSchema: { parse: (body: unknown) => EditBody };
  create: Mutation<{ body: AddBody; idempotencyKey: string }, Versioned<Item>>;
  update: Mutation<{ id: number; body: EditBody; etag: string | null }, Versioned<Item>>;
  formFields: readonly string[];
  aliases?: Record<string, string>;
  createdMessage: (created: Item) => string;
  updatedMessage: (updated: Item) => string;
  /** After a create, in place of `onDone`: for a form that offers a next step with the new record. */
  onCreated?: (created: Item) => void;
  /** After a create or an edit was saved: for a page that offers a next step with the record. */
  onSaved?: (saved: Item) => void;
  onDone: () => void;
}) {
  const [base, setBase] = useState(() => ({
    values: edit ? toValues(edit.detail.record) : empty,
    etag: edit?.detail.etag ?? null,
  }));
  const form = useForm<Values>({
    resolver: resolver ?? bodyResolver(edit ? (editSchema as never) : (addSchema as never), toBody),
    defaultValues: base.values as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const saving = useVersionedSave({
    form,
    base,
    setBase,
    create,
    update,
    edit: edit && { id: edit.id, reload: edit.reload, valuesOf: (fresh) => toValues(fresh.record) },
    addBody: toBody,
    editBody: toBody,
    addSchema,
    editSchema,
    formFields,
    aliases,
    createdMessage: ({ record }) => createdMessage(record),
    updatedMessage: ({ record }) => updatedMessage(record),
    onCreated: onCreated && (({ record }) => onCreated(record)),
    onSaved: onSaved && (({ record }) => onSaved(record)),
    onDone,
  });
  return { form, saving, initial: base.values };
}

/** A record's name: required, and the field a form's dialog focuses when it opens. */
export function NameField({
  label,
  error,
  ...registration
}: { label: string; error: FieldError | undefined } & UseFormRegisterReturn) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      required
      data-autofocus
      error={fieldErrorText(error, t('form.required'))}
      {...registration}
    />
  );
}

/** A free-text note that grows with its text up to a few lines. */
export function NoteField({
  label,
  error,
  ...registration
}: { label: string; error: FieldError | undefined } & UseFormRegisterReturn) {
  return (
    <Textarea
      label={label}
      autosize
      minRows={2}
      maxRows={8}
      error={fieldErrorText(error)}
      {...registration}
    />
  );
}
