import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The content codings the service sends, best first: brotli is smaller than gzip at the same speed to decode. */
export const codings = ['br', 'gzip'] as const;
export type Coding = (typeof codings)[number];

/** The file suffix of each coding's precompressed variant, as the build writes them. */
export const variantSuffix: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/** Each coding named in an `Accept-Encoding` header with its weight (q, 1 when not given). */
function weights(acceptEncoding: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    named.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return named;
}

/**
 * The coding to send among `available`: the one the client weighs highest, ties going to the earlier in
 * `codings`; none when the client sent no `Accept-Encoding`, refused them all (q=0) or none is available.
 */
export function negotiateCoding(
  acceptEncoding: string | undefined,
  available: readonly Coding[] = codings,
): Coding | undefined {
  if (!acceptEncoding) return undefined;
  const named = weights(acceptEncoding);
  const wildcard = named.get('*') ?? 0;
  let best: { coding: Coding; weight: number } | undefined;
  for (const coding of codings) {
    if (!available.includes(coding)) continue;
    const weight = named.get(coding) ?? (coding === 'gzip' ? named.get('x-gzip') : undefined) ?? wildcard;
    if (weight > 0 && (!best || weight > best.weight)) best = { coding, weight };
  }
  return best?.coding;
}

/** Adds `Accept-Encoding` to a `Vary` header unless it is already there (or `*`). */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || vary?.split(',').some((name) => name.trim().toLowerCase() === 'accept-encoding'))
    return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** The built files worth compressing: text formats; images and fonts are compressed already. */
export const compressibleExtensions = ['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest'];

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses `bytes` with `coding`: with the `best` (slowest) settings for files compressed once at build time,
 * or `fast` ones for answers compressed on every request (brotli 5 keeps most of its gain over gzip).
 */
export function compress(coding: Coding, bytes: Uint8Array, effort: 'best' | 'fast'): Promise<Buffer> {
  if (coding === 'gzip')
    return gzipAsync(bytes, { level: effort === 'best' ? constants.Z_BEST_COMPRESSION : 6 });
  return brotliAsync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}
