import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shortcutKeys, usePageHotkeys } from './shortcuts-help.tsx';

const DEBOUNCE_MS = 300;

/**
 * A search box that reports its text once typing pauses, so each keystroke does not reach the
 * service. `/` focuses it (the page's first one, where a page has several).
 */
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
  const input = useRef<HTMLInputElement>(null);
  usePageHotkeys([
    {
      keys: shortcutKeys.search,
      act: () => {
        if (!input.current || document.querySelector('[data-page-search]') !== input.current) return false;
        input.current.focus();
        input.current.select();
        return true;
      },
    },
  ]);

  // The URL may change underneath (clear filters, back button): show what it says.
  useEffect(() => setText(value), [value]);

  return (
    <TextInput
      ref={input}
      data-page-search
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
