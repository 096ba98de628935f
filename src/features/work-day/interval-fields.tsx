import { ActionIcon, Button, Fieldset, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CHANGE_REQUEST_CHANGES_MAX } from '../../../contract/change-requests.ts';
import { clockOf } from '../../../contract/dates.ts';
import { TimeField } from '../../components/time-field.tsx';
import { clockInstant } from '../../lib/time-input.ts';
import { type Edge, type EditRow, newRow, type RowProblem, typedInto } from './edit-rows.ts';

/** Each interval's start and end as typed times, with what keeps it from being saved. */
export function IntervalFields({
  date,
  timeZone,
  rows,
  problems,
  onRows,
}: {
  date: string;
  timeZone: string;
  rows: readonly EditRow[];
  problems: Map<number, RowProblem>;
  onRows: (rows: EditRow[]) => void;
}) {
  const { t } = useTranslation();

  function error(problem: RowProblem | undefined, edge: Edge): string | undefined {
    const found = problem?.[edge];
    if (!found) return undefined;
    if (found.kind === 'required') return t('form.required');
    if (found.kind === 'reversed') return t('changeRequests.form.endBeforeStart');
    return t('workDay.overlaps', { number: found.row });
  }

  function shownTime(row: EditRow, edge: Edge): string {
    const instant = row[edge];
    return row.text[edge] ?? (instant === null ? '' : clockOf(instant, timeZone));
  }

  return (
    <Stack gap="xs">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('workDay.none')}
        </Text>
      )}
      {rows.map((row, index) => (
        <Fieldset key={row.key} legend={t('workDay.interval', { number: index + 1 })} variant="filled" p="sm">
          <Group align="flex-start" gap="sm" wrap="nowrap">
            {(['since', 'until'] as const).map((edge) => (
              <TimeField
                key={edge}
                label={edge === 'since' ? t('changeRequests.form.from') : t('changeRequests.form.to')}
                required
                w={{ base: 'calc(50% - 28px)', xs: 150 }}
                value={shownTime(row, edge)}
                onChange={(value) =>
                  onRows(
                    typedInto(
                      rows,
                      row.key,
                      edge,
                      value,
                      clockInstant(date, value, timeZone, edge === 'until'),
                    ),
                  )
                }
                error={error(problems.get(row.key), edge)}
              />
            ))}
            <Tooltip label={t('workDay.remove', { number: index + 1 })} openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={28}
                size="lg"
                aria-label={t('workDay.remove', { number: index + 1 })}
                onClick={() => onRows(rows.filter((other) => other.key !== row.key))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Fieldset>
      ))}
      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={rows.length >= CHANGE_REQUEST_CHANGES_MAX}
          onClick={() => onRows([...rows, newRow(null, null)])}
        >
          {t('workDay.add')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('changeRequests.form.timesHint', { zone: timeZone })}
        </Text>
      </Group>
    </Stack>
  );
}
