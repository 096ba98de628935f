import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  type RouterHistory,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import type { User } from '../../contract/users.ts';
import { i18n } from '../i18n/i18n.ts';
import { sessionKeys } from '../lib/auth.ts';
import { clearCredentials, storeCredentials } from '../lib/credentials.ts';
import { theme } from '../theme.ts';

// The default second for findBy/waitFor is too short when the suite shares two busy cores: a page
// that draws correctly but slowly must not fail. A page that never draws still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

/** The API key the harness signs in with; a stubbed `fetch` may check it arrives. */
export const TEST_API_KEY = 'test-key-0123456789abcdef';

/** A signed-in user with every field the contract requires; a manager unless told otherwise. */
export function testUser(fields: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Mara Manager',
    number: null,
    email: 'manager@example.com',
    active: true,
    timeformat_12h: false,
    weekstart_monday: true,
    weekend_friday: false,
    language: 'en',
    timezone: 'Europe/Berlin',
    teams_id: null,
    initials: 'MM',
    boss: null,
    absence_managers_id: [],
    role: 'manager',
    can_add_customers: false,
    can_generally_see_absences: false,
    can_generally_manage_absences: false,
    edit_lock: null,
    edit_lock_dyn: null,
    ...fields,
  };
}

/**
 * What jsdom lacks and Mantine reads: media queries (none ever match, so layouts are the desktop
 * ones), element sizes, scrolling and font loading. A test that stubs one of them itself keeps its own.
 */
export function stubBrowser(): void {
  if (typeof window.matchMedia !== 'function') {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
  }
  if (typeof globalThis.ResizeObserver !== 'function') {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
  if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => {};
  // mantine-datatable scrolls its rows back to the top when the page turns.
  if (typeof Element.prototype.scrollTo !== 'function') Element.prototype.scrollTo = () => {};
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    });
  }
}

export type RenderPageOptions = {
  /** The address the memory router starts at, with its query, e.g. `/projects?page=2`. */
  route?: string;
  /** Signs this user in: credentials are stored and the session query holds the user. */
  user?: User;
};

/**
 * Renders UI as the app does: a fresh QueryClient (no retries, so a failure shows at once),
 * Mantine with the app's theme, modals and notifications, English texts, and a memory router whose
 * root route renders the UI, so router hooks (links, search, blockers) work. Resolves once the
 * router has loaded.
 */
export async function renderPage(ui: ReactNode, { route = '/', user }: RenderPageOptions = {}) {
  stubBrowser();
  await i18n.changeLanguage('en');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: 0 } },
  });
  if (user) {
    storeCredentials({ email: user.email, key: TEST_API_KEY }, false);
    queryClient.setQueryData(sessionKeys.currentUser(user.email), { user, etag: '"user-1"' });
  }
  const history: RouterHistory = createMemoryHistory({ initialEntries: [route] });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history,
    context: { queryClient },
  });
  await router.load();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme}>
          <Notifications />
          <ModalsProvider>
            <RouterProvider router={router} />
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient, router, history };
}

afterEach(() => {
  cleanup();
  notifications.clean();
  clearCredentials();
});
