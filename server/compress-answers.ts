import type { MiddlewareHandler } from 'hono';
import { compress, negotiateCoding, varyOnAcceptEncoding } from './encoding.ts';

/** Below this a compressed answer saves less than the extra round of work and headers costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;

const isJson = (contentType: string | null) =>
  contentType !== null && /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);

/**
 * Compresses JSON answers of at least `threshold` bytes with the coding the client's `Accept-Encoding` allows.
 * An answer with an ETag (a single record) is sent as it is: its ETag is the strong validator a client
 * sends back in `If-Match`, which compares strongly, and a compressed body could not keep it.
 */
export function compressAnswers(threshold = COMPRESS_THRESHOLD_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    if (c.req.method === 'HEAD' || !answer.body || [204, 206, 304].includes(answer.status)) return;
    if (answer.headers.has('Content-Encoding') || !isJson(answer.headers.get('Content-Type'))) return;
    if (/\bno-transform\b/i.test(answer.headers.get('Cache-Control') ?? '')) return;
    if (answer.headers.has('ETag')) return;
    const identity = new Uint8Array(await answer.arrayBuffer());
    const coding =
      identity.byteLength >= threshold ? negotiateCoding(c.req.header('Accept-Encoding')) : undefined;
    const body = coding ? new Uint8Array(await compress(coding, identity, 'fast')) : identity;
    c.res = new Response(body, answer);
    if (identity.byteLength < threshold) return;
    varyOnAcceptEncoding(c.res.headers);
    if (!coding) return;
    c.res.headers.set('Content-Encoding', coding);
    c.res.headers.delete('Content-Length');
  };
}
