import { Alert, Fieldset, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type TargetHoursRow,
  type TargetHoursType,
  targetHoursAddSchema,
  targetHoursEditSchema,
  targetHoursTypes,
  weekdays,
} from '../../../contract/target-hours.ts';
import type { Versioned } from '../../api/resource.ts';
import { targetHoursQueries, useCreateTargetHours, useUpdateTargetHours } from '../../api/target-hours.ts';
import { FormDateField } from '../../components/form-date-field.tsx';
import { FormFrame } from '../../components/form-frame.tsx';
import {
  type DialogFormProps,
  type EditStart,
  FormDialog,
  type FormTarget,
} from '../../components/form-modal.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { useRecordForm } from '../../components/record-form.tsx';
import { CheckboxField, SwitchField } from '../../components/switch-field.tsx';
import { numberOrNull } from '../../lib/form.ts';
import { useFormatter } from '../../lib/format.ts';
import { openRowEndedBy, targetHoursConflict } from './periods.ts';
import { usePersonText } from './person-text.ts';
import { withConflictCheck } from './range-resolver.ts';

type Amount = number | string;

type Values = {
  type: TargetHoursType;
  date_since: string | null;
  date_until: string | null;
  monday: Amount;
  tuesday: Amount;
  wednesday: Amount;
  thursday: Amount;
  friday: Amount;
  saturday: Amount;
  sunday: Amount;
  compensation_daily: Amount;
  absence_fixed_credit: boolean;
  monthly_target: Amount;
  workday_monday: boolean;
  workday_tuesday: boolean;
  workday_wednesday: boolean;
  workday_thursday: boolean;
  workday_friday: boolean;
  workday_saturday: boolean;
  workday_sunday: boolean;
  compensation_monthly: Amount;
};

const formFields = [
  'type',
  'date_since',
  'date_until',
  ...weekdays,
  'compensation_daily',
  'absence_fixed_credit',
  'monthly_target',
  ...weekdays.map((day) => `workday_${day}` as const),
  'compensation_monthly',
] as const;

/** Full time, Monday to Friday: where a person without rows starts. */
const fullTime: Omit<Values, 'date_since' | 'date_until'> = {
  type: 'weekly',
  monday: 8,
  tuesday: 8,
  wednesday: 8,
  thursday: 8,
  friday: 8,
  saturday: 0,
  sunday: 0,
  compensation_daily: 0,
  absence_fixed_credit: false,
  monthly_target: 160,
  workday_monday: true,
  workday_tuesday: true,
  workday_wednesday: true,
  workday_thursday: true,
  workday_friday: true,
  workday_saturday: false,
  workday_sunday: false,
  compensation_monthly: 0,
};

function toValues(row: TargetHoursRow): Values {
  const common = { date_since: row.date_since, date_until: row.date_until };
  if (row.type === 'weekly') {
    const { id: _id, users_id: _user, date_since: _since, date_until: _until, ...weekly } = row;
    return { ...fullTime, ...weekly, ...common };
  }
  const { id: _id, users_id: _user, date_since: _since, date_until: _until, ...monthly } = row;
  return { ...fullTime, ...monthly, ...common };
}

/** The request body: the fields of the chosen type only, as the service refuses the other type's. */
function bodyOf(usersId: number, values: Values) {
  const common = {
    users_id: usersId,
    type: values.type,
    date_since: values.date_since ?? undefined,
    date_until: values.date_until,
    compensation_monthly: numberOrNull(values.compensation_monthly),
  };
  if (values.type === 'weekly') {
    return {
      ...common,
      ...Object.fromEntries(weekdays.map((day) => [day, numberOrNull(values[day])])),
      compensation_daily: numberOrNull(values.compensation_daily),
      absence_fixed_credit: values.absence_fixed_credit,
    };
  }
  return {
    ...common,
    monthly_target: numberOrNull(values.monthly_target),
    ...Object.fromEntries(weekdays.map((day) => [`workday_${day}`, values[`workday_${day}`]])),
  };
}

/** Add or edit a row of a person's target hours in a dialog. */
export function TargetHoursFormModal({
  usersId,
  rows,
  target,
  onClose,
  onCreated,
}: {
  usersId: number;
  /** The person's rows: a new row starts from the current one and is checked against them. */
  rows: readonly TargetHoursRow[];
  target: FormTarget | null;
  onClose: () => void;
  /** After a row is added and the dialog closed: what the page offers next. */
  onCreated: (row: TargetHoursRow) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      target={target}
      title={{ create: t('person.targetHours.newTitle'), edit: t('person.targetHours.editTitle') }}
      detail={targetHoursQueries.detail}
      onClose={onClose}
    >
      {(form, edit) => (
        <TargetHoursForm {...form} edit={edit} usersId={usersId} rows={rows} onCreated={onCreated} />
      )}
    </FormDialog>
  );
}

