import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../scripts/precompress.ts';
import { negotiateCoding } from './encoding.ts';
import { checkIfMatch, withEtag } from './http.ts';
import { createSite } from './site.ts';

const chunk = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `row ${index}`))};\n`;
const chunkPath = '/assets/index-Ab3_x-9Z.js';
const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';
const bigList = { data: Array.from({ length: 60 }, (_, id) => ({ id, name: `Project ${id}` })) };

let distDir: string;
let site: Hono;
let version = 7;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'stint-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), indexHtml);
  await writeFile(join(distDir, 'index.html.gz'), gzipSync(indexHtml));
  await writeFile(join(distDir, chunkPath), chunk);
  await writeFile(join(distDir, `${chunkPath}.br`), brotliCompressSync(chunk));
  await writeFile(join(distDir, `${chunkPath}.gz`), gzipSync(chunk));
  await writeFile(join(distDir, 'assets/logo-Qw8rT5yU.png'), Buffer.from([137, 80, 78, 71]));
  await writeFile(join(distDir, 'robots.txt'), 'User-agent: *\n');
  await mkdir(join(distDir, '.vite'));
  await writeFile(join(distDir, '.vite/manifest.json'), '{}');

  const api = new Hono().basePath('/api');
  api.get('/projects', (c) => c.json(bigList));
  api.get('/projects/1', (c) => withEtag(c, version, { ...bigList, id: 1 }));
  api.put('/projects/1', (c) => {
    checkIfMatch(c, version);
    version += 1;
    return withEtag(c, version, { id: 1 });
  });
  api.get('/small', (c) => c.json({ id: 1 }));
  api.delete('/projects/2', (c) => c.body(null, 204));
  api.onError((error, c) => c.json({ error: String(error) }, 412));
  site = createSite(api, distDir);
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

const request = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  site.request(path, { method, headers });
const bytesOf = async (answer: Response) => Buffer.from(await answer.arrayBuffer());

describe('choosing a coding from Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('%j → %s', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });
});

describe('the built app', () => {
  it('sends the brotli variant of a hashed asset to a client that takes it, cached for good', async () => {
    const answer = await request(chunkPath, { 'Accept-Encoding': 'gzip, deflate, br' });
    const body = await bytesOf(answer);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Encoding')).toBe('br');
    expect(answer.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('Content-Length')).toBe(String(body.byteLength));
    expect(body.byteLength).toBeLessThan(chunk.length);
    expect(brotliDecompressSync(body).toString()).toBe(chunk);
  });

  it('sends gzip when brotli is refused or not offered', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip']) {
      const answer = await request(chunkPath, { 'Accept-Encoding': acceptEncoding });
      expect(answer.headers.get('Content-Encoding')).toBe('gzip');
      expect(gunzipSync(await bytesOf(answer)).toString()).toBe(chunk);
    }
  });

  it('sends the file itself without Accept-Encoding or when every coding is refused', async () => {
    const refusals: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
      { 'Accept-Encoding': 'identity' },
    ];
    for (const headers of refusals) {
      const answer = await request(chunkPath, headers);
      expect(answer.headers.get('Content-Encoding')).toBeNull();
      expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
      expect(answer.headers.get('Content-Length')).toBe(String(Buffer.byteLength(chunk)));
      expect((await bytesOf(answer)).toString()).toBe(chunk);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const answer = await request(chunkPath, { 'Accept-Encoding': 'br' }, 'HEAD');
    const brotliSize = (await readFile(join(distDir, `${chunkPath}.br`))).byteLength;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Encoding')).toBe('br');
    expect(answer.headers.get('Content-Length')).toBe(String(brotliSize));
    expect((await bytesOf(answer)).byteLength).toBe(0);
  });

  it('answers a Range request with bytes of the file itself', async () => {
    const answer = await request(chunkPath, { 'Accept-Encoding': 'br, gzip', Range: 'bytes=7-12' });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('Content-Encoding')).toBeNull();
    expect(answer.headers.get('Content-Range')).toBe(`bytes 7-12/${Buffer.byteLength(chunk)}`);
    expect(answer.headers.get('Content-Length')).toBe('6');
    expect((await bytesOf(answer)).toString()).toBe(chunk.slice(7, 13));

    const tail = await request(chunkPath, { Range: 'bytes=-3' });
    expect((await bytesOf(tail)).toString()).toBe(chunk.slice(-3));
    const beyond = await request(chunkPath, { Range: `bytes=${chunk.length + 5}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('Content-Range')).toBe(`bytes */${Buffer.byteLength(chunk)}`);
  });

  it('sends files without variants as they are, and caches only hashed assets for good', async () => {
    const image = await request('/assets/logo-Qw8rT5yU.png', { 'Accept-Encoding': 'br, gzip' });
    expect(image.headers.get('Content-Encoding')).toBeNull();
    expect(image.headers.get('Vary')).toBeNull();
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(image.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');

    const robots = await request('/robots.txt', { 'Accept-Encoding': 'br, gzip' });
    expect(await robots.text()).toBe('User-agent: *\n');
    expect(robots.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('sends index.html for the app’s own paths, revalidated every time, gzipped when it can be', async () => {
    for (const path of ['/', '/index.html', '/projects', '/users/3/timeline?year=2026']) {
      const answer = await request(path, { 'Accept-Encoding': 'br, gzip' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('Content-Encoding')).toBe('gzip');
      expect(answer.headers.get('Cache-Control')).toBe('no-cache');
      expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
      expect(answer.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
      expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
      expect(gunzipSync(await bytesOf(answer)).toString()).toBe(indexHtml);
    }
  });

  it('answers a missing asset with 404 rather than the app, and keeps paths inside the build', async () => {
    expect((await request('/assets/index-Gone1234.js')).status).toBe(404);
    const escaped = await request('/..%2f..%2fetc%2fpasswd');
    expect(await escaped.text()).toBe(indexHtml);
  });

  it("keeps the build's hidden files (Vite's manifest) to itself", async () => {
    for (const path of ['/.vite/manifest.json', '/%2Evite/manifest.json', '/assets/../.vite/manifest.json']) {
      const answer = await request(path);
      expect(answer.headers.get('Content-Type')).toContain('text/html');
      expect(await answer.text()).toBe(indexHtml);
    }
  });
});

describe('preload hints for the route asked for', () => {
  // Long enough for compression to pay, like the real index.html with its entry's preloads.
  const routedHtml = `<!doctype html><html><head>${'<link rel="modulepreload" crossorigin href="/assets/shell-Bb2cDd3e.js">'.repeat(8)}</head><body><div id="root"></div></body></html>`;
  const manifest = {
    'index.html': { file: 'assets/index-Aa1bCc2d.js', isEntry: true, imports: ['_shell.js'] },
    '_shell.js': { file: 'assets/shell-Bb2cDd3e.js' },
    '_table.js': {
      file: 'assets/table-Ee3fGg4h.js',
      imports: ['_shell.js'],
      css: ['assets/table-Ff4gHh5i.css'],
    },
    'src/routes/_app.tsx?tsr-split=component': { file: 'assets/_app-Gg5hIi6j.js', imports: ['index.html'] },
    'src/routes/_app/projects.tsx?tsr-split=component': {
      file: 'assets/projects-Hh6iJj7k.js',
      imports: ['index.html', '_shell.js', '_table.js'],
    },
    'src/routes/_app/users.$userId.tsx?tsr-split=component': { file: 'assets/users._userId-Ii7jKk8l.js' },
    'src/routes/_app/users.year-end.tsx?tsr-split=component': { file: 'assets/users.year-end-Jj8kLl9m.js' },
    'src/routes/sign-in.tsx?tsr-split=component': { file: 'assets/sign-in-Kk9lMm0n.js' },
  };
  let routedDir: string;
  let routedSite: Hono;
  beforeAll(async () => {
    routedDir = await mkdtemp(join(tmpdir(), 'stint-routed-'));
    await mkdir(join(routedDir, '.vite'));
    await writeFile(join(routedDir, 'index.html'), routedHtml);
    await writeFile(join(routedDir, '.vite/manifest.json'), JSON.stringify(manifest));
    routedSite = createSite(new Hono().basePath('/api'), routedDir);
  });
  afterAll(() => rm(routedDir, { recursive: true, force: true }));
  const hintsOf = (html: string) =>
    [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]* href="([^"]+)">/g)].map(
      (match) => match[2] as string,
    );

  it('names the projects route’s chunks, its layout’s and their imports and styles, not what the entry loads', async () => {
    const answer = await routedSite.request('/projects?page=2', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('Cache-Control')).toBe('no-cache');
    expect(answer.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(answer.headers.get('Vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('Content-Encoding')).toBe('br');
    const html = brotliDecompressSync(await bytesOf(answer)).toString();
    expect(hintsOf(html).filter((href) => !href.includes('shell'))).toEqual([
      '/assets/_app-Gg5hIi6j.js',
      '/assets/projects-Hh6iJj7k.js',
      '/assets/table-Ee3fGg4h.js',
      '/assets/table-Ff4gHh5i.css',
    ]);
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/table-Ff4gHh5i.css">');
    expect(hintsOf(html).filter((href) => href.includes('shell'))).toHaveLength(8);

    const plain = await routedSite.request('/projects');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it('prefers a fixed segment to a parameter, and leaves signed-out pages out of the signed-in layout', async () => {
    expect(hintsOf(await (await routedSite.request('/users/year-end')).text())).toContain(
      '/assets/users.year-end-Jj8kLl9m.js',
    );
    expect(hintsOf(await (await routedSite.request('/users/12')).text())).toContain(
      '/assets/users._userId-Ii7jKk8l.js',
    );
    expect(
      hintsOf(await (await routedSite.request('/sign-in')).text()).filter((href) => !href.includes('shell')),
    ).toEqual(['/assets/sign-in-Kk9lMm0n.js']);
  });

  it('sends index.html as it is for a path no route takes', async () => {
    for (const path of ['/nowhere', '/projects/3/4', '/']) {
      expect(await (await routedSite.request(path)).text()).toBe(routedHtml);
    }
  });
});

describe('Content-Security-Policy', () => {
  /** The policy's directives by name, each with its sources. */
  function directivesOf(answer: Response): Map<string, string[]> {
    const header = answer.headers.get('Content-Security-Policy') ?? '';
    return new Map(
      header
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...sources]) => [name as string, sources]),
    );
  }

  it.each(['/', '/projects', '/customers?search=x'])(
    'lets %s run only the app’s own script files',
    async (path) => {
      const answer = await request(path);
      expect(answer.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      const policy = directivesOf(answer);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    },
  );

  it('lets an API answer load nothing at all, errors included', async () => {
    for (const path of ['/api/small', '/api/projects', '/api/unknown']) {
      const answer = await request(path, { 'Accept-Encoding': 'gzip' });
      const policy = directivesOf(answer);
      expect(policy.get('default-src'), path).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    }
  });
});

describe('API answers', () => {
  it('compresses a JSON answer above 1 KB with the coding the client prefers', async () => {
    const identity = JSON.stringify(bigList);
    expect(identity.length).toBeGreaterThan(1024);
    const brotli = await request('/api/projects', { 'Accept-Encoding': 'gzip, br' });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(brotliDecompressSync(await bytesOf(brotli)).toString()).toBe(identity);

    const gzipped = await request('/api/projects', { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(gzipped)).toString()).toBe(identity);

    const plain = await request('/api/projects');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(identity);
  });

  it('leaves small answers and answers without a body as they are', async () => {
    const small = await request('/api/small', { 'Accept-Encoding': 'br, gzip' });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(small.headers.get('Vary')).toBeNull();
    expect(await small.json()).toEqual({ id: 1 });

    const deleted = await request('/api/projects/2', { 'Accept-Encoding': 'br' }, 'DELETE');
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('Content-Encoding')).toBeNull();
  });

  it('sends a record with an ETag as it is, so If-Match can compare that tag strongly', async () => {
    const compressed = await request('/api/projects/1', { 'Accept-Encoding': 'br' });
    expect(compressed.headers.get('Content-Encoding')).toBeNull();
    const etag = compressed.headers.get('ETag');
    expect(etag).toBe(`"${version}"`);

    const saved = await request('/api/projects/1', { 'If-Match': etag ?? '' }, 'PUT');
    expect(saved.status).toBe(200);
    const stale = await request('/api/projects/1', { 'If-Match': etag ?? '' }, 'PUT');
    expect(stale.status).toBe(412);
  });
});

describe('precompressing the build', () => {
  it('writes .br and .gz next to compressible files that shrink, and leaves the rest alone', async () => {
    const built = await mkdtemp(join(tmpdir(), 'stint-build-'));
    try {
      await mkdir(join(built, 'assets'));
      await writeFile(join(built, 'assets/app-12345678.js'), chunk);
      await writeFile(join(built, 'assets/app-12345678.js.map'), chunk);
      await writeFile(join(built, 'tiny.txt'), 'a');
      await writeFile(join(built, 'icon.png'), Buffer.alloc(4000));

      expect(await precompressDirectory(built)).toBe(2);
      const js = join(built, 'assets/app-12345678.js');
      expect(brotliDecompressSync(await readFile(`${js}.br`)).toString()).toBe(chunk);
      expect(gunzipSync(await readFile(`${js}.gz`)).toString()).toBe(chunk);
      await expect(readFile(join(built, 'tiny.txt.gz'))).rejects.toThrow();
      await expect(readFile(join(built, 'icon.png.br'))).rejects.toThrow();
      await expect(readFile(join(built, 'assets/app-12345678.js.map.br'))).rejects.toThrow();
    } finally {
      await rm(built, { recursive: true, force: true });
    }
  });
});
