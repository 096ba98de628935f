// `npm run bench`: builds the app, then runs each benchmark in bench/ against the real service.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

ensureChromium();
const run = (args) => {
  const result = spawnSync('npx', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run(['vite', 'build', '--logLevel', 'warn']);
const only = process.argv[2];
for (const bench of [
  'walking-skeleton',
  'entries',
  'daily-pages',
  'people-pages',
  'first-row',
  'timer-stop',
  'approvals-queue',
  'user-reports',
  'reports',
  'soak',
  'company-scale',
]) {
  if (!only || only === bench) run(['tsx', `bench/${bench}.ts`]);
}
