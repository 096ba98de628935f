import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { DEMO_KEY, OWNER } from './support.ts';

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: launchArgs,
  });
}

/** Gzipped bytes of every JS and CSS file the page loads until the network is idle. */
export async function assetWeight(
  page: Page,
  go: () => Promise<unknown>,
): Promise<{ js: number; css: number }> {
  const weights = { js: 0, css: 0 };
  const seen = new Set<string>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    const url = response.url();
    const kind = url.endsWith('.js') ? 'js' : url.endsWith('.css') ? 'css' : null;
    if (!kind || seen.has(url)) return;
    seen.add(url);
    pending.push(
      response.body().then((body) => {
        weights[kind] += gzipSync(body).length;
      }),
    );
  };
  page.on('response', onResponse);
  await go();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  return weights;
}

export async function signIn(page: Page, baseUrl: string, email = OWNER): Promise<void> {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/api key/i).fill(DEMO_KEY);
  // Local storage, so that the fresh pages a benchmark opens are signed in too.
  await page.getByLabel(/stay signed in/i).check();
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
