import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmDestructive } from '../../components/confirm.tsx';
import { useFormatter } from '../../lib/format.ts';
import { type EntryValues, overnightPeriod } from './entry-values.ts';

/**
 * Asks before saving a time entry whose end is earlier than its start ("Ends the next day, 16 h?"):
 * more often a typo than a night shift. An edit that leaves the times as they were does not ask again.
 */
export function useOvernightQuestion(form: UseFormReturn<EntryValues>, initial: EntryValues, zone: string) {
  const { t } = useTranslation();
  const format = useFormatter();
  return async (event: FormEvent, save: (event: FormEvent) => void) => {
    event.preventDefault();
    const values = form.getValues();
    const period = overnightPeriod(values, zone);
    const unchanged =
      overnightPeriod(initial, zone) === period &&
      (['day', 'time_since', 'time_until'] as const).every((name) => values[name] === initial[name]);
    if (period !== null && !unchanged && (await form.trigger())) {
      const confirmed = await confirmDestructive({
        title: t('entries.overnight.title', { duration: format.duration(period / 1000) }),
        message: t('entries.overnight.message', { until: values.time_until }),
        confirmLabel: t('entries.overnight.confirm'),
        cancelLabel: t('entries.overnight.cancel'),
        color: 'blue',
      });
      if (!confirmed) return;
    }
    save(event);
  };
}
