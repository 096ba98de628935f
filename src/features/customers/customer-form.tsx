import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAME_MAX, NOTE_MAX } from '../../../contract/common.ts';
import { type Customer, customerAddSchema, customerEditSchema } from '../../../contract/customers.ts';
import { FormLoading, FormModal } from '../../components/form-modal.tsx';
import { ErrorPanel } from '../../components/page-states.tsx';
import { SaveErrorAlert } from '../../components/save-error-alert.tsx';
import { SwitchField } from '../../components/switch-field.tsx';
import { confirmDiscard, useUnsavedChangesGuard } from '../../components/unsaved-changes.tsx';
import {
  applyServerFieldErrors,
  bodyResolver,
  changedFields,
  fieldErrorText,
  textOrNull,
  useIdempotencyKey,
} from '../../lib/form.ts';
import { type CustomerDetail, customerQueries, useCreateCustomer, useUpdateCustomer } from './api.ts';
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
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);

  function finish() {
    setDirty(false);
    onClose();
  }
  async function requestClose() {
    if (!dirty || (await confirmDiscard())) finish();
  }

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
  const queryClient = useQueryClient();
  // Always the current version: the ETag sent back must be the one the user started from.
  const detail = useQuery({ ...customerQueries.detail(id), staleTime: 0, refetchOnWindowFocus: false });
  if (detail.isPending) return <FormLoading />;
  if (detail.isError) {
    return <ErrorPanel error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />;
  }
  return (
    <CustomerForm
      {...callbacks}
      initial={toValues(detail.data.customer)}
      edit={{
        id,
        etag: detail.data.etag,
        reload: () => queryClient.fetchQuery({ ...customerQueries.detail(id), staleTime: 0 }),
      }}
    />
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
  edit?: { id: number; etag: string | null; reload: () => Promise<CustomerDetail> };
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
  const [fieldsMarked, setFieldsMarked] = useState(false);
  const [reloading, setReloading] = useState(false);
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const mutation = edit ? update : create;
  const idempotencyKey = useIdempotencyKey();
  const { errors, isDirty } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onError = (error: unknown) =>
    setFieldsMarked(applyServerFieldErrors(error, form.setError, formFields));

  function save(etag: string | null) {
    return form.handleSubmit((values) => {
      if (mutation.isPending) return;
      const body = toBody(values, withNote);
      if (!edit) {
        create.mutate(
          // The resolver has checked this body against the contract; parsing gives its exact type.
          { body: customerAddSchema.parse(body), idempotencyKey: idempotencyKey(body) },
          {
            onSuccess: (customer) => {
              notifications.show({
                color: 'green',
                message: t('customers.created', { name: customer.name }),
              });
              onDone();
            },
            onError,
          },
        );
        return;
      }
      // Only what the user changed, so a field someone else changed meanwhile is not sent back.
      const changes = changedFields(toBody(base.values, withNote), body);
      if (Object.keys(changes).length === 0) {
        onDone();
        return;
      }
      update.mutate(
        { id: edit.id, body: customerEditSchema.parse(changes), etag },
        {
          onSuccess: ({ customer }) => {
            notifications.show({ color: 'green', message: t('customers.updated', { name: customer.name }) });
            onDone();
          },
          onError,
        },
      );
    })();
  }

  async function refreshBase(keepTyped: boolean) {
    if (!edit) return;
    setReloading(true);
    try {
      const fresh = await edit.reload();
      const values = toValues(fresh.customer);
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

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(base.etag);
      }}
    >
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
        <SaveErrorAlert
          error={mutation.error}
          fieldsMarked={fieldsMarked}
          onReload={edit ? () => refreshBase(false) : undefined}
          onOverwrite={edit ? () => refreshBase(true) : undefined}
          busy={reloading || mutation.isPending}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {edit ? t('common.save') : t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
