import { Checkbox, type CheckboxProps, Switch, type SwitchProps } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

// Mantine's Switch and Checkbox keep their own checked state, so react-hook-form must control them
// (register() would set the DOM only, and the next render would undo it).

export function SwitchField<Values extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<Values>; name: FieldPath<Values> } & Omit<
  SwitchProps,
  'checked' | 'onChange' | 'name'
>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Switch
          {...props}
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          error={props.error ?? fieldState.error?.message}
        />
      )}
    />
  );
}

export function CheckboxField<Values extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<Values>; name: FieldPath<Values> } & Omit<
  CheckboxProps,
  'checked' | 'onChange' | 'name'
>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          {...props}
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
