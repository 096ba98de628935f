import { describe, expect, it } from 'vitest';
import { ApiError } from './lib/http.ts';
import { retryDelay, shouldRetry } from './query-client.ts';

const http = (status: number, retryAfter: number | null = null) =>
  new ApiError('http', status, 'x', [], retryAfter);

describe('query retry policy', () => {
  it('retries a server fault, a rate limit and a lost connection up to three times', () => {
    for (const error of [http(500), http(503), http(429), new ApiError('network', 0, 'x')]) {
      expect([0, 1, 2].map((count) => shouldRetry(count, error))).toEqual([true, true, true]);
      expect(shouldRetry(3, error)).toBe(false);
    }
  });

  it('never retries a 4xx, a timeout, a malformed answer or a bug', () => {
    for (const error of [http(400), http(401), http(403), http(404), http(409), http(412)]) {
      expect(shouldRetry(0, error)).toBe(false);
    }
    expect(shouldRetry(0, new ApiError('timeout', 0, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError('invalid-response', 200, 'x'))).toBe(false);
    expect(shouldRetry(0, new TypeError('bug'))).toBe(false);
  });

  it('waits 1 s, 2 s, 4 s, and at least as long as Retry-After asks', () => {
    expect([0, 1, 2].map((count) => retryDelay(count, http(500)))).toEqual([1000, 2000, 4000]);
    expect(retryDelay(0, http(429, 5))).toBe(5000);
    expect(retryDelay(2, http(429, 1))).toBe(4000);
  });
});
