import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The import rules of docs/architecture.md, checked on every source file: a rule that is only
// written down erodes with the first deadline.

const root = resolve(import.meta.dirname, '..');
const sourceRoots = ['contract', 'src', 'server', 'e2e', 'bench', 'tests'];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => path !== 'src/route-tree.gen.ts');
}

const files = sourceRoots.flatMap(sourceFiles);

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function specifiersOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(importPattern)].flatMap((match) => match[1] ?? match[2] ?? match[3] ?? []);
}

/** The repository files a file imports (packages left out), as paths from the repository root. */
function importsOf(file: string): string[] {
  return specifiersOf(file)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(root, resolve(root, dirname(file), specifier)));
}

/** The packages a file imports by name (`@scope/name` or `name`), Node's own left out. */
function packagesOf(file: string): string[] {
  return specifiersOf(file)
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
}

const graph = new Map(files.map((file) => [file, importsOf(file)]));

function violations(rule: (from: string, to: string) => boolean): string[] {
  const found: string[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) if (rule(from, to)) found.push(`${from} → ${to}`);
  }
  return found;
}

const under = (path: string, folder: string) => path.startsWith(`${folder}/`);
const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1];

describe('import rules', () => {
  it('keeps the contract free of the app and the service, so both can share it', () => {
    expect(violations((from, to) => under(from, 'contract') && !under(to, 'contract'))).toEqual([]);
  });

  it('never lets the app import the service, nor the service the app', () => {
    expect(violations((from, to) => under(from, 'src') && under(to, 'server'))).toEqual([]);
    expect(violations((from, to) => under(from, 'server') && under(to, 'src'))).toEqual([]);
  });

  it('keeps features apart: a page that needs two features composes them in its route', () => {
    expect(
      violations((from, to) => {
        const source = featureOf(from);
        const target = featureOf(to);
        return source !== undefined && target !== undefined && source !== target;
      }),
    ).toEqual([]);
  });

  it('points imports one way: routes → features → api, components, lib → contract', () => {
    const lower = ['src/api', 'src/components', 'src/lib', 'src/i18n', 'src/testing'];
    expect(
      violations(
        (from, to) =>
          lower.some((folder) => under(from, folder)) &&
          (under(to, 'src/features') || under(to, 'src/routes')),
      ),
    ).toEqual([]);
    expect(violations((from, to) => under(from, 'src/features') && under(to, 'src/routes'))).toEqual([]);
  });

  it('has no barrel files: every import names the file that holds the code', () => {
    // A file route named index is the page at its folder's path, not a barrel.
    const barrels = files.filter((file) => /(^|\/)index\.tsx?$/.test(file) && !under(file, 'src/routes'));
    expect(barrels).toEqual([]);
  });

  it('has no import cycles', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const trail: string[] = [];
    function visit(file: string) {
      state.set(file, 'visiting');
      trail.push(file);
      for (const next of graph.get(file) ?? []) {
        if (!graph.has(next)) continue;
        if (state.get(next) === 'visiting')
          cycles.push([...trail.slice(trail.indexOf(next)), next].join(' → '));
        else if (!state.has(next)) visit(next);
      }
      trail.pop();
      state.set(file, 'done');
    }
    for (const file of graph.keys()) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  it('lets `npm run serve` run on production dependencies alone (`npm ci --omit=dev`)', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const production = new Set(Object.keys(manifest.dependencies));
    // The scripts an operator runs on the server, and the PGlite thread, which main.ts starts by its URL.
    const reached = new Set(['server/main.ts', 'scripts/backup.ts', 'scripts/restore.ts']);
    for (const file of reached) for (const next of importsOf(file)) reached.add(next);
    const packages = new Set([...reached, 'server/db/pglite-worker.mjs'].flatMap(packagesOf));
    expect([...packages].filter((name) => !production.has(name))).toEqual([]);
    expect([...packages].sort()).toEqual(
      expect.arrayContaining(['@electric-sql/pglite', 'hono', 'pg', 'pino', 'zod']),
    );
    expect(manifest.scripts.serve).toBe('tsx server/main.ts');
    expect(production).toContain('tsx');
  });

  it('reads the imports it checks', () => {
    expect(graph.get('src/api/projects.ts')).toContain('contract/projects.ts');
    expect(files.length).toBeGreaterThan(100);
  });
});
