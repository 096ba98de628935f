import { Hono } from 'hono';
import { pickLanguage, translate } from './messages.ts';

/** How long readiness waits for the other service to answer at all. */
const UPSTREAM_READY_MS = 3000;

/**
 * `API_UPSTREAM` mode: `/api/*` goes to another service that implements the interface,
 * unchanged in method, path, query, headers and body. The probes are this process's own, since the
 * interface's service has none: health says this process answers, and readiness that the other
 * service answers HTTP at all (any status), so that a load balancer stops sending traffic it cannot serve.
 */
export function upstreamProxy(upstream: string): Hono {
  const base = upstream.replace(/\/$/, '');
  const proxy = new Hono();
  proxy.get('/api/health', (c) => c.json({ status: 'ok' }));
  proxy.get('/api/ready', async (c) => {
    const reachable = await fetch(`${base}/`, { signal: AbortSignal.timeout(UPSTREAM_READY_MS) }).then(
      async (answer) => {
        await answer.body?.cancel();
        return true;
      },
      () => false,
    );
    return reachable
      ? c.json({ status: 'ok' })
      : c.json(
          {
            error: {
              code: 503,
              message: translate('not_ready', pickLanguage(c.req.header('accept-language'))),
            },
          },
          503,
        );
  });
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
