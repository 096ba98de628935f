import { Button, CloseButton, Group, Stack } from '@mantine/core';
import { IconCheck, IconReceipt, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Billable, Entry } from '../../../contract/entries.ts';
import { useEachEntry } from '../../api/entries.ts';
import type { BulkResult } from '../../api/resource.ts';
import { BulkRefusals, SelectionBar } from '../../components/bulk-report.tsx';
import { confirmDestructive } from '../../components/confirm.tsx';
import { showNotice } from '../../lib/notice.ts';
import { billableKeys } from './entry-cells.tsx';

type BulkAction = { billable: Billable } | 'delete';

/**
 * Actions on the ticked entries: set billable, mark billed, delete. Each asks first, then writes
 * entry by entry; what the service refused stays ticked and is listed with the reason.
 */
export function EntryBulkActions({
  selected,
  onSelectedChange,
  nameOf,
}: {
  selected: Entry[];
  onSelectedChange: (selected: Entry[]) => void;
  /** How the report names an entry ("15 May 2024, 09:00 · Acme"). */
  nameOf: (entry: Entry) => string;
}) {
  const { t } = useTranslation();
  const each = useEachEntry();
  const [report, setReport] = useState<{ results: BulkResult[]; entries: Entry[] } | null>(null);
  const count = selected.length;

  async function run(action: BulkAction) {
    const confirmed =
      action === 'delete'
        ? await confirmDestructive({
            title: t('entries.bulk.deleteTitle', { count }),
            message: t('entries.bulk.deleteText'),
            confirmLabel: t('entries.bulk.delete'),
          })
        : await confirmDestructive({
            title: t('entries.bulk.confirmTitle', { count }),
            message: t('entries.bulk.confirmBillable', {
              state: t(`entries.billable.${billableKeys[action.billable]}`),
            }),
            confirmLabel: t('entries.bulk.confirm'),
            color: 'blue',
          });
    if (!confirmed) return;
    const entries = selected;
    each.mutate(
      { ids: entries.map((entry) => entry.id), edit: action === 'delete' ? 'delete' : action },
      {
        onSuccess: (results) => {
          const done = results.filter((result) => result.error === null).length;
          if (done > 0) {
            showNotice({
              color: 'green',
              message:
                action === 'delete'
                  ? t('entries.bulk.deletedDone', { count: done })
                  : t('entries.bulk.done', { count: done }),
            });
          }
          const refused = new Set(
            results.filter((result) => result.error !== null).map((result) => result.id),
          );
          onSelectedChange(entries.filter((entry) => refused.has(entry.id)));
          setReport(refused.size > 0 ? { results, entries } : null);
        },
      },
    );
  }

  return (
    <Stack gap="xs">
      {count > 0 && (
        <SelectionBar
          count={t('entries.bulk.selected', { count })}
          clearLabel={t('entries.bulk.clear')}
          onClear={() => onSelectedChange([])}
        >
          <Button
            size="xs"
            variant="default"
            leftSection={<IconX size={16} aria-hidden />}
            disabled={each.isPending}
            onClick={() => void run({ billable: 0 })}
          >
            {t('entries.bulk.notBillable')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCheck size={16} aria-hidden />}
            disabled={each.isPending}
            onClick={() => void run({ billable: 1 })}
          >
            {t('entries.bulk.billable')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconReceipt size={16} aria-hidden />}
            loading={each.isPending}
            onClick={() => void run({ billable: 2 })}
          >
            {t('entries.bulk.billed')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={each.isPending}
            onClick={() => void run('delete')}
          >
            {t('entries.bulk.delete')}
          </Button>
        </SelectionBar>
      )}
      {report && (
        <Group align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ flex: 1 }}>
            <BulkRefusals
              results={report.results}
              title={(refused, total) => t('entries.bulk.someRefused', { refused, count: total })}
              nameOf={(id) => {
                const entry = report.entries.find((candidate) => candidate.id === id);
                return entry ? nameOf(entry) : `#${id}`;
              }}
            />
          </div>
          <CloseButton aria-label={t('entries.bulk.close')} onClick={() => setReport(null)} />
        </Group>
      )}
    </Stack>
  );
}
