// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callerOf } from '../../../contract/rights.ts';
import type { User } from '../../../contract/users.ts';
import { jsonResponse, stubFetch } from '../../testing/fetch.ts';
import { renderPage, testUser } from '../../testing/render.tsx';
import { EditLockOverview } from './edit-lock-overview.tsx';
import { userRows } from './filters.ts';

// A company of 120: the overview draws a page of them, and the lock goes to everyone ticked on any page.

const manager = testUser({ role: 'manager' });
const people: User[] = Array.from({ length: 120 }, (_, index) =>
  testUser({
    id: 100 + index,
    name: `Person ${String(index + 1).padStart(3, '0')}`,
    email: `person${index + 1}@example.com`,
    role: 'worker',
  }),
);

function Overview() {
  const query = useQuery({ queryKey: ['users', 'list'], queryFn: async () => [manager, ...people] });
  return (
    <EditLockOverview
      caller={callerOf(manager)}
      query={query}
      rows={userRows(query.data ?? [], [])}
      sort={{ value: 'name', onChange: () => {} }}
      empty={{ title: 'Nobody' }}
      filters={{ active: false, emptyTitle: 'No matches', onClear: () => {} }}
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Edit locks' }))
    .getAllByRole('row')
    .slice(1);

describe('the edit-lock overview of a large company', () => {
  it('draws a page at a time and sets the lock for everyone once all are selected', async () => {
    const sent = stubFetch((request) => {
      const id = Number(request.url.pathname.split('/').at(-1));
      const user = [manager, ...people].find((candidate) => candidate.id === id);
      return jsonResponse({ user: { ...user, ...(request.body as object) } }, { headers: { ETag: '"v1"' } });
    });
    await renderPage(<Overview />, { user: manager });
    expect(await screen.findByText('1–50 of 121')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(50);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Person 001' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Person 120' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 selected');

    // Everyone but the manager herself, whose lock a manager does not set.
    fireEvent.click(screen.getByRole('button', { name: 'Select all 120' }));
    expect(screen.getByRole('status')).toHaveTextContent('120 selected');
    expect(screen.queryByRole('button', { name: /Select all/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Set edit lock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit lock for 120 co-workers' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No lock' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Edit lock set for 120 co-workers')).toBeInTheDocument();
    const puts = sent.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.url.pathname).sort()).toEqual(
      people.map((person) => `/api/v2/users/${person.id}`).sort(),
    );
    expect(puts[0]?.body).toEqual({ edit_lock: null, edit_lock_dyn: null });
  }, 90_000); // 120 reads and writes in turn, and a page of fifty rows drawn again after each
});
