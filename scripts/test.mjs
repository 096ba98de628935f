// `npm test`: types, lint, dead code, unit and service tests, then the browser tests on the production build.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const steps = [
  ['types', ['tsc', '-b']],
  ['lint', ['biome', 'check', '.']],
  ['dead code', ['knip']],
  ['unit and service tests', ['vitest', 'run']],
  ['build', ['vite', 'build', '--logLevel', 'warn']],
  ['browser tests', ['playwright', 'test']],
];

for (const [name, args] of steps) {
  if (name === 'browser tests') ensureChromium();
  console.log(`\n▶ ${name}: npx ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync('npx', args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
