import { Hono } from 'hono';

/**
 * `API_UPSTREAM` mode: `/api/*` goes to another service that implements the interface,
 * unchanged in method, path, query, headers and body.
 */
export function upstreamProxy(upstream: string): Hono {
  const base = upstream.replace(/\/$/, '');
  const proxy = new Hono();
  proxy.all('/api/*', async (c) => {
    const url = new URL(c.req.url);
    const headers = new Headers(c.req.raw.headers);
    headers.delete('host');
    const answer = await fetch(`${base}${url.pathname}${url.search}`, {
      method: c.req.method,
      headers,
      body: c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : c.req.raw.body,
      // Node's fetch needs duplex for a streamed request body.
      duplex: 'half',
    });
    // fetch has already decoded the body, so its encoding and length no longer describe it.
    const answerHeaders = new Headers(answer.headers);
    answerHeaders.delete('content-encoding');
    answerHeaders.delete('content-length');
    return new Response(answer.body, { status: answer.status, headers: answerHeaders });
  });
  return proxy;
}
