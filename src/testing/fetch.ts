import { vi } from 'vitest';

/** A request the app sent, as a stubbed `fetch` saw it. */
export type SentRequest = {
  method: string;
  url: URL;
  headers: Headers;
  /** The parsed JSON body, or undefined without one. */
  body: unknown;
  init: RequestInit;
};

/**
 * Replaces `fetch` for a unit test of the client code: `answer` decides each response, and the
 * returned list collects every request in order. Browser journeys use the real service instead.
 */
export function stubFetch(answer: (request: SentRequest) => Response | Promise<Response>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      method: init.method ?? 'GET',
      url: new URL(String(input), window.location.href),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      init,
    };
    sent.push(request);
    return answer(request);
  });
  return sent;
}

/** A JSON answer as the service gives it. */
export function jsonResponse(
  body: unknown,
  { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The interface's error body (docs/interface.md#errors). */
export function errorResponse(
  status: number,
  message: string,
  { fields, headers }: { fields?: string[]; headers?: Record<string, string> } = {},
): Response {
  return jsonResponse(
    { error: { code: status, message, ...(fields ? { fields } : {}) } },
    { status, headers },
  );
}
