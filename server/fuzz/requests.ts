import fc from 'fast-check';
import { errorBodySchema } from '../../contract/common.ts';
import { type Endpoint, pathWords } from './endpoints.ts';
import { type Caller, callers } from './fixture.ts';
import { type IdPools, requiredKeys } from './values.ts';
import { pathValue, queryString, type WireBody, wireBody } from './wire.ts';

/** One generated request, before it is signed in and sent. */
export type FuzzRequest = {
  as: Caller;
  path: string;
  query: { text: string; keys: string[] };
  body: WireBody;
  headers: Record<string, string>;
};

const extraHeaders = fc.record(
  {
    'If-Match': fc.constantFrom(
      '"1"',
      '"2"',
      'W/"1"',
      '*',
      '"1", "2"',
      'garbage',
      '',
      '"99999999999999999999"',
    ),
    'Idempotency-Key': fc.oneof(
      fc.constantFrom('fuzz-1', 'fuzz-2', '', ' ', 'k'.repeat(201), '\u00e9t\u00e9'),
      fc.uuid(),
    ),
    'Accept-Language': fc.constantFrom('de', 'fr;q=0.9, en;q=0.8', 'xx', '*', ';q=', 'de-CH'),
  },
  { requiredKeys: [] },
);

/** Requests for one endpoint: a caller, path values, a query string, a body and a few odd headers. */
export function requestsFor(endpoint: Endpoint, pools: IdPools): fc.Arbitrary<FuzzRequest> {
  const params = Object.fromEntries(
    Object.entries(endpoint.params ?? {}).map(([name, pool]) => [
      name,
      pathValue(pools[pool] ?? pathWords[pool] ?? [1]),
    ]),
  );
  const sendsBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
  const noQuery = fc.constant({ text: '', keys: [] as string[] });
  const noBody = fc.constant<WireBody>({ keys: [] });
  return fc.record({
    as: fc.constantFrom(...callers),
    path: fc
      .record(params)
      .map((values) => endpoint.path.replace(/:(\w+)/g, (_, name: string) => values[name] as string)),
    query: endpoint.query
      ? queryString(endpoint.query, pools)
      : fc.oneof({ weight: 4, arbitrary: noQuery }, { weight: 1, arbitrary: queryString(undefined, pools) }),
    // A GET cannot carry a body (fetch refuses to send one); a DELETE may.
    body: sendsBody
      ? wireBody(endpoint.body, pools)
      : endpoint.method === 'DELETE'
        ? fc.oneof({ weight: 4, arbitrary: noBody }, { weight: 1, arbitrary: wireBody(undefined, pools) })
        : noBody,
    headers: extraHeaders,
  });
}

/** The headers every request carries: the application and the caller's credentials. */
export const signInHeaders = (user: { email: string; key: string }) => ({
  'X-Service-External-Application': 'fuzz;fuzz@example.com',
  'X-ServiceApiUser': user.email,
  'X-ServiceApiKey': user.key,
});

/** The fields a 400 or 403 may name: what the request carried, what the endpoint requires, `body`. */
function blameable(endpoint: Endpoint, request: FuzzRequest): Set<string> {
  const names = new Set<string>(['body', ...request.body.keys, ...request.query.keys]);
  for (const schema of [endpoint.body, endpoint.query, endpoint.requires]) {
    if (schema) for (const key of requiredKeys(schema)) names.add(key);
  }
  for (const header of [
    ...Object.keys(request.headers),
    ...Object.keys(signInHeaders({ email: '', key: '' })),
  ])
    names.add(header.toLowerCase());
  return names;
}

/** What is wrong with an answer, or undefined: no 5xx, and every error in the service's error shape. */
export function answerProblem(
  endpoint: Endpoint,
  request: FuzzRequest,
  status: number,
  text: string,
): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `error ${status} without a JSON body: ${JSON.stringify(text.slice(0, 200))}`;
  }
  const parsed = errorBodySchema.safeParse(json);
  if (!parsed.success) return `error ${status} not in the error shape: ${text.slice(0, 300)}`;
  const { code, message, fields } = parsed.data.error;
  if (code !== status) return `error body says code ${code}, status is ${status}`;
  if (message.trim() === '') return `error ${status} with an empty message`;
  if (fields) {
    if (fields.length === 0) return `error ${status} names an empty list of fields`;
    const allowed = blameable(endpoint, request);
    const stranger = fields.find((field) => {
      return !allowed.has(field.split('.')[0] as string) && !allowed.has(field.toLowerCase());
    });
    if (stranger !== undefined) return `error ${status} names "${stranger}", which the request did not carry`;
  }
  return undefined;
}
