import { Alert, Anchor, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo } from 'react';
import { Controller, type Resolver, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX } from '../../../contract/common.ts';
import type { Customer } from '../../../contract/customers.ts';
import { type Entry, type EntryType, entryAddSchema, entryEditSchema } from '../../../contract/entries.ts';
import type { LumpSumService } from '../../../contract/lumpsum-services.ts';
import type { Project } from '../../../contract/projects.ts';
import type { Service } from '../../../contract/services.ts';
import type { User } from '../../../contract/users.ts';
import { entryQueries, useCreateEntry, useUpdateEntry } from '../../api/entries.ts';
import type { Versioned } from '../../api/resource.ts';
import { FormDateField } from '../../components/form-date-field.tsx';
import { FormFrame } from '../../components/form-frame.tsx';
import { type DialogFormProps, type EditStart, FormDialog } from '../../components/form-modal.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { useRecordForm } from '../../components/record-form.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TimeField } from '../../components/time-field.tsx';
import { bodyResolver, fieldErrorText, numberOrNull } from '../../lib/form.ts';
import { useFormatter } from '../../lib/format.ts';
import { isApiError } from '../../lib/http.ts';
import { billableKeys, typeKeys } from './entry-cells.tsx';
import {
  type BodyOptions,
  type EntryValues,
  entryBody,
  entryEditBody,
  entryFormFields,
  entryToValues,
  newEntryValues,
} from './entry-values.ts';

