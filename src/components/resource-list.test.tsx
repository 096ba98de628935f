// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render.tsx';
import { ResourceList } from './resource-list.tsx';

type Person = { id: number; name: string };
/** A whole list of 120, as the interface answers co-workers: Person 001 to Person 120. */
const people: Person[] = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  name: `Person ${String(index + 1).padStart(3, '0')}`,
}));

/** The list with a filter keeping the first `kept` people, and paged here or not. */
function People({ pagesHere }: { pagesHere: boolean }) {
  const [kept, setKept] = useState(people.length);
  const list = useQuery({ queryKey: ['people'], queryFn: async () => people });
  return (
    <>
      <button type="button" onClick={() => setKept(60)}>
        Keep sixty
      </button>
      <ResourceList
        label="People"
        query={list}
        records={(data) => data.slice(0, kept)}
        columns={[{ accessor: 'name', title: 'Name' }]}
        empty={{ title: 'Nobody' }}
        pagesHere={pagesHere}
      />
    </>
  );
}

const rows = () => document.querySelectorAll('table[aria-label="People"] tbody > tr');

describe('a whole list paged here', () => {
  it('draws fifty rows a page, turns pages, and shows the last page that exists of a shorter list', async () => {
    await renderPage(<People pagesHere />);
    expect(await screen.findByText('1–50 of 120')).toBeInTheDocument();
    expect(rows()).toHaveLength(50);

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('101–120 of 120')).toBeInTheDocument();
    expect(rows()).toHaveLength(20);

    fireEvent.click(screen.getByRole('button', { name: 'Keep sixty' }));
    expect(await screen.findByText('51–60 of 60')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
  });

  it('draws every row of a list that does not page itself', async () => {
    await renderPage(<People pagesHere={false} />);
    await waitFor(() => expect(rows()).toHaveLength(120));
    expect(screen.queryByText(/of 120/)).toBeNull();
  });
});
