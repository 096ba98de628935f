import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, endpointName, endpoints } from './endpoints.ts';
import { databaseDigest, startFuzzService } from './fixture.ts';
import { answerProblem, type FuzzRequest, requestsFor, signInHeaders } from './requests.ts';

// Generated bad input against every route (docs/reliability.md): no 5xx, every error in the service's
// shape naming only fields the request carried or needs, and a refused write changes nothing.
// FUZZ_SEED replays a run; FUZZ_RUNS spreads that many cases over the endpoints (`npm run fuzz`).

const seed = Number(process.env.FUZZ_SEED ?? 20_261_124);
const totalRuns = Number(process.env.FUZZ_RUNS ?? 0);
const runsPerEndpoint = totalRuns > 0 ? Math.ceil(totalRuns / endpoints.length) : 12;
const report = process.env.FUZZ_REPORT;

let fuzz: Awaited<ReturnType<typeof startFuzzService>>;
let digest: Record<string, string>;
const counts = new Map<string, number>();

beforeAll(async () => {
  fuzz = await startFuzzService();
  // The fixture's writes queued mails (a welcome mail's invitation, notifications): sent before the
  // first comparison, so that their sending is not taken for a change some refused request made.
  await fuzz.service.mailQueue.drain();
  digest = await databaseDigest(fuzz.service.db);
}, 120_000);

afterAll(async () => {
  if (report)
    writeFileSync(report, JSON.stringify({ seed, runsPerEndpoint, counts: Object.fromEntries(counts) }));
  await fuzz?.service.close();
});

async function send(endpoint: Endpoint, request: FuzzRequest) {
  const user = fuzz.service.fixture.users[request.as];
  const headers: Record<string, string> = { ...signInHeaders(user), ...request.headers };
  if (request.body.contentType) headers['Content-Type'] = request.body.contentType;
  const url = request.query.text ? `${request.path}?${request.query.text}` : request.path;
  const response = await fuzz.service.app.request(url, {
    method: endpoint.method,
    headers,
    body: request.body.text,
  });
  return { status: response.status, text: await response.text() };
}

function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

/** Sends one request and returns what broke an invariant, if anything. */
async function problemOf(endpoint: Endpoint, request: FuzzRequest): Promise<string | undefined> {
  counts.set(endpointName(endpoint), (counts.get(endpointName(endpoint)) ?? 0) + 1);
  const answer = await send(endpoint, request);
  const problem = answerProblem(endpoint, request, answer.status, answer.text);
  if (endpoint.method === 'GET') return problem && `${problem}\n${answer.text.slice(0, 500)}`;
  // A successful write starts sending its mails in the background; they must not land in the next
  // request's comparison as a change that request made.
  await fuzz.service.mailQueue.drain();
  let after = await databaseDigest(fuzz.service.db);
  const refused = answer.status < 200 || answer.status > 299;
  const changed = refused ? changedTables(digest, after) : [];
  if (await fuzz.guard.restore()) after = await databaseDigest(fuzz.service.db);
  digest = after;
  const written =
    changed.length > 0 ? `refused with ${answer.status} yet changed ${changed.join(', ')}` : undefined;
  const found = problem ?? written;
  return found && `${found}\n${answer.text.slice(0, 500)}`;
}

describe('generated bad input', () => {
  it('drives every route the service registers', () => {
    const registered = fuzz.service.app.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`);
    expect(new Set(endpoints.map(endpointName))).toEqual(new Set(registered));
  });

  for (const endpoint of endpoints) {
    it(
      `${endpointName(endpoint)}: no 5xx, errors in shape, refused writes change nothing`,
      async () => {
        await fc.assert(
          // Shrinking a 200-level nesting can take thousands of requests; a few hundred find a small one.
          fc.asyncProperty(fc.limitShrink(requestsFor(endpoint, fuzz.pools), 300), async (request) => {
            const problem = await problemOf(endpoint, request);
            if (problem) {
              throw new Error(
                `${endpoint.method} ${request.path}${request.query.text ? `?${request.query.text}` : ''} as ${request.as}: ${problem}`,
              );
            }
          }),
          { seed, numRuns: runsPerEndpoint },
        );
      },
      runsPerEndpoint * 3_000 + 30_000,
    );
  }
});
