import './zod-config.ts';
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { NoticeArea } from './components/notice-area.tsx';
import { i18n, loadInitialLanguage } from './i18n/i18n.ts';
import { currentUserQuery, signOut } from './lib/auth.ts';
import { mayBeSignedIn, onSignOutElsewhere, readCredentials } from './lib/credentials.ts';
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

// The session check and the page's code start downloading with the language, not after the first render:
// the router asks for a route's chunk only once every parent's beforeLoad has answered. Signed out, the
// signed-in pages redirect to the sign-in page, so their code would be downloaded in vain.
// The pages' own requests that are the same whoever is signed in start with it too, rather than in
// their loaders, which wait for the signed-in layout to know the user.
// The routes are matched first, so that all these requests leave together: none waits for another's answer.
const signedIn = mayBeSignedIn();
if (signedIn) {
  const matches = router.matchRoutes(router.latestLocation);
  void queryClient.prefetchQuery(currentUserQuery(readCredentials()));
  for (const match of matches) match.staticData.prefetchBeforeSession?.(queryClient, match.search);
}
const [matchedRoutes] = router.getMatchedRoutes(window.location.pathname);
if (signedIn || !matchedRoutes.some((route) => route.id === '/_app')) {
  for (const route of matchedRoutes) {
    void router.loadRouteChunk(route)?.catch(() => {
      // The router asks again when it renders the route and shows the failure there.
    });
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /**
     * Starts the requests of a page under the signed-in layout that are the same whoever is signed
     * in, when the app opens on it; `search` is the route's validated search (a method, so each
     * route names its own type).
     */
    prefetchBeforeSession?(queryClient: QueryClient, search: unknown): void;
  }
}

let redirectingToSignIn = false;

/** Leaves for the sign-in page with a note that the sign-in ended, coming back here afterwards. */
function toSignIn() {
  const { pathname, href } = router.state.location;
  if (redirectingToSignIn || publicPaths.has(pathname)) return;
  redirectingToSignIn = true;
  showNotice({ color: 'yellow', message: i18n.t('signIn.sessionEnded') });
  void signOut(queryClient, () => router.navigate({ to: '/sign-in', search: { redirect: href } })).finally(
    () => {
      redirectingToSignIn = false;
    },
  );
}

setUnauthorizedHandler((failedWrite) => {
  // Over an open page, the user signs in again there and loses nothing; otherwise to the sign-in page.
  if (askToSignInAgain(failedWrite)) return;
  toSignIn();
});

// The cookie is the browser's, not the tab's: signing out in one tab signs every tab out.
onSignOutElsewhere(toSignIn);

/** The pages for the signed-out: a 401 there is no ended sign-in. */
const publicPaths = new Set(['/sign-in', '/forgot-password', '/set-password']);

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
            <NoticeArea />
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
