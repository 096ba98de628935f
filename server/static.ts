import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import {
  type Coding,
  codings,
  compress,
  compressibleExtensions,
  negotiateCoding,
  variantSuffix,
  varyOnAcceptEncoding,
} from './encoding.ts';
import { type Manifest, routePreloads, withPreloadHints } from './route-preloads.ts';

/**
 * The app's documents run only the bundle's own files: no inline script, no `eval`, no plugins, no
 * `<base>` that would move where those files come from, and no framing. Styles may be inline because
 * Mantine sets them on elements; an injected `style` attribute cannot run code.
 */
const appContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** An API answer is data, never a document: should a browser render one anyway, it may load and run nothing. */
const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Sets `apiContentSecurityPolicy` on every answer of the routes it is used on. */
export function apiAnswersPolicy(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', apiContentSecurityPolicy);
  };
}

/** Vite names what it emits under /assets/ `name-<8 character hash>.ext`: a new build gives new names. */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The browser asks again every time (cheap: index.html is small), so a new build is seen at once.
const REVALIDATE = 'no-cache';

async function fileStats(path: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The file in `root` a request path names, or undefined when it names none, points outside `root`, or
 * passes through a hidden name: the build's `.vite/manifest.json` is for the service, not for visitors.
 */
async function fileOf(
  root: string,
  requestPath: string,
): Promise<{ path: string; stats: Stats } | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.')))
    return undefined;
  const path = resolve(root, `.${decoded}`);
  if (!path.startsWith(root + sep)) return undefined;
  const stats = await fileStats(path);
  return stats && { path, stats };
}

/** The single byte range a `Range` header asks for; undefined to send the whole file, null when unsatisfiable. */
function byteRange(header: string, size: number): { start: number; end: number } | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: the whole file is a correct answer too.
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '') {
    const suffix = Number(last);
    return suffix > 0 && size > 0 ? { start: Math.max(size - suffix, 0), end: size - 1 } : null;
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start < size && start <= end ? { start, end } : null;
}

async function send(
  c: Context,
  file: { path: string; stats: Stats },
  cacheControl: string,
): Promise<Response> {
  const type = getMimeType(file.path) ?? 'application/octet-stream';
  const headers = new Headers({
    'Content-Type': type,
    'Cache-Control': cacheControl,
    'Last-Modified': file.stats.mtime.toUTCString(),
    'Accept-Ranges': 'bytes',
  });
  if (type.startsWith('text/html')) headers.set('Content-Security-Policy', appContentSecurityPolicy);

  const variants = new Map<Coding, Stats>();
  if (compressibleExtensions.includes(extname(file.path))) {
    for (const coding of codings) {
      const stats = await fileStats(file.path + variantSuffix[coding]);
      if (stats) variants.set(coding, stats);
    }
  }
  if (variants.size > 0) varyOnAcceptEncoding(headers);

  const rangeHeader = c.req.header('Range');
  const ifRange = c.req.header('If-Range');
  const rangeApplies =
    rangeHeader !== undefined && (ifRange === undefined || ifRange === headers.get('Last-Modified'));
  // A range counts bytes of the identity file: the precompressed variants are only sent whole.
  const coding = rangeHeader
    ? undefined
    : negotiateCoding(c.req.header('Accept-Encoding'), [...variants.keys()]);
  let path = file.path;
  let size = file.stats.size;
  if (coding) {
    headers.set('Content-Encoding', coding);
    path += variantSuffix[coding];
    size = variants.get(coding)?.size ?? size;
  }

  let status = 200;
  let range: { start: number; end: number } | undefined;
  if (rangeApplies) {
    const asked = byteRange(rangeHeader, size);
    if (asked === null) {
      headers.set('Content-Range', `bytes */${size}`);
      return new Response(null, { status: 416, headers });
    }
    if (asked) {
      range = asked;
      status = 206;
      headers.set('Content-Range', `bytes ${asked.start}-${asked.end}/${size}`);
    }
  }
  headers.set('Content-Length', String(range ? range.end - range.start + 1 : size));
  // Hono answers HEAD with GET's headers and drops the body, so no file is opened for it.
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(path, range)) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}

type AppDocument = { identity: Buffer; variants: Map<Coding, Buffer> };

/**
 * index.html per route, with preload hints for the route's code (from Vite's manifest), so the browser
 * fetches it alongside the entry instead of after the entry has run. Built once per build and route,
 * compressed like the precompressed files; without a manifest, or for a path no route takes, undefined
 * (index.html is sent as it is).
 */
function appDocuments(root: string) {
  let built: { mtimeMs: number; documentOf: (path: string) => Promise<AppDocument> | undefined } | undefined;

  async function load(index: string) {
    let manifest: Manifest;
    try {
      manifest = JSON.parse(await readFile(resolve(root, '.vite/manifest.json'), 'utf8')) as Manifest;
    } catch {
      return () => undefined;
    }
    const html = await readFile(index, 'utf8');
    const preloadsOf = routePreloads(manifest);
    const documents = new Map<string, Promise<AppDocument>>();
    return (path: string) => {
      const preloads = preloadsOf(path);
      if (preloads.scripts.length === 0 && preloads.styles.length === 0) return undefined;
      const key = [...preloads.scripts, ...preloads.styles].join(' ');
      let document = documents.get(key);
      if (!document) {
        const identity = Buffer.from(withPreloadHints(html, preloads));
        document = Promise.all(
          codings.map(async (coding) => [coding, await compress(coding, identity, 'best')] as const),
        ).then((compressed) => ({
          identity,
          variants: new Map(compressed.filter(([, bytes]) => bytes.byteLength < identity.byteLength)),
        }));
        documents.set(key, document);
      }
      return document;
    };
  }

  return async (index: string, stats: Stats, path: string): Promise<AppDocument | undefined> => {
    // A new build in place (a new index.html) brings a new manifest.
    if (built?.mtimeMs !== stats.mtimeMs) built = { mtimeMs: stats.mtimeMs, documentOf: await load(index) };
    return built.documentOf(path);
  };
}

function sendDocument(c: Context, document: AppDocument, stats: Stats): Response {
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': REVALIDATE,
    'Last-Modified': stats.mtime.toUTCString(),
    'Content-Security-Policy': appContentSecurityPolicy,
  });
  if (document.variants.size > 0) varyOnAcceptEncoding(headers);
  const coding = negotiateCoding(c.req.header('Accept-Encoding'), [...document.variants.keys()]);
  const body = (coding && document.variants.get(coding)) || document.identity;
  if (coding) headers.set('Content-Encoding', coding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { headers });
}

/**
 * Serves the built app from `distDir`: each file as is or as its precompressed `.br`/`.gz` variant when the
 * client's `Accept-Encoding` allows it, hashed assets cached for good, and index.html for every other path
 * outside /api so that the app's router can take it.
 */
export function serveBuiltApp(distDir: string): MiddlewareHandler {
  const root = resolve(distDir);
  const index = resolve(root, 'index.html');
  const documentFor = appDocuments(root);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/')) return next();
    const file = await fileOf(root, path);
    if (file) return send(c, file, HASHED_ASSET.test(path) ? IMMUTABLE : REVALIDATE);
    // A missing chunk (an old tab after a new build) must fail as such, not arrive as HTML.
    if (path.startsWith('/assets/')) return c.text('Not found', 404);
    const stats = await fileStats(index);
    if (!stats) return next();
    const document = await documentFor(index, stats, path);
    if (document) return sendDocument(c, document, stats);
    return send(c, { path: index, stats }, REVALIDATE);
  };
}
