// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageProgress, TableExport } from '../lib/export-table.ts';
import { ApiError } from '../lib/http.ts';
import { renderPage, testUser } from '../testing/render.tsx';
import { ExportMenu } from './export-menu.tsx';

type Row = { name: string };

function table(fetchAll: TableExport<Row>['fetchAll']): TableExport<Row> {
  return {
    name: 'things',
    title: 'Things',
    columns: [{ header: 'Name', value: (row) => row.name }],
    fetchAll,
  };
}

let saved: { name: string; blob: Blob }[] = [];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The file's text with its byte order mark kept (Blob.text() drops it). */
async function textOf(blob: Blob | undefined): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob?.arrayBuffer());
}

async function choose(kind: 'CSV' | 'Excel (XLSX)') {
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: kind }));
}

describe('ExportMenu', () => {
  it('saves the CSV of every record under the page name and today', async () => {
    await renderPage(
      <ExportMenu table={table(async () => [{ name: 'Ärzte, Müller' }, { name: '@home' }])} />,
      {
        user: testUser({ timezone: 'UTC' }),
      },
    );
    await choose('CSV');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`things-${new Date().toISOString().slice(0, 10)}.csv`);
    expect(await textOf(saved[0]?.blob)).toBe('\uFEFFName\r\n"Ärzte, Müller"\r\n\'@home\r\n');
    expect(await screen.findByText(/2 rows saved as things-/)).toBeInTheDocument();
  });

  it('shows how many pages it has fetched; Cancel aborts the requests and saves nothing', async () => {
    let signalSeen: AbortSignal | undefined;
    const fetchAll = (signal: AbortSignal, onProgress: (progress: PageProgress) => void) => {
      signalSeen = signal;
      onProgress({ fetched: 3, total: 12 });
      return new Promise<Row[]>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    };
    await renderPage(<ExportMenu table={table(fetchAll)} />, { user: testUser() });
    await choose('Excel (XLSX)');
    const dialog = await screen.findByRole('dialog', { name: 'Exporting as Excel (XLSX)' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Fetched 3 of 12 pages');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel export' }));
    expect(signalSeen?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toEqual([]);
    expect(screen.queryByText(/saved as/)).not.toBeInTheDocument();
  });

  it('says why an export failed and tries again on request', async () => {
    const fetchAll = vi
      .fn<TableExport<Row>['fetchAll']>()
      .mockRejectedValueOnce(new ApiError('network', 0, 'The service cannot be reached.'))
      .mockResolvedValueOnce([{ name: 'Atlas' }]);
    await renderPage(<ExportMenu table={table(fetchAll)} />, { user: testUser() });
    await choose('CSV');
    const dialog = await screen.findByRole('dialog', { name: 'Exporting as CSV' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The service cannot be reached.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await textOf(saved[0]?.blob)).toBe('\uFEFFName\r\nAtlas\r\n');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
