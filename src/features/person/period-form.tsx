import { Select, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type NonbusinessGroup,
  type UserNonbusinessGroup,
  userNonbusinessGroupAddSchema,
  userNonbusinessGroupEditSchema,
} from '../../../contract/nonbusiness-groups.ts';
import {
  useCreateUserNonbusinessGroup,
  userNonbusinessGroupQueries,
  useUpdateUserNonbusinessGroup,
} from '../../api/nonbusiness-groups.ts';
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
import { overlappingRow } from './periods.ts';
import { usePersonText } from './person-text.ts';
import { withConflictCheck } from './range-resolver.ts';

type Values = { nonbusiness_groups_id: number | null; date_since: string | null; date_until: string | null };

const formFields = ['nonbusiness_groups_id', 'date_since', 'date_until'] as const;

const toValues = (period: UserNonbusinessGroup): Values => ({
  nonbusiness_groups_id: period.nonbusiness_groups_id,
  date_since: period.date_since,
  date_until: period.date_until,
});

/** Add or edit a period in which a holiday group applies to a person, in a dialog. */
export function PeriodFormModal({
  usersId,
  periods,
  groups,
  target,
  onClose,
}: {
  usersId: number;
  /** The person's periods: a period may not share a day with another. */
  periods: readonly UserNonbusinessGroup[];
  groups: readonly NonbusinessGroup[];
  target: FormTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      target={target}
      title={{ create: t('person.periods.newTitle'), edit: t('person.periods.editTitle') }}
      detail={userNonbusinessGroupQueries.detail}
      onClose={onClose}
    >
      {(form, edit) => (
        <PeriodForm {...form} edit={edit} usersId={usersId} periods={periods} groups={groups} />
      )}
    </FormDialog>
  );
}

function PeriodForm({
  edit,
  usersId,
  periods,
  groups,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & {
  edit?: EditStart<Versioned<UserNonbusinessGroup>>;
  usersId: number;
  periods: readonly UserNonbusinessGroup[];
  groups: readonly NonbusinessGroup[];
}) {
  const { t } = useTranslation();
  const text = usePersonText();
  const groupName = (id: number) => groups.find((group) => group.id === id)?.name ?? `#${id}`;
  const toBody = (values: Values) => ({
    users_id: usersId,
    nonbusiness_groups_id: values.nonbusiness_groups_id,
    date_since: values.date_since,
    date_until: values.date_until,
  });
  // Built on every render, so the check always sees the rows on screen.
  const resolver = withConflictCheck<Values>(
    edit ? userNonbusinessGroupEditSchema : userNonbusinessGroupAddSchema,
    toBody,
    (values) => {
      if (!values.date_since) return null;
      const other = overlappingRow(
        periods,
        { date_since: values.date_since, date_until: values.date_until },
        edit?.id,
      );
      return other
        ? {
            field: 'date_since',
            message: t('person.periods.overlaps', {
              group: groupName(other.nonbusiness_groups_id),
              range: text.range(other.date_since, other.date_until),
            }),
          }
        : null;
    },
  );
  const { form, saving } = useRecordForm({
    edit,
    empty: { nonbusiness_groups_id: null, date_since: null, date_until: null },
    toValues,
    toBody,
    resolver,
    addSchema: userNonbusinessGroupAddSchema,
    editSchema: userNonbusinessGroupEditSchema,
    create: useCreateUserNonbusinessGroup(),
    update: useUpdateUserNonbusinessGroup(),
    formFields,
    createdMessage: (period) =>
      t('person.periods.created', { group: groupName(period.nonbusiness_groups_id) }),
    updatedMessage: (period) =>
      t('person.periods.updated', { group: groupName(period.nonbusiness_groups_id) }),
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
        name="nonbusiness_groups_id"
        render={({ field }) => (
          <Select<number>
            label={t('person.periods.group')}
            description={t('person.periods.groupHint')}
            required
            data-autofocus
            data={groups.map((group) => ({ value: group.id, label: group.name }))}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            ref={field.ref}
            searchable
            nothingFoundMessage={t('list.noRecords')}
            error={fieldErrorText(errors.nonbusiness_groups_id)}
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
