// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { showNotice } from '../lib/notice.ts';
import { stubBrowser } from '../testing/render.tsx';
import { theme } from '../theme.ts';
import { NoticeArea } from './notice-area.tsx';

/** Whether the notice list's code can be downloaded, and how many times it was asked for. */
const network = vi.hoisted(() => ({ up: false, downloads: 0 }));

vi.mock('./notice-list.tsx', async (importOriginal) => {
  network.downloads += 1;
  if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

/** The app as src/main.tsx draws it: the notice area beside the pages, outside the router. */
function renderApp() {
  stubBrowser();
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <NoticeArea />
        <main>
          <h1>Entries</h1>
        </main>
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** Lets the failed download settle and React draw what follows from it. */
async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(100));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  act(() => notifications.clean());
});

describe('NoticeArea', () => {
  it('keeps the app when the notice list cannot be loaded, tries again quietly, and shows the notices once it loads', async () => {
    await i18n.changeLanguage('en');
    renderApp();
    act(() => {
      showNotice({ color: 'red', message: 'Could not reach the service', autoClose: false });
    });
    await settle();
    expect(screen.getByRole('heading', { name: 'Entries' })).toBeInTheDocument();
    expect(screen.queryByText('Could not reach the service')).not.toBeInTheDocument();
    expect(network.downloads).toBe(1);

    // Every few seconds it asks again, and says nothing while that fails.
    for (const downloads of [2, 3]) {
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      await vi.waitFor(() => expect(network.downloads).toBe(downloads));
      await settle();
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Could not reach the service')).not.toBeInTheDocument();

    // Back online, it asks at once rather than at the next tick of the timer.
    network.up = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Could not reach the service')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Entries' })).toBeInTheDocument();
    expect(network.downloads).toBe(4);
  });
});
