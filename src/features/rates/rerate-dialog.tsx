import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Rerate, rerateBodySchema } from '../../../contract/rates.ts';
import { rateQueries, useRerate } from '../../api/rates.ts';
import { FormDateField } from '../../components/form-date-field.tsx';
import { FormFrame } from '../../components/form-frame.tsx';
import { type DialogFormProps, FormDialog } from '../../components/form-modal.tsx';
import { bodyResolver } from '../../lib/form.ts';
import { useFormatter } from '../../lib/format.ts';
import { useVersionedSave } from '../../lib/versioned-save.ts';
import { ReratePreview } from './rerate-preview.tsx';

type Values = { date_since: string | null; date_until: string | null };

const toBody = (values: Values) => ({
  date_since: values.date_since ?? undefined,
  date_until: values.date_until ?? undefined,
});

/**
 * Re-rating the open entries of a period (docs/interface.md#re-rating-open-entries): the period,
 * from `since` to today unless changed, what would change, and only on confirming the change itself.
 * Open while `since` is not null.
 */
export function RerateDialog({ since, onClose }: { since: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog
      target={since === null ? null : { kind: 'create' }}
      title={{ create: t('rates.rerate.title') }}
      onClose={onClose}
    >
      {(form) => since !== null && <RerateForm {...form} since={since} />}
    </FormDialog>
  );
}

function RerateForm({ since, onDirtyChange, onDone, onCancel }: DialogFormProps & { since: string }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const today = format.today();
  const form = useForm<Values>({
    resolver: bodyResolver(rerateBodySchema, toBody),
    defaultValues: { date_since: since, date_until: since > today ? since : today },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control }) as Values;
  const period = rerateBodySchema.safeParse(toBody(values));
  const preview = useQuery({
    ...rateQueries.rerate(period.success ? period.data : { date_since: '', date_until: '' }),
    enabled: period.success,
  });
  const done = (result: Rerate) =>
    result.entries === 0
      ? t('rates.rerate.doneNone')
      : t('rates.rerate.done', {
          count: result.entries,
          change: format.money(result.revenue_change, { signed: true }),
        });
  const saving = useVersionedSave({
    form,
    create: useRerate(),
    addBody: toBody,
    addSchema: rerateBodySchema,
    formFields: ['date_since', 'date_until'],
    createdMessage: done,
    onDone,
  });
  // Applying is confirming what the preview shows: not before it is there.
  const confirmed = {
    ...saving,
    onSubmit: (event: FormEvent) => {
      if (preview.data) saving.onSubmit(event);
      else event.preventDefault();
    },
  };

  return (
    <FormFrame
      save={confirmed}
      submitLabel={t('rates.rerate.apply')}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    >
      <Text size="sm">{t('rates.rerate.intro')}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <FormDateField control={form.control} name="date_since" label={t('rates.rerate.since')} required />
        <FormDateField
          control={form.control}
          name="date_until"
          label={t('rates.rerate.until')}
          customMessage={t('rates.rerate.untilInvalid')}
          required
        />
      </SimpleGrid>
      <ReratePreview query={preview} />
    </FormFrame>
  );
}
