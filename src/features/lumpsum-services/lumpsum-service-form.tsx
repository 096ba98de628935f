import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  LUMPSUM_UNIT_MAX,
  type LumpSumService,
  lumpSumServiceAddSchema,
  lumpSumServiceEditSchema,
} from '../../../contract/lumpsum-services.ts';
import {
  lumpSumServiceQueries,
  useCreateLumpSumService,
  useUpdateLumpSumService,
} from '../../api/lumpsum-services.ts';
import type { Versioned } from '../../api/resource.ts';
import { FormFrame } from '../../components/form-frame.tsx';
import {
  type DialogFormProps,
  type EditStart,
  FormDialog,
  type FormTarget,
} from '../../components/form-modal.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { NameField, NoteField, useRecordForm } from '../../components/record-form.tsx';
import { SwitchField } from '../../components/switch-field.tsx';
import { fieldErrorText, numberOrNull, textOrNull } from '../../lib/form.ts';

type Values = {
  name: string;
  /** The number input's value: '' while empty, text while not a number yet. */
  price: number | string;
  unit: string;
  number: string;
  active: boolean;
  note: string;
};

const formFields = ['name', 'price', 'unit', 'number', 'active', 'note'] as const;

const newLumpSumService: Values = { name: '', price: '', unit: '', number: '', active: true, note: '' };

function toValues(service: LumpSumService): Values {
  return {
    name: service.name,
    price: service.price,
    unit: service.unit ?? '',
    number: service.number ?? '',
    active: service.active,
    note: service.note ?? '',
  };
}

function toBody(values: Values) {
  return {
    name: values.name,
    price: numberOrNull(values.price),
    unit: textOrNull(values.unit),
    number: textOrNull(values.number),
    active: values.active,
    note: textOrNull(values.note),
  };
}

/** Create or edit a lump sum service in a dialog; closing with unsaved changes asks first. */
export function LumpSumServiceFormModal({
  target,
  onClose,
}: {
  target: FormTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      target={target}
      title={{ create: t('lumpsumServices.newTitle'), edit: t('lumpsumServices.editTitle') }}
      detail={lumpSumServiceQueries.detail}
      onClose={onClose}
    >
      {(form, edit) => <LumpSumServiceForm {...form} edit={edit} />}
    </FormDialog>
  );
}

function LumpSumServiceForm({
  edit,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & { edit?: EditStart<Versioned<LumpSumService>> }) {
  const { t } = useTranslation();
  const { form, saving } = useRecordForm({
    edit,
    empty: newLumpSumService,
    toValues,
    toBody,
    addSchema: lumpSumServiceAddSchema,
    editSchema: lumpSumServiceEditSchema,
    create: useCreateLumpSumService(),
    update: useUpdateLumpSumService(),
    formFields,
    createdMessage: (service) => t('lumpsumServices.created', { name: service.name }),
    updatedMessage: (service) => t('lumpsumServices.updated', { name: service.name }),
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
      <NameField label={t('lumpsumServices.fields.name')} error={errors.name} {...form.register('name')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberField
          control={form.control}
          name="price"
          label={t('lumpsumServices.fields.price')}
          description={t('lumpsumServices.fields.priceHint')}
          required
          customMessage={t('form.twoDecimals')}
        />
        <TextInput
          label={t('lumpsumServices.fields.unit')}
          description={t('lumpsumServices.fields.unitHint', { max: LUMPSUM_UNIT_MAX })}
          error={fieldErrorText(errors.unit)}
          {...form.register('unit')}
        />
      </SimpleGrid>
      <TextInput
        label={t('lumpsumServices.fields.number')}
        description={t('lumpsumServices.fields.numberHint')}
        error={fieldErrorText(errors.number)}
        {...form.register('number')}
      />
      <SwitchField
        control={form.control}
        name="active"
        label={t('lumpsumServices.fields.active')}
        description={t('lumpsumServices.fields.activeHint')}
        error={fieldErrorText(errors.active)}
      />
      <NoteField label={t('lumpsumServices.fields.note')} error={errors.note} {...form.register('note')} />
    </FormFrame>
  );
}
