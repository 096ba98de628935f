import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/** Mantine's components style their elements with hashed classes such as `m_77c9d27d`, named in their JS. */
const mantineClass = /\bm_[0-9a-z]{6,}\b/g;

/** Whether a file is the entry's stylesheet, the one index.html links. */
const isEntryStylesheet = (file: string) => /^assets\/index-[\w-]+\.css$/.test(file);

/** The rules of `css` that can match an element of the app: those naming no Mantine class the JS never uses. */
export function pruneMantineRules(css: string, usedClasses: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const matching = rule.selectors.filter((selector) =>
      (selector.match(mantineClass) ?? []).every((name) => usedClasses.has(name)),
    );
    if (matching.length === 0) rule.remove();
    else if (matching.length < rule.selectors.length) rule.selectors = matching;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * The entry stylesheet carries all of `@mantine/core/styles.css` (41 KiB gzip), most of it for components the
 * app never renders. After the build this keeps the rules whose Mantine classes some chunk names and gives the
 * file the hash of what is left, so that immutable caching stays right when a page starts using another
 * component; index.html and the dependency lists of dynamic imports then name the new file (Vite itself writes
 * those lists after the chunks are hashed, so this changes no chunk's name either).
 */
export function pruneMantineCss(): Plugin {
  return {
    name: 'stint:prune-mantine-css',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const usedClasses = new Set(chunks.flatMap((chunk) => chunk.code.match(mantineClass) ?? []));
      const renames = new Map<string, string>();
      for (const file of Object.keys(bundle).filter(isEntryStylesheet)) {
        const pruned = pruneMantineRules(await readFile(join(outDir, file), 'utf8'), usedClasses);
        const hash = createHash('sha256').update(pruned).digest('base64url').slice(0, 8);
        const renamed = file.replace(/-[\w-]+\.css$/, `-${hash}.css`);
        await rm(join(outDir, file));
        await writeFile(join(outDir, renamed), pruned);
        renames.set(file, renamed);
      }
      const naming = [
        'index.html',
        ...chunks
          .filter((chunk) => [...renames.keys()].some((file) => chunk.code.includes(file)))
          .map((chunk) => chunk.fileName),
      ];
      await Promise.all(
        naming.map(async (file) => {
          let text = await readFile(join(outDir, file), 'utf8');
          for (const [from, to] of renames) text = text.replaceAll(from, to);
          await writeFile(join(outDir, file), text);
        }),
      );
    },
  };
}
