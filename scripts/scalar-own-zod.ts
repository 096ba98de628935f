import type { Plugin } from 'vite';

const SUFFIX = '?scalar-copy';
const isZod = (source: string) => source === 'zod' || source.startsWith('zod/');
/** Scalar's packages and the AI SDK its agent chat brings. */
const fromScalar = (importer: string) => /\/node_modules\/(@scalar|@ai-sdk|ai)\//.test(importer);
const inCopy = (importer: string) => importer.endsWith(SUFFIX);

/**
 * Gives Scalar (the API reference page, loaded on demand) a zod copy of its own. Both use zod 4, whose
 * modules are shared and so tree-shaken to what either uses: without this, zod code only Scalar needs
 * (its JSON-schema emitter) is downloaded by every page, inside the app's entry chunks.
 */
export function scalarOwnZod(): Plugin {
  return {
    name: 'stint:scalar-own-zod',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const copying = inCopy(importer);
      if (!(copying || (fromScalar(importer) && isZod(source)))) return null;
      const resolved = await this.resolve(source, importer.replace(SUFFIX, ''), {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external || !resolved.id.includes('/node_modules/zod/')) return resolved;
      return { ...resolved, id: `${resolved.id}${SUFFIX}` };
    },
  };
}
