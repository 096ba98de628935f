import { Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAME_MAX, NOTE_MAX } from '../../../contract/common.ts';
import { type Service, serviceAddSchema, serviceEditSchema } from '../../../contract/services.ts';
import type { Versioned } from '../../api/resource.ts';
import { serviceQueries, useCreateService, useUpdateService } from '../../api/services.ts';
import { FormFrame } from '../../components/form-frame.tsx';
import {
  type DialogFormProps,
  type EditStart,
  FormDialog,
  type FormTarget,
} from '../../components/form-modal.tsx';
import { SwitchField } from '../../components/switch-field.tsx';
import { bodyResolver, fieldErrorText, textOrNull } from '../../lib/form.ts';
import { useVersionedSave } from '../../lib/versioned-save.ts';

type Values = { name: string; number: string; active: boolean; note: string };

const formFields = ['name', 'number', 'active', 'note'] as const;

const newService: Values = { name: '', number: '', active: true, note: '' };

function toValues(service: Service): Values {
  return {
    name: service.name,
    number: service.number ?? '',
    active: service.active,
    note: service.note ?? '',
  };
}

function toBody(values: Values) {
  return {
    name: values.name,
    number: textOrNull(values.number),
    active: values.active,
    note: textOrNull(values.note),
  };
}

/** Create or edit a service in a dialog; closing with unsaved changes asks first. */
export function ServiceFormModal({ target, onClose }: { target: FormTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog
      target={target}
      title={{ create: t('services.newTitle'), edit: t('services.editTitle') }}
      detail={serviceQueries.detail}
      onClose={onClose}
    >
      {(form, edit) => <ServiceForm {...form} edit={edit} />}
    </FormDialog>
  );
}

function ServiceForm({
  edit,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & { edit?: EditStart<Versioned<Service>> }) {
  const { t } = useTranslation();
  const [base, setBase] = useState(() => ({
    values: edit ? toValues(edit.detail.record) : newService,
    etag: edit?.detail.etag ?? null,
  }));
  const form = useForm<Values>({
    resolver: bodyResolver(edit ? serviceEditSchema : serviceAddSchema, toBody),
    defaultValues: base.values,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const saving = useVersionedSave({
    form,
    base,
    setBase,
    create: useCreateService(),
    update: useUpdateService(),
    edit: edit && { id: edit.id, reload: edit.reload, valuesOf: (fresh) => toValues(fresh.record) },
    addBody: toBody,
    editBody: toBody,
    addSchema: serviceAddSchema,
    editSchema: serviceEditSchema,
    formFields,
    createdMessage: ({ record }) => t('services.created', { name: record.name }),
    updatedMessage: ({ record }) => t('services.updated', { name: record.name }),
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
      <TextInput
        label={t('services.fields.name')}
        required
        maxLength={NAME_MAX}
        data-autofocus
        error={fieldErrorText(errors.name, t('form.required'))}
        {...form.register('name')}
      />
      <TextInput
        label={t('services.fields.number')}
        description={t('services.fields.numberHint')}
        maxLength={NAME_MAX}
        error={fieldErrorText(errors.number)}
        {...form.register('number')}
      />
      <SwitchField
        control={form.control}
        name="active"
        label={t('services.fields.active')}
        description={t('services.fields.activeHint')}
        error={fieldErrorText(errors.active)}
      />
      <Textarea
        label={t('services.fields.note')}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={NOTE_MAX}
        error={fieldErrorText(errors.note)}
        {...form.register('note')}
      />
    </FormFrame>
  );
}
