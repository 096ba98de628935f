import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { type Coding, compressibleExtensions, variantSuffix } from '../server/encoding.ts';

// Built once, served many times: the slowest, smallest settings of each.
const compressors: Record<Coding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

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
    files.flatMap((file) =>
      Object.entries(compressors).map(async ([coding, compress]) => {
        const identity = await readFile(file);
        const compressed = await compress(identity);
        if (compressed.byteLength >= identity.byteLength) return 0;
        await writeFile(file + variantSuffix[coding as Coding], compressed);
        return 1;
      }),
    ),
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
