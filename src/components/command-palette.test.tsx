// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../contract/users.ts';
import { jsonResponse, stubFetch } from '../testing/fetch.ts';
import { renderPage, testUser } from '../testing/render.tsx';
import { CommandPalette, PaletteTrigger } from './command-palette.tsx';

const worker = testUser({ id: 2, name: 'Willa Worker', email: 'willa@example.com', role: 'worker' });
const manager = testUser({ can_generally_manage_absences: true });
const colleague = testUser({
  id: 3,
  name: 'Ben Brandt',
  number: 'E-17',
  email: 'ben@example.com',
  role: 'worker',
});

function service(signedIn: User) {
  return stubFetch(({ url }) => {
    if (url.pathname === '/api/v2/users') return jsonResponse({ users: [signedIn, colleague] });
    if (url.pathname === '/api/v2/teams')
      return jsonResponse({ teams: [{ id: 5, name: 'Backend', leader: null }] });
    if (url.pathname === '/api/v2/customers')
      return jsonResponse({ customers: [], paging: paging(0), filter: {} });
    const project = {
      id: 9,
      name: 'Harbour bridge',
      number: 'P-4711',
      customers_id: 4,
      active: true,
      billable_default: true,
      completed: false,
      deadline: null,
    };
    const found = url.searchParams.get('filter[search]') === 'P-4711';
    return jsonResponse({ projects: found ? [project] : [], paging: paging(found ? 1 : 0), filter: {} });
  });
}

function paging(count: number) {
  return { current_page: 1, items_per_page: 5, count_items: count, count_pages: 1 };
}

async function openPalette(user: User) {
  const view = await renderPage(
    <>
      <PaletteTrigger />
      <CommandPalette pages={[{ to: '/teams', label: 'Teams', icon: null }]} />
    </>,
    { user },
  );
  fireEvent.click(screen.getAllByRole('button', { name: 'Search and commands (Ctrl+K)' })[0] as HTMLElement);
  await screen.findByRole('textbox', { name: 'Go to a page, find a record or run a command' });
  return view;
}

describe('CommandPalette', () => {
  it('offers a worker requesting an absence and a change, but no new project', async () => {
    service(worker);
    await openPalette(worker);

    expect(await screen.findByRole('button', { name: 'Request absence' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request a change' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Teams' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New project' })).not.toBeInTheDocument();
  });

  it('offers a manager entering absences for others and a new project', async () => {
    service(manager);
    const { history } = await openPalette(manager);

    expect(await screen.findByRole('button', { name: 'Enter absence' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request a change' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'New project' }));

    await waitFor(() => expect(history.location.href).toBe('/projects?new=1'));
  });

  it('finds a co-worker by number and a project by number from the service', async () => {
    service(manager);
    const { history } = await openPalette(manager);
    const search = screen.getByRole('textbox', { name: 'Go to a page, find a record or run a command' });

    fireEvent.change(search, { target: { value: 'e-17' } });
    expect(await screen.findByRole('button', { name: /Ben Brandt/ })).toBeVisible();

    fireEvent.change(search, { target: { value: 'P-4711' } });
    const project = await screen.findByRole('button', { name: /Harbour bridge/ });
    expect(screen.queryByRole('button', { name: /Ben Brandt/ })).not.toBeInTheDocument();
    fireEvent.click(project);

    await waitFor(() => expect(history.location.href).toBe('/projects?search=P-4711'));
  });

  it('starts empty when opened again at once after Escape, before the closing fade has ended', async () => {
    service(manager);
    await openPalette(manager);
    const search = screen.getByRole('textbox', { name: 'Go to a page, find a record or run a command' });
    fireEvent.change(search, { target: { value: 'Ben' } });
    fireEvent.keyDown(search, { key: 'Escape' });
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Search and commands (Ctrl+K)' })[0] as HTMLElement,
    );
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Go to a page, find a record or run a command' }),
      ).toHaveValue(''),
    );
  });
});
