import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Plugin } from 'vite';
import { codings, compress, compressibleExtensions, variantSuffix } from '../server/encoding.ts';

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file under `directory`, each only when it is
 * smaller than the file (the service then sends the file itself). Returns how many variants were written.
 */
export async function precompressDirectory(directory: string): Promise<number> {
  const files = (await filesUnder(directory)).filter((file) =>
    compressibleExtensions.includes(extname(file)),
  );
  const written = await Promise.all(
    files.map(async (file) => {
      const identity = await readFile(file);
      const variants = await Promise.all(
        codings.map(async (coding) => {
          const compressed = await compress(coding, identity, 'best');
          if (compressed.byteLength >= identity.byteLength) return 0;
          await writeFile(file + variantSuffix[coding], compressed);
          return 1;
        }),
      );
      return variants.reduce<number>((sum, count) => sum + count, 0);
    }),
  );
  return written.reduce<number>((sum, count) => sum + count, 0);
}

/** After `vite build` has written dist/ (public/ included), precompresses it for the service to send. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'stint-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
