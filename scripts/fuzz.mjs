// `npm run fuzz`: the generated-input tests of server/fuzz/ with many cases. FUZZ_RUNS (default 10,000)
// is spread over the endpoints; FUZZ_SEED replays a run. Prints the cases per endpoint, the total, the
// time taken and the outcome, and exits non-zero when an invariant broke.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = process.env.FUZZ_RUNS ?? '10000';
const report = join(tmpdir(), `stint-fuzz-${process.pid}.json`);
const started = Date.now();
const result = spawnSync('npx', ['vitest', 'run', 'server/fuzz/fuzz.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_REPORT: report },
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);

if (existsSync(report)) {
  const { seed, counts } = JSON.parse(readFileSync(report, 'utf8'));
  rmSync(report);
  const entries = Object.entries(counts);
  const width = Math.max(...entries.map(([name]) => name.length));
  console.log('\nCases per endpoint (shrinking included):');
  for (const [name, count] of entries) console.log(`  ${name.padEnd(width)}  ${String(count).padStart(6)}`);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  console.log(`\n${total} cases over ${entries.length} endpoints in ${seconds} s, seed ${seed}.`);
} else {
  console.log(`\nNo report was written (the run failed before its end) after ${seconds} s.`);
}
const passed = result.status === 0;
console.log(passed ? '✔ fuzz passed' : `✖ fuzz failed (exit ${result.status})`);
process.exit(passed ? 0 : (result.status ?? 1));
