import { Select, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Versioned } from '../../api/resource.ts';
import { FormDateField } from '../../components/form-date-field.tsx';
import { FormFrame } from '../../components/form-frame.tsx';
import {
  type DialogFormProps,
  type EditStart,
  FormDialog,
  type FormTarget,
} from '../../components/form-modal.tsx';
import { useRecordForm } from '../../components/record-form.tsx';
import { fieldErrorText } from '../../lib/form.ts';
import {
  type PeriodKind,
  type PeriodReference,
  periodMessage,
  type ReferencePeriod,
  referenceNameOf,
} from './period-kinds.ts';
import { overlappingRow } from './periods.ts';
import { usePersonText } from './person-text.ts';
import { withConflictCheck } from './range-resolver.ts';

/** The inputs are named after the body's fields, so the contract's and the service's errors land on them. */
type Values = { date_since: string | null; date_until: string | null } & Record<
  string,
  number | string | null
>;

type PeriodFormProps<Period extends ReferencePeriod> = {
  kind: PeriodKind<Period>;
  usersId: number;
  /** The person's periods: a period may not share a day with another. */
  periods: readonly Period[];
  references: readonly PeriodReference[];
};

/** Add or edit a period in which a holiday group or surcharge model applies to a person, in a dialog. */
export function PeriodFormModal<Period extends ReferencePeriod>({
  target,
  onClose,
  ...props
}: PeriodFormProps<Period> & { target: FormTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog
      target={target}
      title={{
        create: t(periodMessage(props.kind, 'newTitle')),
        edit: t(periodMessage(props.kind, 'editTitle')),
      }}
      detail={props.kind.detail}
      onClose={onClose}
    >
      {(form, edit) => (
        <PeriodForm {...form} {...props} edit={edit as EditStart<Versioned<Period>> | undefined} />
      )}
    </FormDialog>
  );
}

function PeriodForm<Period extends ReferencePeriod>({
  kind,
  edit,
  usersId,
  periods,
  references,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & PeriodFormProps<Period> & { edit?: EditStart<Versioned<Period>> }) {
  const { t } = useTranslation();
  const text = usePersonText();
  const referenceName = (period: Period) => referenceNameOf(references, kind.referenceOf(period));
  const toBody = (values: Values) => ({
    users_id: usersId,
    [kind.field]: values[kind.field],
    date_since: values.date_since,
    date_until: values.date_until,
  });
  // Built on every render, so the check always sees the rows on screen.
  const resolver = withConflictCheck<Values>(edit ? kind.editSchema : kind.addSchema, toBody, (values) => {
    if (!values.date_since) return null;
    const other = overlappingRow(
      periods,
      { date_since: values.date_since, date_until: values.date_until },
      edit?.id,
    );
    return other
      ? {
          field: 'date_since',
          message: t(periodMessage(kind, 'overlaps'), {
            name: referenceName(other),
            range: text.range(other.date_since, other.date_until),
          }),
        }
      : null;
  });
  const { form, saving } = useRecordForm({
    edit,
    empty: { [kind.field]: null, date_since: null, date_until: null } as Values,
    toValues: (period: Period): Values => ({
      [kind.field]: kind.referenceOf(period),
      date_since: period.date_since,
      date_until: period.date_until,
    }),
    toBody,
    resolver,
    addSchema: kind.addSchema,
    editSchema: kind.editSchema,
    create: kind.useCreate(),
    update: kind.useUpdate(),
    formFields: [kind.field, 'date_since', 'date_until'],
    createdMessage: (period) => t(periodMessage(kind, 'created'), { name: referenceName(period) }),
    updatedMessage: (period) => t(periodMessage(kind, 'updated'), { name: referenceName(period) }),
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
      <Controller
        control={form.control}
        name={kind.field}
        render={({ field }) => (
          <Select<number>
            label={t(periodMessage(kind, 'reference'))}
            description={t(periodMessage(kind, 'referenceHint'))}
            required
            data-autofocus
            data={references.map((reference) => ({ value: reference.id, label: reference.name }))}
            value={field.value as number | null}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            ref={field.ref}
            searchable
            nothingFoundMessage={t('list.noRecords')}
            error={fieldErrorText(errors[kind.field] as never)}
            comboboxProps={{ zIndex: 1000 }}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <FormDateField control={form.control} name="date_since" label={t('person.fields.since')} required />
        <FormDateField
          control={form.control}
          name="date_until"
          label={t('person.fields.until')}
          description={t('person.fields.untilHint')}
          clearable
          customMessage={t('person.untilBeforeSince')}
        />
      </SimpleGrid>
    </FormFrame>
  );
}
