import { Input, SegmentedControl, Select, SimpleGrid } from '@mantine/core';
import { useId } from 'react';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  absenceTypes,
  absenceTypeValues,
  fullDayTypes,
  OVERTIME_REDUCTION,
} from '../../../contract/absences.ts';
import type { User } from '../../../contract/users.ts';
import { DateField } from '../../components/date-field.tsx';
import { fieldErrorText } from '../../lib/form.ts';
import { type AbsenceValues, includesType, type Length, type RangeProblem } from './absence-values.ts';

/** Whom the absence is for; switching co-worker presets approval to whether the viewer may approve theirs. */
export function CoworkerField({
  form,
  viewer,
  coworkers,
  mayApproveFor,
}: {
  form: UseFormReturn<AbsenceValues>;
  viewer: User;
  coworkers: readonly User[];
  mayApproveFor: (usersId: number) => boolean;
}) {
  const { t } = useTranslation();
  const coworkerOptions = coworkers.map((user) => ({
    value: String(user.id),
    label: user.id === viewer.id ? t('absences.form.yourself', { name: user.name }) : user.name,
  }));
  return (
    <Controller
      control={form.control}
      name="users_id"
      render={({ field }) => (
        <Select
          label={t('absences.form.coworker')}
          required
          searchable
          data={coworkerOptions}
          value={String(field.value)}
          onChange={(value) => {
            if (!value) return;
            const usersId = Number(value);
            field.onChange(usersId);
            form.setValue('approve', usersId !== viewer.id && mayApproveFor(usersId));
          }}
          allowDeselect={false}
          nothingFoundMessage={t('list.noRecords')}
          error={fieldErrorText(form.formState.errors.users_id)}
          comboboxProps={{ zIndex: 1000 }}
        />
      )}
    />
  );
}

/** The absence type; a type counted in full days only switches a half day back to full days. */
export function AbsenceTypeField({ form }: { form: UseFormReturn<AbsenceValues> }) {
  const { t } = useTranslation();
  const typeOptions = absenceTypeValues.map((value) => ({
    value: String(value),
    label: t(`absences.types.${absenceTypes[value]}`),
  }));
  return (
    <Controller
      control={form.control}
      name="type"
      render={({ field }) => (
        <Select
          label={t('absences.form.type')}
          required
          data-autofocus
          data={typeOptions}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            const next = Number(value);
            if (includesType(fullDayTypes, next) || next === OVERTIME_REDUCTION)
              form.setValue('length', 'full');
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          nothingFoundMessage={t('list.noRecords')}
          error={fieldErrorText(form.formState.errors.type)}
          comboboxProps={{ zIndex: 1000 }}
        />
      )}
    />
  );
}

/** The first and last day; the last day's message says which date rule the range breaks. */
export function AbsenceDaysFields({
  form,
  problem,
}: {
  form: UseFormReturn<AbsenceValues>;
  problem: RangeProblem | null;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Controller
        control={form.control}
        name="date_since"
        render={({ field }) => (
          <DateField
            label={t('absences.form.since')}
            required
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              // A new first day after the last one moves the last day along.
              const until = form.getValues('date_until');
              if (value && (!until || until < value)) form.setValue('date_until', value);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldErrorText(
              errors.date_since,
              field.value ? t('form.invalidDate') : t('form.required'),
            )}
          />
        )}
      />
      <Controller
        control={form.control}
        name="date_until"
        render={({ field }) => (
          <DateField
            label={t('absences.form.until')}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldErrorText(
              errors.date_until,
              problem === 'year'
                ? t('absences.errors.range')
                : problem === 'order'
                  ? t('absences.form.untilBeforeSince')
                  : field.value
                    ? t('form.invalidDate')
                    : t('form.required'),
            )}
          />
        )}
      />
    </SimpleGrid>
  );
}

/** Full days, or half a day: only for a single day and a type that may be taken in halves. */
export function AbsenceLengthField({
  form,
  fullDaysOnly,
  singleDay,
  countDaysError,
}: {
  form: UseFormReturn<AbsenceValues>;
  fullDaysOnly: boolean;
  singleDay: boolean;
  /** The service's or the contract's word on the number of days, which has no input of its own. */
  countDaysError: FieldError | undefined;
}) {
  const { t } = useTranslation();
  const lengthLabelId = useId();
  return (
    <Controller
      control={form.control}
      name="length"
      render={({ field }) => (
        <Input.Wrapper
          label={t('absences.form.length')}
          labelProps={{ id: lengthLabelId, component: 'span' }}
          description={fullDaysOnly ? t('absences.form.fullDaysOnly') : t('absences.form.halfDayHint')}
          error={fieldErrorText(
            countDaysError,
            fullDaysOnly ? t('absences.form.fullDaysOnly') : t('absences.errors.halfDay'),
          )}
        >
          <div>
            <SegmentedControl
              aria-labelledby={lengthLabelId}
              value={field.value}
              onChange={(value) => field.onChange(value as Length)}
              data={[
                { value: 'full', label: t('absences.form.fullDays') },
                {
                  value: 'half',
                  label: t('absences.form.halfDay'),
                  disabled: fullDaysOnly || (!singleDay && field.value !== 'half'),
                },
              ]}
            />
          </div>
        </Input.Wrapper>
      )}
    />
  );
}
