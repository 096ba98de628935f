import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type HolidaysQuotaRow,
  holidaysQuotaAddSchema,
  holidaysQuotaEditSchema,
} from '../../../contract/holidays.ts';
import {
  holidaysQuotaQueries,
  useCreateHolidaysQuota,
  useUpdateHolidaysQuota,
} from '../../api/holidays-quota.ts';
import type { Versioned } from '../../api/resource.ts';
import { FormFrame } from '../../components/form-frame.tsx';
import {
  type DialogFormProps,
  type EditStart,
  FormDialog,
  type FormTarget,
} from '../../components/form-modal.tsx';
import { NumberField } from '../../components/number-field.tsx';
import { useRecordForm } from '../../components/record-form.tsx';
import { numberOrNull } from '../../lib/form.ts';
import { overlappingRow } from './periods.ts';
import { usePersonText } from './person-text.ts';
import { withConflictCheck } from './range-resolver.ts';
import { yearsAsRange } from './timeline-layout.ts';

type Values = { year_since: number | string; year_until: number | string; count: number | string };

const formFields = ['year_since', 'year_until', 'count'] as const;

const toValues = (row: HolidaysQuotaRow): Values => ({
  year_since: row.year_since,
  year_until: row.year_until ?? '',
  count: row.count,
});

/** A quota's years as dated rows, to find one sharing a year with another. */
const asRange = (row: { id: number; year_since: number; year_until: number | null }) => ({
  id: row.id,
  ...yearsAsRange(row.year_since, row.year_until),
});

/** Add or edit a person's holiday quota (days per year over a range of years) in a dialog. */
export function QuotaFormModal({
  usersId,
  quotas,
  thisYear,
  target,
  onClose,
}: {
  usersId: number;
  /** The person's quotas: two may not share a year. */
  quotas: readonly HolidaysQuotaRow[];
  /** Where a new quota starts. */
  thisYear: number;
  target: FormTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      target={target}
      title={{ create: t('person.quotas.newTitle'), edit: t('person.quotas.editTitle') }}
      detail={holidaysQuotaQueries.detail}
      onClose={onClose}
    >
      {(form, edit) => (
        <QuotaForm {...form} edit={edit} usersId={usersId} quotas={quotas} thisYear={thisYear} />
      )}
    </FormDialog>
  );
}

function QuotaForm({
  edit,
  usersId,
  quotas,
  thisYear,
  onDirtyChange,
  onDone,
  onCancel,
}: DialogFormProps & {
  edit?: EditStart<Versioned<HolidaysQuotaRow>>;
  usersId: number;
  quotas: readonly HolidaysQuotaRow[];
  thisYear: number;
}) {
  const { t } = useTranslation();
  const text = usePersonText();
  const toBody = (values: Values) => ({
    users_id: usersId,
    year_since: numberOrNull(values.year_since),
    year_until: numberOrNull(values.year_until),
    count: numberOrNull(values.count),
  });
  // Built on every render, so the check always sees the rows on screen.
  const resolver = withConflictCheck<Values>(
    edit ? holidaysQuotaEditSchema : holidaysQuotaAddSchema,
    toBody,
    (values) => {
      const body = toBody(values) as { year_since: number; year_until: number | null };
      const other = overlappingRow(quotas.map(asRange), asRange({ id: edit?.id ?? 0, ...body }), edit?.id);
      const quota = other && quotas.find((row) => row.id === other.id);
      return quota
        ? {
            field: 'year_since',
            message: t('person.quotas.overlaps', {
              years: text.years(quota.year_since, quota.year_until),
            }),
          }
        : null;
    },
  );
  const { form, saving } = useRecordForm({
    edit,
    empty: { year_since: thisYear, year_until: '', count: '' },
    toValues,
    toBody,
    resolver,
    addSchema: holidaysQuotaAddSchema,
    editSchema: holidaysQuotaEditSchema,
    create: useCreateHolidaysQuota(),
    update: useUpdateHolidaysQuota(),
    formFields,
    createdMessage: (row) =>
      t('person.quotas.created', { years: text.years(row.year_since, row.year_until) }),
    updatedMessage: (row) =>
      t('person.quotas.updated', { years: text.years(row.year_since, row.year_until) }),
    onDone,
  });

  return (
    <FormFrame
      save={saving}
      submitLabel={edit ? t('common.save') : t('common.create')}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberField
          thousandSeparator={false}
          control={form.control}
          name="year_since"
          label={t('person.quotas.yearSince')}
          required
          data-autofocus
        />
        <NumberField
          thousandSeparator={false}
          control={form.control}
          name="year_until"
          label={t('person.quotas.yearUntil')}
          description={t('person.quotas.yearUntilHint')}
          customMessage={t('person.untilBeforeSince')}
        />
      </SimpleGrid>
      <NumberField
        control={form.control}
        name="count"
        label={t('person.quotas.count')}
        description={t('person.halfDaysHint')}
        required
        customMessage={t('person.halfDays')}
      />
    </FormFrame>
  );
}
