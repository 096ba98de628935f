import { describe, expect, it, vi } from 'vitest';
import type { Paging } from '../../contract/common.ts';
import { fetchAllPages } from './export-pages.ts';

/** A service holding `count` numbered records, paged as docs/interface.md#paging says. */
function pagedService(count: number) {
  const requests: { page: number; itemsPerPage: number }[] = [];
  const fetchPage = async (page: number, itemsPerPage: number) => {
    requests.push({ page, itemsPerPage });
    const all = Array.from({ length: count }, (_, index) => index + 1);
    const paging: Paging = {
      items_per_page: itemsPerPage,
      current_page: page,
      count_pages: Math.ceil(count / itemsPerPage),
      count_items: count,
    };
    return { records: all.slice((page - 1) * itemsPerPage, page * itemsPerPage), paging };
  };
  return { fetchPage, requests };
}

describe('fetchAllPages', () => {
  it('fetches every page with the largest page size and reports each', async () => {
    const service = pagedService(2500);
    const progress = vi.fn();
    const records = await fetchAllPages(service.fetchPage, new AbortController().signal, progress);
    expect(records).toHaveLength(2500);
    expect(records.at(-1)).toBe(2500);
    expect(service.requests).toEqual([
      { page: 1, itemsPerPage: 1000 },
      { page: 2, itemsPerPage: 1000 },
      { page: 3, itemsPerPage: 1000 },
    ]);
    expect(progress.mock.calls.map(([call]) => call)).toEqual([
      { fetched: 1, total: 3 },
      { fetched: 2, total: 3 },
      { fetched: 3, total: 3 },
    ]);
  });

  it('asks once for an empty list', async () => {
    const service = pagedService(0);
    expect(await fetchAllPages(service.fetchPage, new AbortController().signal, () => {})).toEqual([]);
    expect(service.requests).toHaveLength(1);
  });

  it('stops when a page comes back empty before the counted end (records deleted meanwhile)', async () => {
    const fetchPage = vi.fn(async (page: number) => ({
      records: page === 1 ? [1, 2] : [],
      paging: { items_per_page: 2, current_page: page, count_pages: 5, count_items: 10 },
    }));
    expect(await fetchAllPages(fetchPage, new AbortController().signal, () => {}, 2)).toEqual([1, 2]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('stops asking once aborted and rejects with the abort reason', async () => {
    const service = pagedService(5000);
    const controller = new AbortController();
    const run = fetchAllPages(service.fetchPage, controller.signal, (progress) => {
      if (progress.fetched === 2) controller.abort(new DOMException('cancelled', 'AbortError'));
    });
    await expect(run).rejects.toThrow('cancelled');
    expect(service.requests.map((request) => request.page)).toEqual([1, 2]);
  });

  it('passes the signal to each request and asks nothing when aborted before starting', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchPage = vi.fn();
    await expect(fetchAllPages(fetchPage, controller.signal, () => {})).rejects.toBeDefined();
    expect(fetchPage).not.toHaveBeenCalled();

    const signals: AbortSignal[] = [];
    const live = new AbortController();
    await fetchAllPages(
      async (page, itemsPerPage, signal) => {
        signals.push(signal);
        return pagedService(3).fetchPage(page, itemsPerPage);
      },
      live.signal,
      () => {},
    );
    expect(signals).toEqual([live.signal]);
  });
});
