import { Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAME_MAX, NOTE_MAX } from '../../../contract/common.ts';
import { type Customer, customerAddSchema, customerEditSchema } from '../../../contract/customers.ts';
import { customerQueries, useCreateCustomer, useUpdateCustomer } from '../../api/customers.ts';
import type { Versioned } from '../../api/resource.ts';
import { EditLoader, FormActions, FormModal } from '../../components/form-modal.tsx';
import { SaveErrorAlert } from '../../components/save-error-alert.tsx';
import { SwitchField } from '../../components/switch-field.tsx';
import { useGuardedClose } from '../../components/unsaved-changes.tsx';
import { bodyResolver, fieldErrorText, textOrNull, useVersionedSave } from '../../lib/form.ts';
import { CustomerColorPicker } from './customer-colors.tsx';

export type CustomerFormTarget = { kind: 'create' } | { kind: 'edit'; id: number };

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

/** Only owners and managers may send the note (decisions §5), so it is left out otherwise. */
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
  target: CustomerFormTarget | null;
  withNote: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { setDirty, finish, requestClose } = useGuardedClose(onClose);

  return (
    <FormModal
      opened={target !== null}
      onClose={requestClose}
      title={target?.kind === 'edit' ? t('customers.editTitle') : t('customers.newTitle')}
    >
      {target?.kind === 'create' && (
        <CustomerForm
          initial={newCustomer}
          withNote={withNote}
          onDirtyChange={setDirty}
          onDone={finish}
          onCancel={requestClose}
        />
      )}
      {target?.kind === 'edit' && (
        <EditCustomer
          id={target.id}
          withNote={withNote}
          onDirtyChange={setDirty}
          onDone={finish}
          onCancel={requestClose}
        />
      )}
    </FormModal>
  );
}

type FormCallbacks = {
  withNote: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onDone: () => void;
  onCancel: () => void;
};

function EditCustomer({ id, ...callbacks }: { id: number } & FormCallbacks) {
  return (
    <EditLoader query={customerQueries.detail(id)}>
      {(detail, reload) => (
        <CustomerForm
          {...callbacks}
          initial={toValues(detail.record)}
          edit={{ id, etag: detail.etag, reload }}
        />
      )}
    </EditLoader>
  );
}

function CustomerForm({
  initial,
  edit,
  withNote,
  onDirtyChange,
  onDone,
  onCancel,
}: {
  initial: Values;
  edit?: { id: number; etag: string | null; reload: () => Promise<Versioned<Customer>> };
  withNote: boolean;
} & Omit<FormCallbacks, 'withNote'>) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: bodyResolver(edit ? customerEditSchema : customerAddSchema, (values: Values) =>
      toBody(values, withNote),
    ),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [base, setBase] = useState({ values: initial, etag: edit?.etag ?? null });
  const saving = useVersionedSave({
    form,
    base,
    setBase,
    create: useCreateCustomer(),
    update: useUpdateCustomer(),
    edit: edit && { ...edit, valuesOf: (fresh: Versioned<Customer>) => toValues(fresh.record) },
    addBody: (values) => toBody(values, withNote),
    editBody: (values) => toBody(values, withNote),
    addSchema: customerAddSchema,
    editSchema: customerEditSchema,
    formFields,
    createdMessage: ({ record: customer }) => t('customers.created', { name: customer.name }),
    updatedMessage: ({ record: customer }) => t('customers.updated', { name: customer.name }),
    onDone,
  });
  const { errors, isDirty } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  return (
    <form noValidate onSubmit={saving.onSubmit}>
      <Stack gap="md">
        <TextInput
          label={t('customers.fields.name')}
          required
          maxLength={NAME_MAX}
          data-autofocus
          error={fieldErrorText(errors.name, t('form.required'))}
          {...form.register('name')}
        />
        <TextInput
          label={t('customers.fields.number')}
          maxLength={NAME_MAX}
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
          <Textarea
            label={t('customers.fields.note')}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={NOTE_MAX}
            error={fieldErrorText(errors.note)}
            {...form.register('note')}
          />
        )}
        <SaveErrorAlert {...saving.alert} />
        <FormActions
          submitLabel={edit ? t('common.save') : t('common.create')}
          pending={saving.pending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
