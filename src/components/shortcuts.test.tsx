// @vitest-environment jsdom
import { Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render.tsx';
import { ListPageHeader } from './list-page.tsx';
import { ResourceList } from './resource-list.tsx';
import { SearchInput } from './search-input.tsx';
import { ShortcutsHelp } from './shortcuts-help.tsx';

type Fruit = { id: number; name: string };
const fruits: Fruit[] = [
  { id: 1, name: 'Apple' },
  { id: 2, name: 'Banana' },
  { id: 3, name: 'Cherry' },
];

/** A list page as the building blocks make one, with a text area of its own and the help dialog. */
function FruitsPage({ onAdd, onOpen }: { onAdd: () => void; onOpen: (fruit: Fruit) => void }) {
  const [helpOpen, setHelpOpen] = useState(false);
  const list = useQuery({ queryKey: ['fruits'], queryFn: async () => fruits });
  return (
    <>
      <ListPageHeader title="Fruits" addLabel="New fruit" onAdd={onAdd} />
      <SearchInput label="Search fruits" value="" onChange={() => {}} />
      <Textarea label="Remarks" />
      <ResourceList
        label="Fruits"
        query={list}
        records={(data) => data}
        columns={[{ accessor: 'name', title: 'Name' }]}
        empty={{ title: 'No fruits' }}
        onRowClick={({ record }) => onOpen(record)}
      />
      <ShortcutsHelp opened={helpOpen} onOpen={() => setHelpOpen(true)} onClose={() => setHelpOpen(false)} />
    </>
  );
}

async function renderFruits() {
  const onAdd = vi.fn();
  const onOpen = vi.fn();
  await renderPage(<FruitsPage onAdd={onAdd} onOpen={onOpen} />);
  await waitFor(() => expect(rows()).toHaveLength(fruits.length));
  console.log(document.querySelector('tbody')?.outerHTML.slice(0, 1500));
  return { onAdd, onOpen };
}

/** The table's rows; jsdom measures no columns, so their cells stay empty and rows are told apart by position. */
const rows = () => [...document.querySelectorAll('table[aria-label="Fruits"] tbody > tr')];

/** Presses a key where it is focused (or on the page), as the browser dispatches it; false once a shortcut took it. */
function press(key: string, target: Element = document.activeElement ?? document.body): boolean {
  return fireEvent.keyDown(target, { key, shiftKey: key === '?' });
}

describe('list shortcuts', () => {
  it('do not fire while typing in a text area or the search box: the keys stay text', async () => {
    const { onAdd, onOpen } = await renderFruits();
    const remarks = screen.getByRole('textbox', { name: 'Remarks' });
    remarks.focus();
    for (const key of ['n', '/', 'j', 'k', 'Enter', '?']) expect(press(key)).toBe(true);
    expect(remarks).toHaveFocus();

    const search = screen.getByRole('searchbox', { name: 'Search fruits' });
    search.focus();
    for (const key of ['n', 'j', 'Enter', '?']) expect(press(key)).toBe(true);
    expect(search).toHaveFocus();

    expect(onAdd).not.toHaveBeenCalled();
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fire on the page: / searches, n adds, j j Enter opens the second row, ? shows the help', async () => {
    const { onAdd, onOpen } = await renderFruits();

    expect(press('/', document.body)).toBe(false);
    expect(screen.getByRole('searchbox', { name: 'Search fruits' })).toHaveFocus();

    expect(press('n', document.body)).toBe(false);
    expect(onAdd).toHaveBeenCalledOnce();

    press('j', document.body);
    expect(rows()[0]).toHaveFocus();
    press('j');
    press('j');
    press('k');
    expect(rows()[1]).toHaveFocus();
    press('Enter');
    expect(onOpen).toHaveBeenCalledWith(fruits[1]);

    press('?', document.body);
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('wait while a dialog is open', async () => {
    const { onAdd, onOpen } = await renderFruits();
    press('?', document.body);
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });

    for (const key of ['n', 'j', 'Enter']) expect(press(key, document.body)).toBe(true);
    expect(onAdd).not.toHaveBeenCalled();
    expect(onOpen).not.toHaveBeenCalled();
    expect(rows().some((row) => row === document.activeElement)).toBe(false);
  });
});
