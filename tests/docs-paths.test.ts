import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and docs/ are a newcomer's map of the repository: a file they name that was moved or
// deleted sends the reader looking for something that is not there.

const root = resolve(import.meta.dirname, '..');

/** Tracked files and new ones; what .gitignore leaves out (dist/, .data/) is on nobody's map. */
const repositoryFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => path !== '' && existsSync(join(root, path)));
const topLevel = new Set(repositoryFiles.map((path) => path.split('/')[0]));

const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** architecture.md says there are no barrel `index.ts` files. */
const namedAsAbsent = new Set(['index.ts']);

const fileExtension = /\.(ts|tsx|mjs|cjs|js|json|md|css|html|sql|sh|svg)$/;

/** `src/i18n/{en,de,fr}/services.ts` names three files. */
function expandBraces(word: string): string[] {
  const group = /\{([^{}]*)\}/.exec(word);
  if (!group) return [word];
  const [before, after] = [word.slice(0, group.index), word.slice(group.index + group[0].length)];
  return group[1]?.split(',').flatMap((choice) => expandBraces(before + choice + after)) ?? [word];
}

/**
 * Whether a word of code names a repository path, and whether that exists. A path from the root
 * (`server/site.ts`, `.ci/run`, `server/fuzz/`) must exist there; a file named from inside a folder
 * the text is about (`resource-list.tsx`, `features/session/sign-in-again.tsx`) must be the end of some
 * file's path. Placeholders (`server/routes/<name>.ts`, `*.test.ts`), addresses (`/api/openapi.json`),
 * packages (`@mantine/core/styles.css`) and words that are not paths (`text/html`) are not checked.
 */
function missingPaths(word: string): string[] {
  const bare = word.replace(/^[([]+/, '').replace(/(:\d+)+$|#.*$|[)\],;:.]+$/g, '');
  if (bare === '' || /[<>*'"=(@$]|^\/|^-|:\/\//.test(bare)) return [];
  return expandBraces(bare).filter((path) => {
    if (namedAsAbsent.has(path)) return false;
    const [first] = path.split('/');
    if (path.includes('/') && first !== undefined && topLevel.has(first))
      return !existsSync(join(root, path));
    if (!fileExtension.test(path)) return false;
    return !existsSync(join(root, path)) && !repositoryFiles.some((file) => file.endsWith(`/${path}`));
  });
}

const words = (text: string) => text.split(/\s+/).flatMap(missingPaths);

/**
 * A layout drawn as a tree (a folder at the margin, its entries indented by two) names its entries
 * relative to the folder above them: `  main.tsx` under `src/` is `src/main.tsx`.
 */
function missingInTree(block: string): string[] {
  const missing: string[] = [];
  let folder = '';
  for (const line of block.split('\n')) {
    const entry = /^( {0,2})(\S+)( {2,}|$)/.exec(line);
    const name = entry?.[2];
    if (entry && name && (name.endsWith('/') || fileExtension.test(name))) {
      const path = entry[1] === '' ? name : folder + name;
      if (entry[1] === '') folder = name;
      missing.push(...missingPaths(path));
    }
    missing.push(...words(line.slice(entry?.[0].length ?? 0)));
  }
  return missing;
}

/** The anchors a renderer gives a document's headings: `## Wire format` is `#wire-format`. */
function sectionsOf(doc: string): Set<string> {
  const headings = readFileSync(join(root, doc), 'utf8')
    .replace(/^```[\s\S]*?^```$/gm, '')
    .matchAll(/^#+ (.+)$/gm);
  return new Set(
    [...headings].map(([, heading]) =>
      (heading ?? '')
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

function missingIn(doc: string): string[] {
  const text = readFileSync(join(root, doc), 'utf8');
  const missing: string[] = [];
  // Code in a language (ts, tsx, json) is an example, whose imports start from a file it only
  // imagines; shell lines and plain blocks (the layout trees) name real files.
  const prose = text.replace(/^```(\w*)\n([\s\S]*?)^```$/gm, (_block, language: string, body: string) => {
    if (language === '') missing.push(...missingInTree(body));
    if (language === 'sh') missing.push(...words(body));
    return '';
  });
  for (const [, code] of prose.matchAll(/`([^`\n]+)`/g)) missing.push(...words(code ?? ''));
  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (target === undefined || /^[a-z]+:/.test(target)) continue;
    const [file = '', section] = target.split('#');
    const path = file === '' ? doc : normalize(join(dirname(doc), file));
    if (!existsSync(join(root, path))) missing.push(target);
    else if (section !== undefined && path.endsWith('.md') && !sectionsOf(path).has(section))
      missing.push(target);
  }
  return [...new Set(missing)];
}

describe('the docs name files and sections that exist', () => {
  it.each(docs)('%s', (doc) => {
    expect(missingIn(doc)).toEqual([]);
  });
});
