import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../lib/auth.ts';
import { fieldErrorText } from '../lib/form.ts';

// DateInput parses typed dates with the formats below, which needs this plugin.
dayjs.extend(customParseFormat);

/** Typed dates: ISO for English (unambiguous between US and UK readers), the local habit otherwise. */
const dateFormats: Record<string, string> = { en: 'YYYY-MM-DD', de: 'DD.MM.YYYY', fr: 'DD/MM/YYYY' };

/** Date pickers in the user's language, with the week starting on the user's first day. */
export function UserDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { user } = useCurrentUser();
  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: user.weekstart_monday ? 1 : 0 }}>
      {children}
    </DatesProvider>
  );
}

/**
 * A form's `YYYY-MM-DD` date (or null), typed in the language's format or picked; inside a dialog
 * its calendar opens above it. A contract refinement on the field reads `customMessage`, by
 * default "Enter a real date".
 */
export function DateField<Values extends FieldValues>({
  control,
  name,
  customMessage,
  ...props
}: { control: Control<Values>; name: FieldPath<Values>; customMessage?: string } & Omit<
  DateInputProps,
  'value' | 'onChange' | 'name' | 'error'
>) {
  const { t, i18n } = useTranslation();
  const format = dateFormats[i18n.language] ?? 'YYYY-MM-DD';
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateInput
          valueFormat={format}
          placeholder={format}
          popoverProps={{ zIndex: 1000 }}
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          {...props}
          name={field.name}
          value={field.value ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldErrorText(fieldState.error, customMessage ?? t('form.invalidDate'))}
        />
      )}
    />
  );
}
