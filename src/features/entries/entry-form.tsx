import { Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { type Resolver, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isRealDate, NOTE_MAX } from '../../../contract/common.ts';
import { type Entry, entryAddSchema, entryEditSchema } from '../../../contract/entries.ts';
import { entryQueries, useCreateEntry, useUpdateEntry } from '../../api/entries.ts';
import { ofAnotherCustomer } from '../../api/projects.ts';
import type { Versioned } from '../../api/resource.ts';
import { FormFrame } from '../../components/form-frame.tsx';
import { type DialogFormProps, type EditStart, FormDialog } from '../../components/form-modal.tsx';
import { LockedDayAlert } from '../../components/locked-days.tsx';
import { useRecordForm } from '../../components/record-form.tsx';
import { useEditLock } from '../../lib/edit-lock.ts';
import { bodyResolver, fieldErrorText } from '../../lib/form.ts';
import { useFormatter } from '../../lib/format.ts';
import { isApiError } from '../../lib/http.ts';
import { billableKeys, typeKeys } from './entry-cells.tsx';
import type { EntryChoices } from './entry-choices.ts';
import { EntryBookingFields, EntryChoiceField, EntryTimeFields } from './entry-fields.tsx';
import {
  type BodyOptions,
  type EntryValues,
  entryBody,
  entryEditBody,
  entryFormFields,
  entryToValues,
  newEntryValues,
} from './entry-values.ts';
import { useOvernightQuestion } from './overnight-question.ts';

/** Which form the dialog shows: a new entry of a type on a day, or the entry with this id. */
export type EntryFormTarget = { kind: 'create'; day: string } | { kind: 'edit'; id: number };

/** Create or edit an entry in a dialog; closing with unsaved changes asks first. */
export function EntryFormModal({
  target,
  choices,
  options,
  callerId,
  onClose,
}: {
  target: EntryFormTarget | null;
  choices: EntryChoices;
  options: BodyOptions;
  callerId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      target={target}
      title={{ create: t('entries.newTitle'), edit: t('entries.editTitle') }}
      detail={entryQueries.detail}
      onClose={onClose}
    >
      {(form, edit) => (
        <EntryForm
          {...form}
          edit={edit}
          initial={
            edit
              ? entryToValues(edit.detail.record, options.zone)
              : newEntryValues(1, target?.kind === 'create' ? target.day : '', callerId)
          }
          choices={choices}
          options={options}
        />
      )}
    </FormDialog>
  );
}

/** A locked day refuses a worker's save with 403 naming `time_since`. */
function isLockRefusal(error: unknown): boolean {
  return isApiError(error, 403) && error.fields.includes('time_since');
}

function EntryForm({
  initial,
  edit,
  choices,
  options,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & {
  initial: EntryValues;
  edit?: EditStart<Versioned<Entry>>;
  choices: EntryChoices;
  options: BodyOptions;
}) {
  const { t, i18n } = useTranslation();
  const lock = useEditLock();
  const format = useFormatter();
  const toBody = (values: EntryValues) => (edit ? entryEditBody : entryBody)(values, options);
  const resolver = useMemo(() => {
    const contract = bodyResolver(edit ? entryEditSchema : entryAddSchema, (values: EntryValues) =>
      (edit ? entryEditBody : entryBody)(values, options),
    );
    // Without a day there is no start; say so at the day rather than at the time.
    // A locked day is refused at the day before anything is sent, as the service would refuse it.
    const checked: Resolver<EntryValues> = async (values, context, resolverOptions) => {
      const result = await contract(values, context, resolverOptions);
      if (values.day && isRealDate(values.day) && !lock.isLocked(values.day)) return result;
      const { time_since: _start, ...errors } = result.errors;
      const message = !values.day
        ? i18n.t('form.required')
        : isRealDate(values.day)
          ? i18n.t('locks.dayField', { date: format.date(lock.last ?? values.day) })
          : i18n.t('form.invalidDate');
      return { values: {}, errors: { ...errors, day: { type: 'validate', message } } };
    };
    return checked;
  }, [edit, options, i18n, lock, format]);
  const { form, saving } = useRecordForm({
    edit,
    empty: initial,
    toValues: (entry: Entry) => entryToValues(entry, options.zone),
    toBody,
    resolver,
    addSchema: entryAddSchema,
    editSchema: entryEditSchema,
    create: useCreateEntry(),
    update: useUpdateEntry(),
    formFields: entryFormFields,
    createdMessage: () => t('entries.created'),
    updatedMessage: () => t('entries.updated'),
    onDone,
  });
  const [type, customerId, day] = useWatch({ control: form.control, name: ['type', 'customers_id', 'day'] });
  const locked = isLockRefusal(saving.alert.error) || (day !== null && isRealDate(day) && lock.isLocked(day));
  const askOvernight = useOvernightQuestion(form, initial, options.zone);

  // A project belongs to one customer: choosing another customer drops a project of the old one.
  const queryClient = useQueryClient();
  useEffect(() => {
    const projectsId = form.getValues('projects_id');
    if (projectsId === null) return;
    let current = true;
    ofAnotherCustomer(queryClient, projectsId, customerId).then(
      (elsewhere) => {
        if (elsewhere && current && form.getValues('projects_id') === projectsId) {
          form.setValue('projects_id', null);
        }
      },
      // A project that cannot be read stays; the service judges it on save.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [customerId, form, queryClient]);

  return (
    <FormFrame
      // The lock has its own message with the way out; the generic alert would only repeat it.
      save={{
        ...saving,
        onSubmit: (event) => askOvernight(event, saving.onSubmit),
        alert: locked ? { ...saving.alert, error: null } : saving.alert,
      }}
      submitLabel={edit ? t('common.save') : t('common.create')}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      {!edit && (
        <EntryChoiceField
          control={form.control}
          name="type"
          label={t('entries.fields.type')}
          fullWidth
          choices={([1, 2, 3] as const).map((value) => ({
            value,
            label: t(`entries.types.${typeKeys[value]}`),
          }))}
        />
      )}
      <EntryBookingFields
        control={form.control}
        type={type}
        initial={initial}
        choices={choices}
        options={options}
      />
      <EntryTimeFields form={form} type={type} zone={options.zone} />
      <EntryChoiceField
        control={form.control}
        name="billable"
        label={t('entries.fields.billable')}
        choices={([0, 1, 2] as const).map((value) => ({
          value,
          label: t(`entries.billable.${billableKeys[value]}`),
        }))}
      />
      <Textarea
        label={t('entries.fields.text')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={NOTE_MAX}
        error={fieldErrorText(form.formState.errors.text)}
        {...form.register('text')}
      />
      {locked && <LockedDayAlert day={day} />}
    </FormFrame>
  );
}
