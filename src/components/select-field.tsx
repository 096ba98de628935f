import { Select, type SelectProps } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A Select bound to a react-hook-form field that holds the option's own value (an id, a role, a
 * number), or null once cleared where `clearable`. It opens above a form dialog and says so when a
 * search finds nothing.
 */
export function SelectField<Values extends FieldValues, Value extends string | number>({
  control,
  name,
  clearable = false,
  error,
  ...props
}: { control: Control<Values>; name: FieldPath<Values> } & Omit<
  SelectProps<Value>,
  'value' | 'onChange' | 'name' | 'allowDeselect'
>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select<Value>
          {...props}
          value={field.value}
          onChange={(value) => {
            if (value !== null || clearable) field.onChange(value);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          clearable={clearable}
          allowDeselect={clearable}
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          nothingFoundMessage={t('list.noRecords')}
          comboboxProps={{ zIndex: 1000 }}
          error={error ?? fieldState.error?.message}
        />
      )}
    />
  );
}
