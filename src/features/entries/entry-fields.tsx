import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { type Control, Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EntryType } from '../../../contract/entries.ts';
import { customerSearch } from '../../api/customers.ts';
import { projectSearch } from '../../api/projects.ts';
import { userSearch } from '../../api/users.ts';
import { FormDateField } from '../../components/form-date-field.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { SearchSelectField, SelectField } from '../../components/select-field.tsx';
import { TimeField } from '../../components/time-field.tsx';
import { fieldErrorText, numberOrNull } from '../../lib/form.ts';
import { useFormatter } from '../../lib/format.ts';
import { AppliedRate } from './applied-rate.tsx';
import type { EntryChoices } from './entry-choices.ts';
import type { BodyOptions, EntryValues } from './entry-values.ts';

/** One of a few numbered choices (the entry's type, its billing state) as a labelled segmented control. */
export function EntryChoiceField({
  control,
  name,
  label,
  choices,
  fullWidth,
}: {
  control: Control<EntryValues>;
  name: 'type' | 'billable';
  label: string;
  choices: readonly { value: number; label: string }[];
  fullWidth?: boolean;
}) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={labelId}>
            {label}
          </Text>
          <SegmentedControl
            aria-labelledby={labelId}
            fullWidth={fullWidth}
            value={String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
            data={choices.map((choice) => ({ value: String(choice.value), label: choice.label }))}
          />
        </Stack>
      )}
    />
  );
}

/**
 * Who and what the entry books: the co-worker (when booking for others), customer and project, and
 * by type the service with a lump sum or hourly rate, or the lump sum service with its quantity.
 * Inactive records are offered only when the entry already uses them. Co-workers, customers and
 * projects are searched by the service as the user types; the rest are short lists loaded whole.
 */
export function EntryBookingFields({
  control,
  type,
  initial,
  choices,
  options,
}: {
  control: Control<EntryValues>;
  type: EntryType;
  initial: EntryValues;
  choices: EntryChoices;
  options: BodyOptions;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const [customerId, lumpSumServiceId, amount] = useWatch({
    control,
    name: ['customers_id', 'lumpsum_services_id', 'lumpsum_services_amount'],
  });
  const active = <Item extends { id: number; active: boolean }>(
    items: readonly Item[],
    keep: number | null,
  ) => items.filter((item) => item.active || item.id === keep);
  const named = (item: { id: number; name: string; number?: string | null }) => ({
    value: item.id,
    label: item.number ? `${item.name} (${item.number})` : item.name,
  });
  const serviceOptions = active(choices.services, initial.services_id).map(named);
  const lumpSumOptions = active(choices.lumpSumServices, initial.lumpsum_services_id).map(named);
  const lumpSumService = choices.lumpSumServices.find((service) => service.id === lumpSumServiceId);
  const quantity = numberOrNull(amount);

  return (
    <>
      {options.forOthers && (
        <SearchSelectField
          control={control}
          name="users_id"
          label={t('entries.fields.user')}
          required
          searching={userSearch(true)}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <SearchSelectField
          control={control}
          name="customers_id"
          label={t('entries.fields.customer')}
          required
          searching={customerSearch(true)}
        />
        <SearchSelectField
          control={control}
          name="projects_id"
          label={t('entries.fields.project')}
          description={customerId === null ? t('entries.fields.projectHint') : undefined}
          disabled={customerId === null}
          clearable
          searching={projectSearch({ customers_id: customerId ?? undefined, active: true })}
        />
      </SimpleGrid>
      {type === 3 ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <SelectField<EntryValues, number>
            control={control}
            name="lumpsum_services_id"
            label={t('entries.fields.lumpsumService')}
            required
            searchable
            data={lumpSumOptions}
          />
          <NumberField
            control={control}
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
            control={control}
            name="services_id"
            label={t('entries.fields.service')}
            required
            searchable
            data={serviceOptions}
          />
          {type === 2 && (
            <NumberField
              control={control}
              name="lumpsum"
              label={t('entries.fields.lumpsum')}
              required
              customMessage={t('form.twoDecimals')}
            />
          )}
          {type === 1 && options.withRates && (
            <Stack gap={4}>
              <NumberField
                control={control}
                name="hourly_rate"
                label={t('entries.fields.hourlyRate')}
                customMessage={t('form.twoDecimals')}
              />
              <AppliedRate control={control} />
            </Stack>
          )}
        </SimpleGrid>
      )}
    </>
  );
}

/**
 * When: the day and the start, for a time entry also the end and a booked duration that differs
 * from the period, all in the user's zone.
 */
export function EntryTimeFields({
  form,
  type,
  zone,
}: {
  form: UseFormReturn<EntryValues>;
  type: EntryType;
  zone: string;
}) {
  const { t } = useTranslation();
  return (
    <>
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
          ? `${t('entries.fields.timesHint', { zone })} ${t('entries.fields.endHint')}`
          : t('entries.fields.timesHint', { zone })}
      </Text>
      {type === 1 && (
        <TextInput
          label={t('entries.fields.duration')}
          description={t('entries.fields.durationHint')}
          placeholder="1:30"
          w={{ base: '100%', xs: 220 }}
          error={fieldErrorText(form.formState.errors.duration, t('form.invalid'))}
          {...form.register('duration')}
        />
      )}
    </>
  );
}
