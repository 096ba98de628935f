import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_YEAR, NOTE_MAX } from '../../../contract/common.ts';
import { SearchInput } from '../../components/search-input.tsx';
import { numberOrNull } from '../../lib/form.ts';
import { localeFor, numberSeparators } from '../../lib/format.ts';
import type { YearEndCloseState } from './use-year-end-close.ts';
import { carryCap } from './year-end-rows.ts';

/** How many past years the picker offers besides the one in the address. */
const PICKER_YEARS = 10;

/** Room kept in a carryover's note for the close's own words before the typed note. */
const ORIGIN_ROOM = 200;

/** What the close is of and how: the year, the search, the note on every carryover and the cap on days. */
export function YearEndControls({
  year,
  thisYear,
  search,
  cap,
  close,
  onYearChange,
  onSearchChange,
  onCapChange,
}: {
  year: number;
  thisYear: number;
  search: string;
  cap: number | null;
  close: YearEndCloseState;
  onYearChange: (year: number) => void;
  onSearchChange: (search: string) => void;
  onCapChange: (cap: number | null) => void;
}) {
  const { t } = useTranslation();
  const yearOptions = useMemo(() => {
    const years = new Set([year]);
    for (let offset = 0; offset <= PICKER_YEARS; offset += 1) {
      if (thisYear - offset >= MIN_YEAR) years.add(thisYear - offset);
    }
    return [...years].sort((left, right) => right - left).map((value) => ({ value, label: String(value) }));
  }, [year, thisYear]);

  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Select<number>
        label={t('yearEnd.year')}
        data={yearOptions}
        value={year}
        onChange={(value) => value !== null && onYearChange(value)}
        allowDeselect={false}
        disabled={close.busy}
        w={140}
      />
      <SearchInput label={t('yearEnd.search')} value={search} onChange={onSearchChange} />
      <CapInput cap={cap} disabled={close.busy} onChange={onCapChange} />
      <TextInput
        label={t('yearEnd.note')}
        description={t('yearEnd.noteHint', { origin: t('yearEnd.closeNote', { year }) })}
        value={close.note}
        onChange={(event) => close.setNote(event.currentTarget.value)}
        maxLength={NOTE_MAX - ORIGIN_ROOM}
        disabled={close.busy}
        w={{ base: '100%', sm: 320 }}
      />
    </Group>
  );
}

/**
 * The most holiday days anyone carries; empty is no cap, as its placeholder says. Only a cap the contract's steps allow
 * reaches the address, so a half-typed one neither cuts proposals nor leaves the page.
 */
function CapInput({
  cap,
  disabled,
  onChange,
}: {
  cap: number | null;
  disabled: boolean;
  onChange: (cap: number | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState<number | string>(cap ?? '');
  const parsed = numberOrNull(value);
  const valid = parsed === null || carryCap.safeParse(parsed).success;
  const separators = numberSeparators(localeFor(i18n.language));
  return (
    <NumberInput
      label={t('yearEnd.cap')}
      placeholder={t('yearEnd.noCap')}
      value={value}
      onChange={(next) => {
        setValue(next);
        const number = numberOrNull(next);
        const checked = carryCap.safeParse(number);
        if (number === null) onChange(null);
        else if (checked.success) onChange(checked.data);
      }}
      min={0}
      step={0.5}
      clampBehavior="none"
      decimalSeparator={separators.decimal}
      thousandSeparator={separators.group}
      error={valid ? undefined : t('yearEnd.capInvalid')}
      disabled={disabled}
      w={{ base: '100%', sm: 200 }}
    />
  );
}
