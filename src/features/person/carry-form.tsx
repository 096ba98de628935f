import { useTranslation } from 'react-i18next';
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
import { type CarryKind, type CarryRow, carryMessage } from './carry-kinds.ts';
import { usePersonText } from './person-text.ts';
import { withConflictCheck } from './range-resolver.ts';

/** The amount input is named after the body's field (`count` or `hours`), so errors land on it. */
type Values = { year: number | string; note: string } & Record<string, number | string>;

type CarryFormProps<Row extends CarryRow> = {
  kind: CarryKind<Row>;
  usersId: number;
  /** The person's carryovers of this kind: one per year. */
  carryovers: readonly Row[];
  /** Where a new carryover goes. */
  year: number;
};

/**
 * Add or edit a person's holiday or overtime carryover (`kind`) into a year in a dialog. A carryover is
 * addressed by its year, so an edit's `target.id` is the year.
 */
export function CarryFormModal<Row extends CarryRow>({
  target,
  onClose,
  ...props
}: CarryFormProps<Row> & { target: FormTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { kind, usersId } = props;
  return (
    <FormDialog
      target={target}
      title={{ create: t(carryMessage(kind, 'newTitle')), edit: t(carryMessage(kind, 'editTitle')) }}
      detail={kind.ofUserByYear(usersId)}
      onClose={onClose}
    >
      {(form, edit) => (
        <CarryForm {...form} {...props} edit={edit as EditStart<Versioned<Row>> | undefined} />
      )}
    </FormDialog>
  );
}

function CarryForm<Row extends CarryRow>({
  kind,
  edit,
  usersId,
  carryovers,
  year,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & CarryFormProps<Row> & { edit?: EditStart<Versioned<Row>> }) {
  const { t } = useTranslation();
  const text = usePersonText();
  const amount = kind.amountField;
  const toBody = (values: Values) => ({
    users_id: usersId,
    year: numberOrNull(values.year),
    [amount]: numberOrNull(values[amount] as number | string),
    note: textOrNull(values.note),
  });
  // Built on every render, so the check always sees the rows on screen.
  const resolver = withConflictCheck<Values>(edit ? kind.editSchema : kind.addSchema, toBody, (values) =>
    !edit && carryovers.some((row) => row.year === numberOrNull(values.year))
      ? { field: 'year', message: t(carryMessage(kind, 'exists'), { year: values.year }) }
      : null,
  );
  const saved = (row: Row) => ({ year: row.year, amount: kind.amountText(text, kind.amountOf(row)) });
  const { form, saving } = useRecordForm({
    edit,
    empty: { year, [amount]: '', note: '' } as Values,
    toValues: (row: Row): Values => ({ year: row.year, [amount]: kind.amountOf(row), note: row.note ?? '' }),
    toBody,
    resolver,
    addSchema: kind.addSchema,
    editSchema: kind.editSchema,
    create: kind.useCreate(),
    update: kind.useUpdateOfUser(usersId),
    formFields: ['year', amount, 'note'],
    createdMessage: (row) => t(carryMessage(kind, 'created'), saved(row)),
    updatedMessage: (row) => t(carryMessage(kind, 'updated'), saved(row)),
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
        label={t(carryMessage(kind, 'year'))}
        description={edit ? t(carryMessage(kind, 'yearFixed')) : undefined}
        required
        disabled={edit !== undefined}
        thousandSeparator={false}
      />
      <NumberField
        control={form.control}
        name={amount}
        label={t(carryMessage(kind, 'amount'))}
        description={t(carryMessage(kind, 'amountHint'))}
        required
        data-autofocus
        customMessage={t(carryMessage(kind, 'amountRule'))}
      />
      <NoteField
        label={t(carryMessage(kind, 'note'))}
        error={form.formState.errors.note}
        {...form.register('note')}
      />
    </FormFrame>
  );
}
