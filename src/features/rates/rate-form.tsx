import { SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type Rate,
  type RateTarget,
  rateAddSchema,
  rateEditSchema,
  rateLevelOf,
} from '../../../contract/rates.ts';
import { rateQueries, useCreateRate, useUpdateRate } from '../../api/rates.ts';
import type { Versioned } from '../../api/resource.ts';
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
import { SelectField } from '../../components/select-field.tsx';
import { numberOrNull } from '../../lib/form.ts';
import { useFormatter } from '../../lib/format.ts';
import { type RateChoices, useRateChoices, useTargetName } from './use-rate-choices.ts';

type Values = RateTarget & {
  /** The number input's value: '' while empty, text while not a number yet. */
  hourly_rate: number | string;
  date_since: string | null;
};

const formFields = [
  'customers_id',
  'projects_id',
  'services_id',
  'users_id',
  'hourly_rate',
  'date_since',
] as const;

const noTarget: RateTarget = { customers_id: null, projects_id: null, services_id: null, users_id: null };

function toValues({ id: _id, ...rate }: Rate): Values {
  return rate;
}

function toBody(values: Values) {
  return {
    customers_id: values.customers_id,
    projects_id: values.projects_id,
    services_id: values.services_id,
    users_id: values.users_id,
    hourly_rate: numberOrNull(values.hourly_rate),
    date_since: values.date_since ?? undefined,
  };
}

const options = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: item.id, label: item.name }));

/**
 * Add or edit an hourly rate in a dialog; `preset` starts a new one for a target already listed (a
 * new amount from another day). Closing with unsaved changes asks first. `onSaved` gets the rate saved.
 */
export function RateFormModal({
  target,
  preset,
  onSaved,
  onClose,
}: {
  target: FormTarget | null;
  preset?: RateTarget;
  onSaved: (rate: Rate) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      target={target}
      title={{ create: t('rates.newTitle'), edit: t('rates.editTitle') }}
      detail={rateQueries.detail}
      onClose={onClose}
    >
      {(form, edit) => <RateForm {...form} edit={edit} preset={preset ?? noTarget} onSaved={onSaved} />}
    </FormDialog>
  );
}

function RateForm({
  edit,
  preset,
  onSaved,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & {
  edit?: EditStart<Versioned<Rate>>;
  preset: RateTarget;
  onSaved: (rate: Rate) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const choices = useRateChoices();
  const targetName = useTargetName(choices);
  const { form, saving } = useRecordForm({
    edit,
    empty: { ...preset, hourly_rate: '', date_since: format.today() },
    toValues,
    toBody,
    addSchema: rateAddSchema,
    editSchema: rateEditSchema,
    create: useCreateRate(),
    update: useUpdateRate(),
    formFields,
    createdMessage: (rate) => t('rates.created', { target: targetName(rate) }),
    updatedMessage: (rate) => t('rates.updated', { target: targetName(rate) }),
    onSaved,
    onDone,
  });
  const values = form.watch();
  const level = rateLevelOf(values);

  return (
    <FormFrame
      save={saving}
      submitLabel={edit ? t('common.save') : t('common.create')}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      <TargetFields form={form} choices={choices} customerId={values.customers_id} />
      <Text size="sm" c="dimmed" role="status">
        {level === null ? t('rates.noLevel') : t('rates.appliesAs', { level: t(`rates.levels.${level}`) })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberField
          control={form.control}
          name="hourly_rate"
          label={t('rates.fields.hourlyRate')}
          required
          customMessage={t('form.twoDecimals')}
        />
        <FormDateField
          control={form.control}
          name="date_since"
          label={t('rates.fields.since')}
          description={t('rates.fields.sinceHint')}
          required
        />
      </SimpleGrid>
    </FormFrame>
  );
}

function TargetFields({
  form,
  choices,
  customerId,
}: {
  form: UseFormReturn<Values>;
  choices: RateChoices;
  customerId: number | null;
}) {
  const { t } = useTranslation();
  // Only the chosen customer's projects: a project of another customer is refused.
  const projects = choices.projects.filter(
    (project) => customerId === null || project.customers_id === customerId,
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <SelectField<Values, number>
        control={form.control}
        name="customers_id"
        label={t('rates.fields.customer')}
        placeholder={t('rates.fields.any')}
        data={options(choices.customers)}
        searchable
        clearable
      />
      <SelectField<Values, number>
        control={form.control}
        name="projects_id"
        label={t('rates.fields.project')}
        placeholder={t('rates.fields.any')}
        data={options(projects)}
        searchable
        clearable
      />
      <SelectField<Values, number>
        control={form.control}
        name="services_id"
        label={t('rates.fields.service')}
        description={t('rates.fields.serviceHint')}
        placeholder={t('rates.fields.any')}
        data={options(choices.services)}
        searchable
        clearable
      />
      <SelectField<Values, number>
        control={form.control}
        name="users_id"
        label={t('rates.fields.coWorker')}
        placeholder={t('rates.fields.everyone')}
        data={options(choices.users)}
        searchable
        clearable
      />
    </SimpleGrid>
  );
}
