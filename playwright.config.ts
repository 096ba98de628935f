import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
/**
 * A fresh database for every run: the service seeds the demo company into it. Test workers load this
 * file too, in processes of their own; the environment carries the runner's choice to them, so a
 * journey can read what the service wrote there (e.g. its outbox).
 */
process.env.STINT_E2E_DATA_DIR ??= join(tmpdir(), `stint-e2e-${process.pid}`);
export const dataDir = process.env.STINT_E2E_DATA_DIR;
export const demoApiKey = 'e2e-demo-key-0123456789abcdef';
/** Every demo user's password in browser tests (DEMO_PASSWORD). */
export const demoPassword = 'e2e demo password, long enough';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Journeys of a dozen steps on a busy 2-core machine with two browsers at once.
  timeout: 60_000,
  // A page that loads its data and code lazily may take over 10 s on two busy cores with two browsers.
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // No transitions: an accessibility scan then never sees a dialog half faded in.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx server/main.ts`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'demo',
      DEMO_API_KEY: demoApiKey,
      DEMO_PASSWORD: demoPassword,
    },
  },
});