/** What the form offers to choose from, as the page has loaded it. */
export type EntryChoices = {
  users: readonly User[];
  customers: readonly Customer[];
  projects: readonly Project[];
  services: readonly Service[];
  lumpSumServices: readonly LumpSumService[];
};

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
  const format = useFormatter();
  const typeLabelId = useId();
  const toBody = (values: EntryValues) => (edit ? entryEditBody : entryBody)(values, options);
  const resolver = useMemo(() => {
    const contract = bodyResolver(edit ? entryEditSchema : entryAddSchema, (values: EntryValues) =>
      (edit ? entryEditBody : entryBody)(values, options),
    );
    // Without a day there is no start; say so at the day rather than at the time.
    const checked: Resolver<EntryValues> = async (values, context, resolverOptions) => {
      const result = await contract(values, context, resolverOptions);
      if (values.day && /^\d{4}-\d{2}-\d{2}$/.test(values.day)) return result;
      const { time_since: _start, ...errors } = result.errors;
      const message = values.day ? i18n.t('form.invalidDate') : i18n.t('form.required');
      return { values: {}, errors: { ...errors, day: { type: 'required', message } } };
    };
    return checked;
  }, [edit, options, i18n]);
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
  const { errors } = form.formState;
  const [type, customerId, day, lumpSumServiceId, amount] = useWatch({
    control: form.control,
    name: ['type', 'customers_id', 'day', 'lumpsum_services_id', 'lumpsum_services_amount'],
  });
  const locked = isLockRefusal(saving.alert.error);

  // A project belongs to one customer: choosing another customer drops a project of the old one.
  useEffect(() => {
    const project = choices.projects.find((item) => item.id === form.getValues('projects_id'));
    if (project && project.customers_id !== customerId) form.setValue('projects_id', null);
  }, [customerId, choices.projects, form]);

  const active = <Item extends { id: number; active: boolean }>(
    items: readonly Item[],
    keep: number | null,
  ) => items.filter((item) => item.active || item.id === keep);
  const named = (item: { id: number; name: string; number?: string | null }) => ({
    value: item.id,
    label: item.number ? `${item.name} (${item.number})` : item.name,
  });
  const customerOptions = active(choices.customers, initial.customers_id).map(named);
  const projectOptions = active(choices.projects, initial.projects_id)
    .filter((project) => project.customers_id === customerId)
    .map(named);
  const serviceOptions = active(choices.services, initial.services_id).map(named);
  const lumpSumOptions = active(choices.lumpSumServices, initial.lumpsum_services_id).map(named);
  const userOptions = active(choices.users, initial.users_id).map((user) => ({
    value: user.id,
    label: user.name,
  }));
  const lumpSumService = choices.lumpSumServices.find((service) => service.id === lumpSumServiceId);
  const quantity = numberOrNull(amount);

  return (
    <FormFrame
      // The lock has its own message with the way out; the generic alert would only repeat it.
      save={locked ? { ...saving, alert: { ...saving.alert, error: null } } : saving}
      submitLabel={edit ? t('common.save') : t('common.create')}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      {!edit && (
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id={typeLabelId}>
                {t('entries.fields.type')}
              </Text>
              <SegmentedControl
                aria-labelledby={typeLabelId}
                fullWidth
                value={String(field.value)}
                onChange={(value) => field.onChange(Number(value) as EntryType)}
                data={([1, 2, 3] as const).map((value) => ({
                  value: String(value),
                  label: t(`entries.types.${typeKeys[value]}`),
                }))}
              />
            </Stack>
          )}
        />
      )}
      {options.forOthers && (
        <SelectField<EntryValues, number>
          control={form.control}
          name="users_id"
          label={t('entries.fields.user')}
          required
          searchable
          data={userOptions}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <SelectField<EntryValues, number>
          control={form.control}
          name="customers_id"
          label={t('entries.fields.customer')}
          required
          searchable
          data={customerOptions}
        />
        <SelectField<EntryValues, number>
          control={form.control}
          name="projects_id"
          label={t('entries.fields.project')}
          description={customerId === null ? t('entries.fields.projectHint') : undefined}
          disabled={customerId === null}
          clearable
          searchable
          data={projectOptions}
        />
      </SimpleGrid>
      {type === 3 ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <SelectField<EntryValues, number>
            control={form.control}
            name="lumpsum_services_id"
            label={t('entries.fields.lumpsumService')}
            required
            searchable
            data={lumpSumOptions}
          />
          <NumberField
            control={form.control}
            name="lumpsum_services_amount"
            label={t('entries.fields.amount')}
            required
            customMessage={t('form.twoDecimals')}
            description={
              lumpSumService &&
              (typeof quantity === 'number'
                ? t('entries.fields.amountTotal', { total: format.money(quantity * lumpSumService.price) })
                : t('entries.fields.amountHint', { price: format.money(lumpSumService.price) }))
            }
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <SelectField<EntryValues, number>
            control={form.control}
            name="services_id"
            label={t('entries.fields.service')}
            required
            searchable
            data={serviceOptions}
          />
          {type === 2 && (
            <NumberField
              control={form.control}
              name="lumpsum"
              label={t('entries.fields.lumpsum')}
              required
              customMessage={t('form.twoDecimals')}
            />
          )}
          {type === 1 && options.withRates && (
            <NumberField
              control={form.control}
              name="hourly_rate"
              label={t('entries.fields.hourlyRate')}
              customMessage={t('form.twoDecimals')}
            />
          )}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, xs: type === 1 ? 3 : 2 }} spacing="md">
        <FormDateField control={form.control} name="day" label={t('entries.fields.day')} required />
        <Controller
          control={form.control}
          name="time_since"
          render={({ field, fieldState }) => (
            <TimeField
              label={type === 1 ? t('entries.fields.start') : t('entries.fields.time')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              hoursRef={field.ref}
              error={fieldErrorText(fieldState.error)}
            />
          )}
        />
        {type === 1 && (
          <Controller
            control={form.control}
            name="time_until"
            render={({ field, fieldState }) => (
              <TimeField
                label={t('entries.fields.end')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                hoursRef={field.ref}
                clearable
                error={fieldErrorText(fieldState.error, t('form.invalid'))}
              />
            )}
          />
        )}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={-8}>
        {type === 1
          ? `${t('entries.fields.timesHint', { zone: options.zone })} ${t('entries.fields.endHint')}`
          : t('entries.fields.timesHint', { zone: options.zone })}
      </Text>
      {type === 1 && (
        <TextInput
          label={t('entries.fields.duration')}
          description={t('entries.fields.durationHint')}
          placeholder="1:30"
          w={{ base: '100%', xs: 220 }}
          error={fieldErrorText(errors.duration, t('form.invalid'))}
          {...form.register('duration')}
        />
      )}
      <Controller
        control={form.control}
        name="billable"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${typeLabelId}-billable`}>
              {t('entries.fields.billable')}
            </Text>
            <SegmentedControl
              aria-labelledby={`${typeLabelId}-billable`}
              value={String(field.value)}
              onChange={(value) => field.onChange(Number(value))}
              data={([0, 1, 2] as const).map((value) => ({
                value: String(value),
                label: t(`entries.billable.${billableKeys[value]}`),
              }))}
            />
          </Stack>
        )}
      />
      <Textarea
        label={t('entries.fields.text')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={NOTE_MAX}
        error={fieldErrorText(errors.text)}
        {...form.register('text')}
      />
      {locked && day && <LockedDay day={day} />}
    </FormFrame>
  );
}

/** Why a worker's save was refused, and the way to still get the day changed. */
function LockedDay({ day }: { day: string }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? format.date(day) : day;
  return (
    <Alert color="orange" role="alert" icon={<IconLock aria-hidden />} title={t('entries.lock.title')}>
      <Stack gap={6}>
        <Text size="sm">{t('entries.lock.text', { date })}</Text>
        <Anchor
          size="sm"
          fw={500}
          renderRoot={(props) => <Link {...props} to="/change-requests" search={{ new: 1, day }} />}
        >
          {t('entries.lock.request', { date })}
        </Anchor>
      </Stack>
    </Alert>
  );
}
