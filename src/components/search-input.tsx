import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DEBOUNCE_MS = 300;

/** A search box that reports its text once typing pauses, so each keystroke does not reach the service. */
export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const report = useDebouncedCallback(onChange, DEBOUNCE_MS);

  // The URL may change underneath (clear filters, back button): show what it says.
  useEffect(() => setText(value), [value]);

  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      maxLength={100}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('common.clearSearch')}
            onClick={() => {
              setText('');
              onChange('');
            }}
          />
        ) : null
      }
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChange(text);
      }}
    />
  );
}
