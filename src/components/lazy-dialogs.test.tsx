// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/fetch.ts';
import { renderPage, testUser } from '../testing/render.tsx';
import { CommandPalette, PaletteTrigger } from './command-palette.tsx';
import { ShortcutsHelp } from './shortcuts-help.tsx';

/** Whether the dialogs' code can be downloaded. */
const network = vi.hoisted(() => ({
  up: false,
  download() {
    if (!this.up) throw new TypeError('Failed to fetch dynamically imported module');
  },
}));

vi.mock('./shortcuts-dialog.tsx', async (importOriginal) => {
  network.download();
  return importOriginal();
});
vi.mock('./command-palette-dialog.tsx', async (importOriginal) => {
  network.download();
  return importOriginal();
});

beforeEach(() => {
  network.up = false;
});

function TeamsPage() {
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <main>
      <h1>Teams</h1>
      <input aria-label="Team name" defaultValue="Backend" />
      <PaletteTrigger />
      <CommandPalette pages={[{ to: '/teams', label: 'Teams', icon: null }]} />
      <ShortcutsHelp opened={helpOpen} onOpen={() => setHelpOpen(true)} onClose={() => setHelpOpen(false)} />
    </main>
  );
}

/** The failure dialog's own "Close" button (its header has a close button of the same name). */
function closeButtonOf(dialog: HTMLElement): HTMLElement {
  const buttons = within(dialog).getAllByRole('button', { name: 'Close' });
  return buttons[buttons.length - 1] as HTMLElement;
}

describe('a dialog whose code cannot be loaded', () => {
  it('says so when opened with "?", keeps the page, closes, and loads the shortcuts when opened again', async () => {
    await renderPage(<TeamsPage />, { user: testUser() });
    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });

    const failed = await screen.findByRole('dialog', { name: 'Could not load this dialog' });
    expect(failed).toHaveTextContent('Check your connection and try again.');
    expect(screen.getByRole('heading', { name: 'Teams' })).toBeInTheDocument();
    expect(screen.getByLabelText('Team name')).toHaveValue('Backend');

    fireEvent.click(closeButtonOf(failed));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    network.up = true;
    fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('opens the command palette from its button on "Try again"', async () => {
    stubFetch(({ url }) =>
      jsonResponse(url.pathname === '/api/v2/users' ? { users: [testUser()] } : { teams: [] }),
    );
    await renderPage(<TeamsPage />, { user: testUser() });
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Search and commands (Ctrl+K)' })[0] as HTMLElement,
    );

    const failed = await screen.findByRole('dialog', { name: 'Could not load this dialog' });
    expect(screen.getByRole('heading', { name: 'Teams' })).toBeInTheDocument();

    network.up = true;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('textbox', { name: 'Go to a page, find a record or run a command' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Could not load this dialog' })).not.toBeInTheDocument();
  });
});
