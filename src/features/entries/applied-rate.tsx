import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isoDate } from '../../../contract/common.ts';
import { applicableRate } from '../../../contract/rates.ts';
import { rateQueries } from '../../api/rates.ts';
import { useFormatter } from '../../lib/format.ts';
import type { EntryValues } from './entry-values.ts';

/**
 * Under an empty hourly rate: the rate the service will store on the entry, and which level of the
 * hourly rates it comes from (the same precedence, `applicableRate`, that the service applies), or
 * that none applies. Only for those who see rates; a typed rate is kept as typed, so nothing is said.
 */
export function AppliedRate({ control }: { control: Control<EntryValues> }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const rates = useQuery(rateQueries.list());
  const [typed, customers_id, projects_id, services_id, users_id, day] = useWatch({
    control,
    name: ['hourly_rate', 'customers_id', 'projects_id', 'services_id', 'users_id', 'day'],
  });
  // Until the customer, service, co-worker and day are chosen, no rate can be told.
  if (String(typed).trim() !== '' || !rates.data || !isoDate.safeParse(day).success) return null;
  if (customers_id === null || services_id === null || users_id === null) return null;
  const applied = applicableRate(rates.data, {
    customers_id,
    projects_id,
    services_id,
    users_id,
    day: day as string,
  });
  return (
    <Text size="xs" c="dimmed" aria-live="polite">
      {applied
        ? t('entries.appliedRate.from', {
            rate: format.money(applied.rate.hourly_rate),
            level: t(`rates.levels.${applied.level}`),
          })
        : t('entries.appliedRate.none')}
    </Text>
  );
}
