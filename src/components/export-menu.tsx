import { Alert, Button, Group, Menu, Modal, Progress, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconRefresh,
} from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toCsv } from '../lib/export-csv.ts';
import {
  type ExportKind,
  exportFileName,
  type PageProgress,
  saveFile,
  type TableExport,
} from '../lib/export-table.ts';
import { toXlsx } from '../lib/export-xlsx.ts';
import { localeFor, useFormatter } from '../lib/format.ts';
import { describeError } from '../lib/http.ts';
import { showNotice } from '../lib/notice.ts';
import type { SortOrder } from './list-table.tsx';
import { sortRecords } from './resource-list.tsx';

type ExportState =
  | { phase: 'idle' }
  | { phase: 'fetching'; kind: ExportKind; progress: PageProgress | null }
  | { phase: 'writing'; kind: ExportKind; count: number }
  | { phase: 'failed'; kind: ExportKind; error: unknown };

/**
 * A whole list's records for its export, in the order the list shows them: the same `sort`,
 * `columns` and `sortValues` as the page gives `ResourceList`.
 */
export function useWholeListInOrder<T>({
  records,
  sort,
  columns,
  sortValues,
}: {
  records: readonly T[];
  sort: SortOrder;
  columns: DataTableColumn<T>[];
  sortValues?: Parameters<typeof sortRecords<T>>[3];
}): TableExport<T>['fetchAll'] {
  const { i18n } = useTranslation();
  const locale = localeFor(i18n.language);
  return async () => sortRecords([...records], sort, columns, sortValues, locale);
}

/** A quick export finishes without a dialog flashing up; a longer one shows its progress after this. */
const DIALOG_DELAY_MS = 300;

/**
 * The "Export" menu of a list page: CSV or an Excel workbook of every record the list shows, with
 * its filters and order, across all pages. A long export shows its progress in a dialog whose Cancel
 * stops the requests and saves nothing; a failed one says why and offers to try again.
 */
export function ExportMenu<T>({ table }: { table: TableExport<T> }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const [dialogDue, setDialogDue] = useState(false);
  const running = useRef<AbortController | null>(null);
  const busy = state.phase === 'fetching' || state.phase === 'writing';

  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    if (!busy) return setDialogDue(false);
    const timer = setTimeout(() => setDialogDue(true), DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  async function run(kind: ExportKind) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    setState({ phase: 'fetching', kind, progress: null });
    try {
      const records = await table.fetchAll(signal, (progress) => {
        if (!signal.aborted) setState({ phase: 'fetching', kind, progress });
      });
      signal.throwIfAborted();
      setState({ phase: 'writing', kind, count: records.length });
      const words = { yes: t('common.yes'), no: t('common.no') };
      const blob =
        kind === 'csv'
          ? new Blob([toCsv(table.columns, records, words)], { type: 'text/csv;charset=utf-8' })
          : await toXlsx(
              table.columns,
              records,
              { ...words, dateFormat: t('exports.excelDateFormat') },
              table.title,
            );
      signal.throwIfAborted();
      const fileName = exportFileName(table.name, table.scope, format.today(), kind);
      saveFile(blob, fileName);
      setState({ phase: 'idle' });
      showNotice({
        color: 'green',
        message: t('exports.saved', { count: records.length, file: fileName }),
      });
    } catch (error) {
      if (!signal.aborted) setState({ phase: 'failed', kind, error });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  function cancel() {
    running.current?.abort();
    running.current = null;
    setState({ phase: 'idle' });
  }

  const kindName = (kind: ExportKind) => (kind === 'csv' ? t('exports.csv') : t('exports.xlsx'));
  const dialogOpen = state.phase === 'failed' || (busy && dialogDue);

  return (
    <>
      {/* Without the placeholder the open menu holds only menu items, as the menu role requires. */}
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            loading={busy}
          >
            {t('exports.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => void run('csv')}>
            {t('exports.csv')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            onClick={() => void run('xlsx')}
          >
            {t('exports.xlsx')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>

      <Modal
        opened={dialogOpen}
        onClose={cancel}
        closeOnClickOutside={false}
        title={state.phase === 'idle' ? '' : t('exports.dialogTitle', { kind: kindName(state.kind) })}
        // While it runs, the dialog's own Cancel (or Escape) is the one way out.
        withCloseButton={!busy}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        styles={{ title: { fontWeight: 600 } }}
      >
        <Stack gap="md">
          {state.phase === 'fetching' && (
            <>
              <Progress
                value={state.progress ? (state.progress.fetched / state.progress.total) * 100 : 100}
                animated
                aria-label={t('exports.progressLabel')}
              />
              <Text size="sm" role="status">
                {state.progress
                  ? t('exports.fetchedPages', {
                      fetched: state.progress.fetched,
                      total: state.progress.total,
                    })
                  : t('exports.fetching')}
              </Text>
            </>
          )}
          {state.phase === 'writing' && (
            <>
              <Progress value={100} animated aria-label={t('exports.progressLabel')} />
              <Text size="sm" role="status">
                {t('exports.writing', { count: state.count })}
              </Text>
            </>
          )}
          {state.phase === 'failed' && (
            <Alert
              color="red"
              role="alert"
              icon={<IconAlertCircle aria-hidden />}
              title={t('exports.failed')}
            >
              <Text size="sm">{describeError(state.error)}</Text>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            {state.phase === 'failed' ? (
              <>
                <Button variant="default" onClick={cancel}>
                  {t('common.close')}
                </Button>
                <Button
                  leftSection={<IconRefresh size={16} aria-hidden />}
                  onClick={() => void run(state.kind)}
                  data-autofocus
                >
                  {t('common.tryAgain')}
                </Button>
              </>
            ) : (
              <Button variant="default" onClick={cancel} data-autofocus>
                {t('exports.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
