import { type ServerOptions, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type Http2Bindings, type HttpBindings, serve } from '@hono/node-server';
import { logger } from './log.ts';
import { type MessageKey, translate } from './messages.ts';

type Bindings = HttpBindings | Http2Bindings;
type Fetch = (request: Request, env: Bindings) => Response | Promise<Response>;

/** Node's parser errors answered with the same error body as the service's own (docs/interface.md#errors). */
const parserAnswers: Record<string, { status: number; messageKey: MessageKey }> = {
  HPE_HEADER_OVERFLOW: { status: 431, messageKey: 'headers_too_large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, messageKey: 'request_timeout' },
};

/**
 * Replaces Node's bodiless answer to a request its parser refused. The headers were never parsed, so
 * the language is English; the connection closes, since its framing can no longer be trusted.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, messageKey } = parserAnswers[error.code ?? ''] ?? {
    status: 400,
    messageKey: 'malformed_request' as const,
  };
  // No request id: the request never reached the service, so this is its only line.
  logger.info({
    event: 'malformed_request',
    status,
    code: error.code ?? null,
    ip: (socket as Duplex & { remoteAddress?: string }).remoteAddress ?? null,
  });
  const body = JSON.stringify({ error: { code: status, message: translate(messageKey, 'en') } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * `fetch` served over HTTP/1.1 by Node, as `server/main.ts` and the socket-level tests run it. An answer
 * given before the request body has fully arrived (413, 401, 405, …) says `Connection: close`, and Node
 * closes after it: the client learns the connection ends instead of losing its next request on it.
 */
export function serveService(
  options: {
    fetch: Fetch;
    port: number;
    hostname?: string;
    serverOptions?: ServerOptions;
    /** While this says so (the service is stopping), every answer closes its connection after it. */
    closing?: () => boolean;
  },
  onListening?: (port: number) => void,
) {
  const server = serve(
    {
      port: options.port,
      hostname: options.hostname,
      serverOptions: options.serverOptions,
      fetch: async (request: Request, env: Bindings) => {
        const response = await options.fetch(request, env);
        // Node parses a body that came with the headers only after the handler's first turn.
        if (!env.incoming.complete) await new Promise((resolve) => setImmediate(resolve));
        if (!env.incoming.complete || options.closing?.()) env.outgoing.setHeader('Connection', 'close');
        return response;
      },
    },
    onListening && ((info) => onListening(info.port)),
  );
  server.on('clientError', answerClientError);
  return server;
}
