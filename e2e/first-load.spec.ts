import { expect, signIn, test } from './fixtures.ts';

/**
 * Opened cold (the address typed or a bookmark), a page's own first request leaves together with the
 * session check rather than after its answer: one round trip less before the first rows. What each page
 * asks first is the same whoever is signed in; the rest waits for the session (docs/architecture.md).
 */
const pages: { path: string; firstRequest: RegExp }[] = [
  { path: '/projects', firstRequest: /\/api\/v2\/projects\?/ },
  { path: '/customers', firstRequest: /\/api\/v2\/customers\?/ },
  { path: '/services', firstRequest: /\/api\/services(\?|$)/ },
  { path: '/lumpsum-services', firstRequest: /\/api\/v2\/lumpsumservices(\?|$)/ },
  { path: '/surcharges', firstRequest: /\/api\/v2\/surcharges(\?|$)/ },
  { path: '/teams', firstRequest: /\/api\/v2\/teams(\?|$)/ },
  { path: '/users', firstRequest: /\/api\/v2\/teams(\?|$)/ },
  { path: '/approvals', firstRequest: /\/api\/v2\/teams(\?|$)/ },
];

const sessionCheck = /\/api\/v2\/aggregates\/users\/me(\?|$)/;

test('a page opened cold sends its first request before the session check has answered', async ({ page }) => {
  await signIn(page);
  for (const { path, firstRequest } of pages) {
    // Nothing of the page before may still be in flight and be counted.
    await page.goto('about:blank');
    const events: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (firstRequest.test(request.url())) events.push('page request sent');
    };
    const onAnswered = (request: { url(): string }) => {
      if (sessionCheck.test(request.url())) events.push('session answered');
    };
    page.on('request', onRequest);
    page.on('requestfinished', onAnswered);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => events.length, { message: path }).toBeGreaterThanOrEqual(2);
    expect(events.slice(0, 2), path).toEqual(['page request sent', 'session answered']);
    page.off('request', onRequest);
    page.off('requestfinished', onAnswered);
  }
});

test('a page downloads neither the directory to know who signed in nor the requests to count the waiting ones', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('about:blank');
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The approvals link appears once the count has answered: the owner decides everyone's requests.
  await expect(page.getByRole('navigation').getByRole('link', { name: /Approvals/ })).toBeVisible();
  expect(asked.filter((path) => path === '/api/v2/aggregates/users/me')).toHaveLength(1);
  expect(asked.filter((path) => path === '/api/v2/aggregates/approvals/count')).toHaveLength(1);
  expect(asked).not.toContain('/api/v2/users');
  expect(asked).not.toContain('/api/absences');
  expect(asked).not.toContain('/api/v2/workTimes/changeRequests');
});
