import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useMergedRef } from '@mantine/hooks';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRealDate, MAX_YEAR, MIN_YEAR } from '../../contract/common.ts';

dayjs.extend(customParseFormat);

/** How dates are typed: ISO for English (unambiguous between US and UK readers), the local habit otherwise. */
type TypedFormat = { shown: string; accepted: string[] };

const isoFormat: TypedFormat = { shown: 'YYYY-MM-DD', accepted: ['YYYY-MM-DD'] };

const typedFormats: Record<string, TypedFormat> = {
  en: isoFormat,
  de: { shown: 'DD.MM.YYYY', accepted: ['DD.MM.YYYY', 'D.M.YYYY', 'YYYY-MM-DD'] },
  fr: { shown: 'DD/MM/YYYY', accepted: ['DD/MM/YYYY', 'D/M/YYYY', 'YYYY-MM-DD'] },
};

function typedDateFormat(language: string): TypedFormat {
  return typedFormats[language] ?? isoFormat;
}

/**
 * The ISO date a typed text means in a language, or null when it is not exactly one calendar date.
 * Strict: "2026-02-30" is refused rather than rolled over into March. The interface's year range is
 * the form's to check, so that the field can say which of the two is wrong.
 */
export function parseTypedDate(text: string, language: string): string | null {
  const trimmed = text.trim();
  for (const format of typedDateFormat(language).accepted) {
    const parsed = dayjs(trimmed, format, true);
    if (parsed.isValid()) return parsed.format('YYYY-MM-DD');
  }
  return null;
}

export type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'placeholder' | 'fixOnBlur'
> & {
  /** An ISO date, null when empty, or, after `onChange`, the text as typed when it is not a date. */
  value: string | null | undefined;
  /**
   * Called with the ISO date, with null when emptied, or with the typed text when it is not exactly one
   * real date: a form's schema then refuses it at the field instead of the picker silently keeping the
   * previous date or rolling 30 February over into March.
   */
  onChange: (value: string | null) => void;
};

/** Marks the calendar's controls so that an Escape there is the calendar's alone. */
const stopMark = { 'data-mantine-stop-propagation': 'true' } as Record<string, string>;

/**
 * A date input that takes a typed date exactly as typed, or says at the field that it is not one.
 * Such a text is no value whatever a form's schema makes of it, so the input also reports it as its
 * custom validity: `FormFrame` refuses to send while any field does.
 */
export function DateField({
  value,
  onChange,
  error,
  onBlur,
  clearable,
  clearButtonProps,
  ref,
  ...props
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const format = typedDateFormat(i18n.language);
  const [unreadable, setUnreadable] = useState(false);
  const [left, setLeft] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(input, ref);
  const [pickerOpen, setPickerOpen] = useState(false);
  const date = value && isRealDate(value) ? value : null;
  const notADate =
    !value || date
      ? ''
      : unreadable
        ? t('form.dateAsTyped', { format: format.shown })
        : t('form.dateOutOfRange', { min: MIN_YEAR, max: MAX_YEAR });
  const typedError = left && notADate ? notADate : undefined;
  useEffect(() => input.current?.setCustomValidity(notADate), [notADate]);

  return (
    <DateInput
      {...props}
      ref={mergedRef}
      value={date}
      valueFormat={format.shown}
      placeholder={format.shown}
      dateParser={(text) => parseTypedDate(text, i18n.language)}
      // Keeps what the user typed when it is not a date, so they can see and correct it.
      fixOnBlur={false}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': t('common.clear'), ...clearButtonProps }}
      popoverProps={{
        zIndex: 1000,
        ...props.popoverProps,
        onOpen: () => setPickerOpen(true),
        onClose: () => setPickerOpen(false),
      }}
      // Escape while the calendar is open closes the calendar only: a dialog around the field closes
      // on any Escape whose target does not carry Mantine's stop mark, and its listener runs first.
      data-mantine-stop-propagation={pickerOpen ? 'true' : undefined}
      getDayProps={(day) => ({ ...props.getDayProps?.(day), ...stopMark })}
      getMonthControlProps={(month) => ({ ...props.getMonthControlProps?.(month), ...stopMark })}
      getYearControlProps={(year) => ({ ...props.getYearControlProps?.(year), ...stopMark })}
      onInput={(event) => {
        const text = event.currentTarget.value;
        const parsed = parseTypedDate(text, i18n.language);
        setUnreadable(text.trim() !== '' && parsed === null);
        setLeft(false);
        onChange(text.trim() === '' ? null : (parsed ?? text));
      }}
      onChange={(picked) => {
        setUnreadable(false);
        onChange(picked);
      }}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      // A refused submit shows the reason even when the text was never left (Enter in the field).
      onInvalid={() => setLeft(true)}
      error={typedError ?? error}
    />
  );
}
