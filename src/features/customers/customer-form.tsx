import { TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Customer, customerAddSchema, customerEditSchema } from '../../../contract/customers.ts';
import { customerQueries, useCreateCustomer, useUpdateCustomer } from '../../api/customers.ts';
import type { Versioned } from '../../api/resource.ts';
import { FormFrame } from '../../components/form-frame.tsx';
import {
  type DialogFormProps,
  type EditStart,
  FormDialog,
  type FormTarget,
} from '../../components/form-modal.tsx';
import { NameField, NoteField, useRecordForm } from '../../components/record-form.tsx';
import { SwitchField } from '../../components/switch-field.tsx';
import { fieldErrorText, textOrNull } from '../../lib/form.ts';
import { CustomerColorPicker } from './customer-colors.tsx';

type Values = {
  name: string;
  number: string;
  color: number;
  active: boolean;
  billable_default: boolean;
  note: string;
};

const formFields = ['name', 'number', 'color', 'active', 'billable_default', 'note'] as const;

const newCustomer: Values = {
  name: '',
  number: '',
  color: 1,
  active: true,
  billable_default: true,
  note: '',
};

function toValues(customer: Customer): Values {
  return {
    name: customer.name,
    number: customer.number ?? '',
    color: customer.color,
    active: customer.active,
    billable_default: customer.billable_default,
    note: customer.note ?? '',
  };
}

/** Only owners and managers may send the note (docs/interface.md#roles-and-rights), so it is left out otherwise. */
function toBody(values: Values, withNote: boolean) {
  return {
    name: values.name,
    number: textOrNull(values.number),
    color: values.color,
    active: values.active,
    billable_default: values.billable_default,
    ...(withNote ? { note: textOrNull(values.note) } : {}),
  };
}

/** Create or edit a customer in a dialog; closing with unsaved changes asks first. */
export function CustomerFormModal({
  target,
  withNote,
  onClose,
}: {
  target: FormTarget | null;
  withNote: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      target={target}
      title={{ create: t('customers.newTitle'), edit: t('customers.editTitle') }}
      detail={customerQueries.detail}
      onClose={onClose}
    >
      {(form, edit) => <CustomerForm {...form} edit={edit} withNote={withNote} />}
    </FormDialog>
  );
}

function CustomerForm({
  edit,
  withNote,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & { edit?: EditStart<Versioned<Customer>>; withNote: boolean }) {
  const { t } = useTranslation();
  const { form, saving } = useRecordForm({
    edit,
    empty: newCustomer,
    toValues,
    toBody: (values: Values) => toBody(values, withNote),
    addSchema: customerAddSchema,
    editSchema: customerEditSchema,
    create: useCreateCustomer(),
    update: useUpdateCustomer(),
    formFields,
    createdMessage: (customer) => t('customers.created', { name: customer.name }),
    updatedMessage: (customer) => t('customers.updated', { name: customer.name }),
    onDone,
  });
  const { errors } = form.formState;

  return (
    <FormFrame
      save={saving}
      submitLabel={edit ? t('common.save') : t('common.create')}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      <NameField label={t('customers.fields.name')} error={errors.name} {...form.register('name')} />
      <TextInput
        label={t('customers.fields.number')}
        error={fieldErrorText(errors.number)}
        {...form.register('number')}
      />
      <Controller
        control={form.control}
        name="color"
        render={({ field }) => (
          <CustomerColorPicker
            label={t('customers.fields.color')}
            value={field.value}
            onChange={field.onChange}
            error={fieldErrorText(errors.color)}
          />
        )}
      />
      <SwitchField
        control={form.control}
        name="active"
        label={t('customers.fields.active')}
        description={t('customers.fields.activeHint')}
        error={fieldErrorText(errors.active)}
      />
      <SwitchField
        control={form.control}
        name="billable_default"
        label={t('customers.fields.billableDefault')}
        error={fieldErrorText(errors.billable_default)}
      />
      {withNote && (
        <NoteField label={t('customers.fields.note')} error={errors.note} {...form.register('note')} />
      )}
    </FormFrame>
  );
}
