import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import { DateInput, DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../lib/auth.ts';

// DateInput parses typed dates with the formats below, which needs this plugin.
dayjs.extend(customParseFormat);

/** Typed dates: ISO for English (unambiguous between US and UK readers), the local habit otherwise. */
const dateFormats: Record<string, string> = { en: 'YYYY-MM-DD', de: 'DD.MM.YYYY', fr: 'DD/MM/YYYY' };

/**
 * A calendar date (`YYYY-MM-DD` or null) in a react-hook-form form, typed in the reader's habit and
 * picked on a calendar that starts the week where the signed-in user's does.
 */
export function DateField<Values extends FieldValues>({
  control,
  name,
  label,
  description,
  error,
  disabled,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  description?: ReactNode;
  error?: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const format = dateFormats[i18n.language] ?? 'YYYY-MM-DD';
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: user.weekstart_monday ? 1 : 0 }}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DateInput
            label={label}
            description={description}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={disabled}
            clearable
            valueFormat={format}
            placeholder={format}
            popoverProps={{ zIndex: 1000 }}
            clearButtonProps={{ 'aria-label': t('common.clear') }}
            error={error}
          />
        )}
      />
    </DatesProvider>
  );
}
