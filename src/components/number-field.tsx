import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../lib/form.ts';
import { localeFor, numberSeparators } from '../lib/format.ts';

/**
 * A form's number, typed with the language's decimal separator and taken as typed: no clamping,
 * rounding or dropped minus sign, so the contract refuses a wrong value at the field. The value
 * stays the input's text while it is not a number yet (`numberOrNull` turns it into the body's
 * value). A contract refinement on the field reads `customMessage`.
 */
export function NumberField<Values extends FieldValues>({
  control,
  name,
  customMessage,
  ...props
}: { control: Control<Values>; name: FieldPath<Values>; customMessage?: string } & Omit<
  NumberInputProps,
  'value' | 'onChange' | 'name' | 'error'
>) {
  const { i18n } = useTranslation();
  const separators = numberSeparators(localeFor(i18n.language));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          decimalSeparator={separators.decimal}
          thousandSeparator={separators.group}
          hideControls
          clampBehavior="none"
          {...props}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldErrorText(fieldState.error, customMessage)}
        />
      )}
    />
  );
}
