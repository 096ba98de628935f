import { MAX_PAGE_SIZE, type Paging } from '../../contract/common.ts';
import type { PageProgress } from './export-table.ts';

export type FetchedPage<T> = { records: readonly T[]; paging: Paging };

/**
 * Every record of a paged list: asks for page 1, 2, … with the largest page size the service
 * accepts (docs/interface.md#paging) until the last page the service counts, reporting each page.
 * Stops with the signal's reason as soon as it aborts, also between pages.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, itemsPerPage: number, signal: AbortSignal) => Promise<FetchedPage<T>>,
  signal: AbortSignal,
  onProgress: (progress: PageProgress) => void = () => {},
  itemsPerPage: number = MAX_PAGE_SIZE,
): Promise<T[]> {
  const records: T[] = [];
  for (let page = 1; ; page++) {
    signal.throwIfAborted();
    const { records: pageRecords, paging } = await fetchPage(page, itemsPerPage, signal);
    signal.throwIfAborted();
    records.push(...pageRecords);
    const total = Math.max(paging.count_pages, page);
    onProgress({ fetched: page, total });
    // A page past the end is empty: records deleted meanwhile end the loop early instead of asking on.
    if (page >= paging.count_pages || pageRecords.length === 0) return records;
  }
}
