import { Alert, Button, Group, List, Paper, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { BulkResult } from '../api/resource.ts';
import { describeError } from '../lib/http.ts';
import classes from './bulk-report.module.css';
import { useOfflineWrites } from './offline-writes.tsx';

/**
 * What the service refused in a bulk action, one line per record ("Anna: This day is locked"), so
 * the user sees which ones stayed unchanged and why. Nothing is drawn while nothing was refused.
 */
export function BulkRefusals({
  results,
  title,
  nameOf,
}: {
  results: readonly BulkResult[];
  /** The headline, e.g. "2 of 5 were not saved". */
  title: (refused: number, count: number) => string;
  /** How the user recognises the record with this id. */
  nameOf: (id: number) => string;
}) {
  const refused = results.filter((result) => result.error !== null);
  if (refused.length === 0) return null;
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={title(refused.length, results.length)}
    >
      <List size="sm" spacing={4}>
        {refused.map((result) => (
          <List.Item key={result.id}>
            {nameOf(result.id)}: {describeError(result.error)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** A bar above a list while rows are ticked: how many, the actions on them, and clearing the choice. */
export function SelectionBar({
  count,
  clearLabel,
  onClear,
  selectAll,
  children,
}: {
  /** "3 selected", as the page words it. */
  count: string;
  clearLabel: string;
  onClear: () => void;
  /** On a list drawn a page at a time, ticks every row of every page (absent once all are ticked). */
  selectAll?: { label: string; onSelect: () => void };
  /** The bulk action buttons. */
  children: ReactNode;
}) {
  const offline = useOfflineWrites();
  return (
    <Paper withBorder p="xs" px="sm" shadow="xs">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={500} role="status">
            {count}
          </Text>
          {selectAll && (
            <Button size="xs" variant="subtle" onClick={selectAll.onSelect}>
              {selectAll.label}
            </Button>
          )}
        </Group>
        <Group gap="xs">
          {/* Every bulk action writes: one disabled fieldset holds them all back while offline. */}
          <fieldset
            className={classes.actions}
            disabled={offline.offline}
            aria-describedby={offline.describedBy}
          >
            {children}
          </fieldset>
          <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
            {clearLabel}
          </Button>
        </Group>
      </Group>
      {offline.note}
    </Paper>
  );
}
