import { Button, Divider, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuickStart } from './quick-start.tsx';
import { type Combination, useRecentCombinations } from './use-timer.ts';

/** A customer/project/service to book, without the text a timer also takes. */
export type PickedRow = Omit<Combination, 'text'>;

/** The recent combinations once each, whatever their texts: a timesheet row books all of them. */
function withoutTexts(combinations: readonly Combination[]): PickedRow[] {
  const seen = new Map<string, PickedRow>();
  for (const { text: _text, label, ...row } of combinations) {
    const key = `${row.customers_id}|${row.projects_id}|${row.services_id}`;
    // The label names the text after a dash; a row names only what it books.
    if (!seen.has(key)) seen.set(key, { ...row, label: label.split(' — ')[0] ?? label });
  }
  return [...seen.values()];
}

/** "Add row": a recent combination in one click, or any customer, project and service. */
export function RowPicker({ onPick, disabled }: { onPick: (row: PickedRow) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const recent = withoutTexts(useRecentCombinations());
  const pick = (row: PickedRow) => {
    setOpened(false);
    onPick(row);
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" width={320} trapFocus withArrow>
      <Popover.Target>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setOpened((open) => !open)}
          disabled={disabled}
        >
          {t('timer.addRow')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="xs" fw={600} c="dimmed">
            {t('timer.recent')}
          </Text>
          {recent.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('timer.noRecent')}
            </Text>
          )}
          {recent.map((row) => (
            <UnstyledButton
              key={`${row.customers_id}|${row.projects_id}|${row.services_id}`}
              onClick={() => pick(row)}
              fz="sm"
            >
              {row.label}
            </UnstyledButton>
          ))}
          <Divider />
          <QuickStart
            disabled={disabled}
            withText={false}
            submitLabel={t('timer.addRow')}
            onStart={({ text: _text, ...row }) => pick(row)}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
