import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { dayIn } from '../contract/dates.ts';
import { dataDir, demoApiKey, demoPassword } from '../playwright.config.ts';

export { expect };

/** Demo users the seed creates; every one has the demo key and the demo password in browser tests. */
export const demo = {
  owner: 'owner@example.com',
  manager: 'manager@example.com',
} as const;

export const apiHeaders = (email: string, key: string = demoApiKey) => ({
  'X-ServiceApiUser': email,
  'X-ServiceApiKey': key,
  'X-Service-External-Application': 'e2e;e2e@example.com',
});

/**
 * A typed-enough client of the real service for arranging a test's own data; `key` for a co-worker
 * made by `newWorker`, who has a key of their own.
 */
export function serviceClient(request: APIRequestContext, email: string = demo.owner, key?: string) {
  async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await request.fetch(path, { method, headers: apiHeaders(email, key), data: body });
    const text = await response.text();
    if (!response.ok()) throw new Error(`${method} ${path} → ${response.status()}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }
  return {
    get: <T = Record<string, unknown>>(path: string) => call<T>('GET', path),
    post: <T = Record<string, unknown>>(path: string, body: unknown) => call<T>('POST', path, body),
    put: <T = Record<string, unknown>>(path: string, body: unknown) => call<T>('PUT', path, body),
    delete: <T = Record<string, unknown>>(path: string) => call<T>('DELETE', path),
  };
}

export type ServiceClient = ReturnType<typeof serviceClient>;

/** A weekly target-hours row of 8 h Monday to Friday for `usersId`, from `date_since` (to `date_until`). */
export const fullTimeFrom = (usersId: number, date_since: string, date_until: string | null = null) => ({
  users_id: usersId,
  type: 'weekly',
  date_since,
  date_until,
  monday: 8,
  tuesday: 8,
  wednesday: 8,
  thursday: 8,
  friday: 8,
  saturday: 0,
  sunday: 0,
  compensation_daily: 0,
  compensation_monthly: 0,
});

/** A unique suffix so that parallel specs never see each other's records. */
export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * A worker of the test's own (a unique name and e-mail, any further `fields` of the user add) with
 * an API key of their own, so that no other journey sees or changes their records.
 */
export async function newWorker(owner: ServiceClient, label: string, fields: Record<string, unknown> = {}) {
  const name = unique(label);
  const { user } = await owner.post<{ user: { id: number; name: string; email: string } }>('/api/v2/users', {
    name,
    email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`,
    role: 'worker',
    ...fields,
  });
  const { api_key } = await owner.post<{ api_key: string }>(`/api/v2/users/${user.id}/apikey`, {});
  return { ...user, key: api_key };
}

type Named = { id: number; name: string };

/**
 * A customer and a project of the test's own (unique names from `label`; `project` adds fields such as a
 * budget), so that no other journey books on them or sees their sums.
 */
export async function newCustomerAndProject(
  owner: ServiceClient,
  label: string,
  project: Record<string, unknown> = {},
): Promise<{ customer: Named; project: Named }> {
  const { customer } = await owner.post<{ customer: Named }>('/api/v2/customers', {
    name: unique(`${label} customer`),
  });
  const { project: created } = await owner.post<{ project: Named }>('/api/v2/projects', {
    name: unique(`${label} project`),
    customers_id: customer.id,
    ...project,
  });
  return { customer, project: created };
}

/** One active service of the demo company, for the entries a journey arranges. */
export async function anActiveService(client: ServiceClient): Promise<{ id: number }> {
  const { services } = await client.get<{ services: { id: number; active: boolean }[] }>('/api/services');
  const service = services.find((candidate) => candidate.active);
  if (!service) throw new Error('the demo company has no active service');
  return service;
}

/** Signs in through the real sign-in form with e-mail and password, as people do. */
export async function signIn(
  page: Page,
  email: string = demo.owner,
  password: string = demoPassword,
): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/**
 * Signs in with an API key, the form's other way: for a co-worker made by `newWorker` (who has a key
 * and no password) and for a service without sessions (API_UPSTREAM).
 */
export async function signInWithKey(page: Page, email: string, key: string = demoApiKey): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in with an API key' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('API key', { exact: true }).fill(key);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** The mails the service wrote to its outbox folder for this address (no SMTP in browser tests). */
export async function outboxMailsTo(email: string): Promise<string[]> {
  const outbox = join(dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
  return mails.filter((mail) => mail.includes(`To: ${email}\r\n`));
}

/** Types a time into a time field's hours and minutes, as a keyboard user does. */
export async function typeTime(scope: Locator, label: string, hours: string, minutes: string) {
  await scope.getByRole('spinbutton', { name: `${label}, hours` }).fill(hours);
  await scope.getByRole('spinbutton', { name: `${label}, minutes` }).fill(minutes);
}

/** The row of the grid named `table` whose cell reads exactly `cell` (a record's name). */
export function gridRow(page: Page, table: string, cell: string): Locator {
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: cell, exact: true }) });
}

/** Opens a page from the main navigation, checks the address and that its list is drawn and passes axe. */
export async function openFromNavigation(page: Page, linkName: string, path: RegExp): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: linkName, exact: true })
    .click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('table', { name: linkName, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

/** A worker of the demo company: the first active worker the service lists, or one matching `where`. */
export async function findUser(
  client: ServiceClient,
  where: (user: { role?: string; email: string; active: boolean; [key: string]: unknown }) => boolean,
) {
  const { users } = await client.get<{
    users: { id: number; email: string; role?: string; active: boolean; name: string; timezone: string }[];
  }>('/api/v2/users');
  const user = users.find((candidate) => candidate.active && where(candidate));
  if (!user) throw new Error('no matching demo user');
  return user;
}

/** The day it is now for a demo user, in their time zone: the app names files and "today" by it. */
export async function todayOf(client: ServiceClient, email: string): Promise<string> {
  const user = await findUser(client, (candidate) => candidate.email === email);
  return dayIn(Date.now(), user.timezone);
}

export const test = base.extend<{ owner: ServiceClient }>({
  owner: async ({ request }, use) => {
    await use(serviceClient(request, demo.owner));
  },
});

/** Nothing on the page reaches past the window's width, so nothing needs scrolling sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement as Element;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/**
 * Runs axe (WCAG 2 A and AA rules) on the page as it is now, optionally only inside `include` and not
 * inside `exclude` (CSS selectors), and fails on any serious or critical violation, listing each with
 * the nodes it found.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  include?: string,
  exclude?: string,
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length} elements)\n${violation.nodes
          .slice(0, 5)
          .map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n')}`,
    );
  expect(serious, serious.join('\n\n')).toEqual([]);
}

/** axe on the page as it is, in the light and then the dark colour scheme (the app follows the system's). */
export async function expectAxeCleanInBothSchemes(page: Page, include?: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoSeriousA11yViolations(page, include);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page, include);
  await page.emulateMedia({ colorScheme: 'light' });
}
