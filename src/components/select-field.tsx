import { Select, type SelectProps } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import {
  type Control,
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Pickable, type Searching, SearchSelect } from './search-select.tsx';

/**
 * A Select's form field binding, the same for a Select of fixed options and a searching one: the
 * field's value, null only where `clearable`, the clear button's name, the empty search's words, the
 * dialog's layer and the field's error.
 */
function BoundSelect<Values extends FieldValues>({
  control,
  name,
  clearable,
  error,
  children,
}: FieldProps<Values> & {
  clearable: boolean;
  error: SelectProps['error'];
  children: (bound: ReturnType<typeof boundProps>) => ReactElement;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => children(boundProps(field, fieldState, { clearable, error, t }))}
    />
  );
}

function boundProps<Values extends FieldValues>(
  field: ControllerRenderProps<Values>,
  fieldState: ControllerFieldState,
  { clearable, error, t }: { clearable: boolean; error: SelectProps['error']; t: TFunction },
) {
  return {
    value: field.value,
    onChange: (value: string | number | null) => {
      if (value !== null || clearable) field.onChange(value);
    },
    onBlur: field.onBlur,
    ref: field.ref,
    name: field.name,
    clearable,
    allowDeselect: clearable,
    clearButtonProps: { 'aria-label': t('common.clear') },
    nothingFoundMessage: t('list.noRecords'),
    comboboxProps: { zIndex: 1000 },
    error: error ?? fieldState.error?.message,
  };
}

type FieldProps<Values extends FieldValues> = { control: Control<Values>; name: FieldPath<Values> };

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
}: FieldProps<Values> & Omit<SelectProps<Value>, 'value' | 'onChange' | 'name' | 'allowDeselect'>) {
  return (
    <BoundSelect control={control} name={name} clearable={clearable} error={error}>
      {(bound) => <Select<Value> {...props} {...bound} />}
    </BoundSelect>
  );
}

/** A `SelectField` holding a record's id, whose options the service searches (`SearchSelect`). */
export function SearchSelectField<
  Values extends FieldValues,
  T extends Pickable,
  MatchesKey extends QueryKey,
  ChosenKey extends QueryKey,
>({
  control,
  name,
  clearable = false,
  error,
  ...props
}: FieldProps<Values> & { searching: Searching<T, MatchesKey, ChosenKey> } & Omit<
    SelectProps<number>,
    'data' | 'value' | 'onChange' | 'name' | 'allowDeselect' | 'searchable' | 'searchValue' | 'onSearchChange'
  >) {
  return (
    <BoundSelect control={control} name={name} clearable={clearable} error={error}>
      {(bound) => <SearchSelect {...props} {...bound} />}
    </BoundSelect>
  );
}
