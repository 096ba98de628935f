import { useTranslation } from 'react-i18next';
import {
  type HolidaysCarryRow,
  holidaysCarryAddSchema,
  holidaysCarryEditSchema,
} from '../../../contract/holidays.ts';
import {
  holidaysCarryQueries,
  useCreateHolidaysCarry,
  userCarryKey,
  useUpdateHolidaysCarryOfUser,
} from '../../api/holidays-carry.ts';
import type { Versioned } from '../../api/resource.ts';
import { FormFrame } from '../../components/form-frame.tsx';
import {
  type DialogFormProps,
  type EditStart,
  FormDialog,
  type FormTarget,
} from '../../components/form-modal.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { NoteField, useRecordForm } from '../../components/record-form.tsx';
import { numberOrNull, textOrNull } from '../../lib/form.ts';
import { usePersonText } from './person-text.ts';
import { withConflictCheck } from './range-resolver.ts';

type Values = { year: number | string; count: number | string; note: string };

const formFields = ['year', 'count', 'note'] as const;

const toValues = (row: HolidaysCarryRow): Values => ({
  year: row.year,
  count: row.count,
  note: row.note ?? '',
});

/**
 * Add or edit a person's carryover into a year in a dialog. A carryover is addressed by its year,
 * so an edit's `target.id` is the year.
 */
export function CarryFormModal({
  usersId,
  carryovers,
  year,
  target,
  onClose,
}: {
  usersId: number;
  /** The person's carryovers: one per year. */
  carryovers: readonly HolidaysCarryRow[];
  /** Where a new carryover goes. */
  year: number;
  target: FormTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      target={target}
      title={{ create: t('person.carryovers.newTitle'), edit: t('person.carryovers.editTitle') }}
      detail={(carryYear: number) => holidaysCarryQueries.detail(userCarryKey(usersId, carryYear))}
      onClose={onClose}
    >
      {(form, edit) => (
        <CarryForm {...form} edit={edit} usersId={usersId} carryovers={carryovers} year={year} />
      )}
    </FormDialog>
  );
}

function CarryForm({
  edit,
  usersId,
  carryovers,
  year,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & {
  edit?: EditStart<Versioned<HolidaysCarryRow>>;
  usersId: number;
  carryovers: readonly HolidaysCarryRow[];
  year: number;
}) {
  const { t } = useTranslation();
  const text = usePersonText();
  const toBody = (values: Values) => ({
    users_id: usersId,
    year: numberOrNull(values.year),
    count: numberOrNull(values.count),
    note: textOrNull(values.note),
  });
  // Built on every render, so the check always sees the rows on screen.
  const resolver = withConflictCheck<Values>(
    edit ? holidaysCarryEditSchema : holidaysCarryAddSchema,
    toBody,
    (values) =>
      !edit && carryovers.some((row) => row.year === numberOrNull(values.year))
        ? { field: 'year', message: t('person.carryovers.exists', { year: values.year }) }
        : null,
  );
  const { form, saving } = useRecordForm({
    edit,
    empty: { year, count: '', note: '' },
    toValues,
    toBody,
    resolver,
    addSchema: holidaysCarryAddSchema,
    editSchema: holidaysCarryEditSchema,
    create: useCreateHolidaysCarry(),
    update: useUpdateHolidaysCarryOfUser(usersId),
    formFields,
    createdMessage: (row) =>
      t('person.carryovers.created', { year: row.year, days: text.signedDays(row.count) }),
    updatedMessage: (row) =>
      t('person.carryovers.updated', { year: row.year, days: text.signedDays(row.count) }),
    onDone,
  });

  return (
    <FormFrame
      save={saving}
      submitLabel={edit ? t('common.save') : t('common.create')}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      <NumberField
        control={form.control}
        name="year"
        label={t('person.carryovers.year')}
        description={edit ? t('person.carryovers.yearFixed') : undefined}
        required
        disabled={edit !== undefined}
        thousandSeparator={false}
      />
      <NumberField
        control={form.control}
        name="count"
        label={t('person.carryovers.count')}
        description={t('person.carryovers.countHint')}
        required
        data-autofocus
        customMessage={t('person.halfDays')}
      />
      <NoteField
        label={t('person.carryovers.note')}
        error={form.formState.errors.note}
        {...form.register('note')}
      />
    </FormFrame>
  );
}
