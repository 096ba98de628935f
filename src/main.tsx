import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n, loadInitialLanguage } from './i18n/i18n.ts';
import { signOut } from './lib/auth.ts';
import { showNotice } from './lib/notice.ts';
import { askToSignInAgain } from './lib/sign-in-again.ts';
import { queryClient, setUnauthorizedHandler } from './query-client.ts';
import { routeTree } from './route-tree.gen.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // TanStack Query decides freshness, not the router's own loader cache.
  defaultPreloadStaleTime: 0,
  defaultPendingMs: 400,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

let redirectingToSignIn = false;

setUnauthorizedHandler((failedWrite) => {
  // Over an open page, the user signs in again there and loses nothing; otherwise to the sign-in page.
  if (askToSignInAgain(failedWrite)) return;
  const { pathname, href } = router.state.location;
  if (redirectingToSignIn || pathname === '/sign-in') return;
  redirectingToSignIn = true;
  showNotice({ color: 'yellow', message: i18n.t('signIn.sessionEnded') });
  void signOut(queryClient, () => router.navigate({ to: '/sign-in', search: { redirect: href } })).finally(
    () => {
      redirectingToSignIn = false;
    },
  );
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render(element: HTMLElement) {
  createRoot(element).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider
            theme={theme}
            cssVariablesResolver={cssVariablesResolver}
            defaultColorScheme="auto"
          >
            <Notifications position="bottom-left" limit={4} />
            <ModalsProvider>
              <RouterProvider router={router} />
            </ModalsProvider>
          </MantineProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void loadInitialLanguage()
  .catch((error: unknown) => {
    // English, bundled as the fallback, still beats a blank page when the translations do not arrive.
    console.error(error);
  })
  .then(() => render(root));
