import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../../contract/dates.ts';
import {
  type Rate,
  type RateTarget,
  RERATE_MAX_DAYS,
  type Rerate,
  rerateBodySchema,
} from '../../../contract/rates.ts';
import { rateQueries, useRerate } from '../../api/rates.ts';
import { FormDateField } from '../../components/form-date-field.tsx';
import { FormFrame } from '../../components/form-frame.tsx';
import { type DialogFormProps, FormDialog } from '../../components/form-modal.tsx';
import { bodyResolver } from '../../lib/form.ts';
import { useFormatter } from '../../lib/format.ts';
import { useVersionedSave } from '../../lib/versioned-save.ts';
import { ReratePreview } from './rerate-preview.tsx';
import { useRateChoices, useTargetName } from './use-rate-choices.ts';

type Values = { date_since: string | null; date_until: string | null };

/** A changed rate: its target's open entries are re-rated from its first day on. */
type RerateStart = Pick<Rate, keyof RateTarget | 'date_since'>;

/**
 * Re-rating the open entries of a rate's target (docs/interface.md#re-rating-open-entries): the
 * period, from the rate's first day to today unless changed, what would change, and only on
 * confirming the change itself. Open while `rate` is not null.
 */
export function RerateDialog({ rate, onClose }: { rate: RerateStart | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDialog
      target={rate === null ? null : { kind: 'create' }}
      title={{ create: t('rates.rerate.title') }}
      onClose={onClose}
    >
      {(form) => rate !== null && <RerateForm {...form} rate={rate} />}
    </FormDialog>
  );
}

function RerateForm({ rate, onDirtyChange, onDone, onCancel }: DialogFormProps & { rate: RerateStart }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const targetName = useTargetName(useRateChoices());
  const today = format.today();
  const yearBack = addDays(today, 1 - RERATE_MAX_DAYS);
  // The rate's references, the ones it names, narrow the entries.
  const toBody = (values: Values) => ({
    date_since: values.date_since ?? undefined,
    date_until: values.date_until ?? undefined,
    customers_id: rate.customers_id ?? undefined,
    projects_id: rate.projects_id ?? undefined,
    services_id: rate.services_id ?? undefined,
    users_id: rate.users_id ?? undefined,
  });
  const form = useForm<Values>({
    resolver: bodyResolver(rerateBodySchema, toBody),
    // The page offers a re-rate only for rates in force by today; of an older one, the last year.
    // Days as YYYY-MM-DD sort as text.
    defaultValues: { date_since: [rate.date_since, yearBack].sort()[1] ?? null, date_until: today },
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
      <Text size="sm">{t('rates.rerate.intro', { target: targetName(rate) })}</Text>
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
      {period.success ? (
        <ReratePreview query={preview} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('rates.rerate.choosePeriod')}
        </Text>
      )}
    </FormFrame>
  );
}
