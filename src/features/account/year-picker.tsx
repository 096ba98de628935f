import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REPORT_YEAR_MAX, REPORT_YEAR_MIN } from '../../../contract/user-reports.ts';

/** The account's year, stepped back and forth; the years reports are answered for bound it. */
export function YearPicker({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t('account.year')}>
      <Tooltip label={t('account.previousYear')}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('account.previousYear')}
          disabled={year <= REPORT_YEAR_MIN}
          onClick={() => onChange(year - 1)}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Text fw={600} miw={48} ta="center" aria-live="polite">
        {year}
      </Text>
      <Tooltip label={t('account.nextYear')}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('account.nextYear')}
          disabled={year >= REPORT_YEAR_MAX}
          onClick={() => onChange(year + 1)}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
