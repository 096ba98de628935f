import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServerDatabase, type ServerDatabase } from '../testing/server-database.ts';
import { ownerHeaders, type SpawnedService, spawnService } from '../testing/spawned-service.ts';

/*
 * `npm run backup` and `npm run restore` as an operator runs them: the scripts as processes, against
 * `server/main.ts` started with an operator token on the demo company (on a database of its own on the
 * PostgreSQL server when `DATABASE_URL` is set).
 */

const PORT = 8723;
const TOKEN = 'operator-token-for-the-script-test-0123456789';

let workDir: string;
let service: SpawnedService;
let serverDatabase: ServerDatabase | undefined;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'stint-backup-scripts-'));
  const serverUrl = process.env.DATABASE_URL;
  serverDatabase = serverUrl ? await createServerDatabase(serverUrl, 'stint_backup_scripts') : undefined;
  const databaseEnv: Record<string, string> = serverDatabase ? { DATABASE_URL: serverDatabase.url } : {};
  service = await spawnService(PORT, join(workDir, 'service'), { ...databaseEnv, OPERATOR_TOKEN: TOKEN });
});

afterAll(async () => {
  await service?.kill('SIGTERM');
  await serverDatabase?.drop();
  await rm(workDir, { recursive: true, force: true });
});

/** Runs `scripts/<name>.ts` as `npm run <name>` does, without `DATABASE_URL` unless `env` gives one. */
function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    env: { ...inherited, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run backup and npm run restore', () => {
  it('back up the running service and restore into a new folder, which then serves the demo company', async () => {
    const file = join(workDir, 'demo.jsonl.gz');
    const backup = script('backup', [file], { STINT_URL: `http://localhost:${PORT}`, OPERATOR_TOKEN: TOKEN });
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(
      new RegExp(`^Wrote .*demo.jsonl.gz from the service at http://localhost:${PORT}`),
    );
    expect(backup.status).toBe(0);
    // The service's log arrives through a pipe, a moment after the answer.
    await vi.waitFor(() => expect(service.output()).toContain('"event":"backup_taken"'));

    const dataDir = join(workDir, 'restored');
    const restore = script('restore', [file], { DATA_DIR: dataDir });
    expect(restore.stdout).toMatch(/^Restored .* into PGlite in .*restored: \d+ tables, \d+ rows/);
    expect(restore.status).toBe(0);

    const again = script('restore', [file], { DATA_DIR: dataDir });
    expect(again.stderr).toMatch(/is not empty\. .*Nothing was changed\./);
    expect(again.status).toBe(1);

    const restored = await spawnService(PORT + 1, dataDir, { DATABASE_URL: '' });
    try {
      const answer = await fetch(`http://localhost:${PORT + 1}/api/v2/projects`, { headers: ownerHeaders });
      expect(answer.status).toBe(200);
      expect((await answer.json()).paging.count_items).toBeGreaterThan(0);
    } finally {
      await restored.kill('SIGTERM');
    }
  });

  it('print their usage with --help and refuse a wrong token with exit code 1', () => {
    expect(script('backup', ['--help'], {}).stdout).toContain('Usage: npm run backup');
    expect(script('restore', ['--help'], {}).stdout).toContain('Usage: npm run restore');
    const refused = script('backup', [join(workDir, 'refused.jsonl.gz')], {
      STINT_URL: `http://localhost:${PORT}`,
      OPERATOR_TOKEN: `${TOKEN}-wrong`,
    });
    expect(refused.stderr).toContain('refused OPERATOR_TOKEN');
    expect(refused.status).toBe(1);
  });
});
