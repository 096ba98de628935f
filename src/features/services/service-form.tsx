import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
import { NameField, NoteField, useRecordForm } from '../../components/record-form.tsx';
import { SwitchField } from '../../components/switch-field.tsx';
import { fieldErrorText, textOrNull } from '../../lib/form.ts';

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
  const { form, saving } = useRecordForm({
    edit,
    empty: newService,
    toValues,
    toBody,
    addSchema: serviceAddSchema,
    editSchema: serviceEditSchema,
    create: useCreateService(),
    update: useUpdateService(),
    formFields,
    createdMessage: (service) => t('services.created', { name: service.name }),
    updatedMessage: (service) => t('services.updated', { name: service.name }),
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
      <NameField label={t('services.fields.name')} error={errors.name} {...form.register('name')} />
      <TextInput
        label={t('services.fields.number')}
        description={t('services.fields.numberHint')}
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
      <NoteField label={t('services.fields.note')} error={errors.note} {...form.register('note')} />
    </FormFrame>
  );
}
