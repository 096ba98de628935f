// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../contract/customers.ts';
import { customerSearch } from '../api/customers.ts';
import { jsonResponse, stubFetch } from '../testing/fetch.ts';
import { renderPage, testUser } from '../testing/render.tsx';
import { SearchSelect } from './search-select.tsx';

afterEach(() => vi.unstubAllGlobals());

const customer = (id: number, name: string, number: string | null = null): Customer => ({
  id,
  name,
  number,
  active: true,
  billable_default: true,
  color: 1,
});
/** The service's first page of customers by name; the company has thousands more. */
const firstPage = [customer(1, 'Aalto Architects'), customer(2, 'Abacus Bank')];
const harbour = customer(4858, 'Zeppelin Harbour', 'C-4858');

/** The customers list: a search finds Zeppelin Harbour by name or number; a read by id answers it. */
function service() {
  return stubFetch(({ url }) => {
    if (url.pathname === `/api/v2/customers/${harbour.id}`) return jsonResponse({ customer: harbour });
    const search = url.searchParams.get('filter[search]') ?? '';
    const found = search
      ? [harbour].filter((item) => `${item.name} ${item.number}`.includes(search))
      : firstPage;
    const paging = { items_per_page: 50, current_page: 1, count_pages: 1, count_items: found.length };
    return jsonResponse({ customers: found, paging, filter: search ? { search } : null });
  });
}

function Picker({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <SearchSelect label="Customer" searching={customerSearch()} value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('SearchSelect', () => {
  it('asks nothing until opened, then searches the service for what is typed', async () => {
    const sent = service();
    await renderPage(<Picker />, { user: testUser() });
    const box = screen.getByRole('combobox', { name: 'Customer' });
    expect(sent).toHaveLength(0);

    box.focus();
    fireEvent.click(box);
    expect(await screen.findByRole('option', { name: 'Aalto Architects', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Zeppelin/, hidden: true })).toBeNull();

    fireEvent.change(box, { target: { value: 'C-4858' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Zeppelin Harbour (C-4858)', hidden: true }));
    expect(screen.getByRole('status')).toHaveTextContent('4858');
    const searches = sent.map(({ url }) => url.searchParams.get('filter[search]'));
    expect(searches).toContain('C-4858');
    expect(searches).not.toContain('C');
  });

  it("shows a chosen value's name though no match holds it, read by its id", async () => {
    const sent = service();
    await renderPage(<Picker initial={harbour.id} />, { user: testUser() });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Zeppelin Harbour (C-4858)'),
    );
    expect(sent.map(({ url }) => url.pathname)).toEqual([`/api/v2/customers/${harbour.id}`]);
  });
});
