import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../lib/format.ts';
import { DurationCell } from './duration-cell.tsx';
import classes from './timesheet.module.css';
import { cellProps, RowName } from './timesheet-grid.tsx';
import type { Timesheet } from './use-timesheet.ts';

/** The week on a phone: one card per day, each row of the week a line with its time. */
export function TimesheetDays({ timesheet, lockReason }: { timesheet: Timesheet; lockReason: string }) {
  const { t } = useTranslation();
  const { sheet, today } = timesheet;
  const format = useFormatter();
  return (
    <Stack gap="sm" data-sheet>
      {sheet.days.map((day, col) => {
        const locked = timesheet.isLocked(day);
        return (
          <Paper
            key={day}
            withBorder
            p="sm"
            component="section"
            aria-label={timesheet.dayName(day)}
            className={classes.dayCard}
            data-locked={locked || undefined}
          >
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Group gap={6}>
                <Title
                  order={2}
                  size="h5"
                  c={day === today ? 'var(--mantine-primary-color-filled)' : undefined}
                >
                  {timesheet.dayName(day)}
                </Title>
                {locked && (
                  <Badge
                    size="sm"
                    variant="light"
                    color="gray"
                    leftSection={<IconLock size={12} aria-hidden />}
                  >
                    {t('timesheet.lockedDay')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" fw={600} className={classes.total}>
                {format.duration(sheet.dayTotals[col] ?? 0)}
              </Text>
            </Group>
            <Stack gap={6}>
              {sheet.rows.map((row, rowIndex) => {
                const props = cellProps(t, timesheet, row, rowIndex, col, lockReason);
                return (
                  <Group key={row.key} justify="space-between" wrap="nowrap" gap="sm">
                    <RowName row={row} />
                    <div className={classes.cell}>{props && <DurationCell {...props} />}</div>
                  </Group>
                );
              })}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
