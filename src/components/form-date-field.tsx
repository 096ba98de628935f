import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../lib/form.ts';
import { DateField, type DateFieldProps } from './date-field.tsx';

/**
 * A form's date (a row's start or end) bound to react-hook-form. A contract refinement on the field
 * reads `customMessage`, by default "Enter a real date".
 */
export function FormDateField<Values extends FieldValues>({
  control,
  name,
  customMessage,
  ...props
}: { control: Control<Values>; name: FieldPath<Values>; customMessage?: string } & Omit<
  DateFieldProps,
  'value' | 'onChange' | 'error'
>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          {...props}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldErrorText(fieldState.error, customMessage ?? t('form.invalidDate'))}
        />
      )}
    />
  );
}