function TargetHoursForm({
  edit,
  usersId,
  rows,
  onDirtyChange,
  onDone,
  onCancel,
  onCreated,
}: DialogFormProps & {
  edit?: EditStart<Versioned<TargetHoursRow>>;
  usersId: number;
  rows: readonly TargetHoursRow[];
  onCreated: (row: TargetHoursRow) => void;
}) {
  const { t } = useTranslation();
  const text = usePersonText();
  const today = useFormatter().today();
  const toBody = (values: Values) => bodyOf(usersId, values);
  // A new row starts today from the schedule in force, so a change touches only what differs.
  const current = rows.find((row) => row.date_until === null) ?? rows.at(-1);
  const empty: Values = {
    ...(current ? toValues(current) : fullTime),
    date_since: today,
    date_until: null,
  };
  // Built on every render, so the check always sees the rows on screen.
  const resolver = withConflictCheck<Values>(
    edit ? targetHoursEditSchema : targetHoursAddSchema,
    toBody,
    (values) => {
      const conflict = targetHoursConflict(
        rows,
        { date_since: values.date_since ?? today, date_until: values.date_until },
        edit?.id,
      );
      return conflict
        ? {
            field: 'date_since',
            message: t('person.overlaps', {
              range: text.range(conflict.date_since, conflict.date_until),
            }),
          }
        : null;
    },
  );
  const { form, saving } = useRecordForm({
    edit,
    empty,
    toValues,
    toBody,
    resolver,
    addSchema: targetHoursAddSchema,
    editSchema: targetHoursEditSchema,
    create: useCreateTargetHours(),
    update: useUpdateTargetHours(),
    formFields,
    createdMessage: (row) =>
      t('person.targetHours.created', { range: text.range(row.date_since, row.date_until) }),
    updatedMessage: (row) =>
      t('person.targetHours.updated', { range: text.range(row.date_since, row.date_until) }),
    onCreated: (row) => {
      onDone();
      onCreated(row);
    },
    onDone,
  });
  const [type, since] = useWatch({ control: form.control, name: ['type', 'date_since'] });
  const ended = edit ? null : openRowEndedBy(rows, since ?? today);
  // Hours and minutes take at most two decimals; the contract's refinement says so at the field.
  const amount = (name: keyof Values) => ({
    control: form.control,
    name,
    customMessage: t('form.twoDecimals'),
  });

  return (
    <FormFrame
      save={saving}
      submitLabel={edit ? t('common.save') : t('common.create')}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="target-hours-type">
              {t('person.targetHours.type')}
            </Text>
            <SegmentedControl
              aria-labelledby="target-hours-type"
              data={targetHoursTypes.map((value) => ({
                value,
                label: t(`person.targetHours.types.${value}`),
              }))}
              value={field.value}
              onChange={(value) => field.onChange(value as TargetHoursType)}
            />
          </Stack>
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <FormDateField
          control={form.control}
          name="date_since"
          label={t('person.fields.since')}
          description={edit ? undefined : t('person.targetHours.sinceHint')}
        />
        <FormDateField
          control={form.control}
          name="date_until"
          label={t('person.fields.until')}
          description={t('person.fields.untilHint')}
          clearable
          customMessage={t('person.untilBeforeSince')}
        />
      </SimpleGrid>
      {ended && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} role="status">
          <Text size="sm">
            {t('person.targetHours.endsCurrent', {
              since: text.date(ended.row.date_since),
              until: text.date(ended.endsOn),
            })}
          </Text>
        </Alert>
      )}
      <Fieldset
        legend={type === 'weekly' ? t('person.targetHours.hoursPerDay') : t('person.targetHours.workdays')}
        variant="unstyled"
      >
        <SimpleGrid cols={{ base: 4, xs: 7 }} spacing="xs">
          {weekdays.map((day) =>
            type === 'weekly' ? (
              <NumberField key={day} {...amount(day)} label={text.weekdayNames[day]} />
            ) : (
              <CheckboxField
                key={day}
                control={form.control}
                name={`workday_${day}`}
                label={text.weekdayNames[day]}
              />
            ),
          )}
        </SimpleGrid>
      </Fieldset>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {type === 'weekly' ? (
          <NumberField
            {...amount('compensation_daily')}
            label={t('person.targetHours.compensationDaily')}
            description={t('person.targetHours.compensationDailyHint')}
          />
        ) : (
          <NumberField {...amount('monthly_target')} label={t('person.targetHours.monthlyTarget')} />
        )}
        <NumberField
          {...amount('compensation_monthly')}
          label={t('person.targetHours.compensationMonthly')}
          description={t('person.targetHours.compensationMonthlyHint')}
        />
      </SimpleGrid>
      {type === 'weekly' && (
        <SwitchField
          control={form.control}
          name="absence_fixed_credit"
          label={t('person.targetHours.fixedCredit')}
          description={t('person.targetHours.fixedCreditHint')}
        />
      )}
    </FormFrame>
  );
}
