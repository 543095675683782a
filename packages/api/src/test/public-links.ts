import { expect } from 'vitest';
import {
  PUBLIC_LINK_FAILURE_WINDOW_MS,
  PUBLIC_LINK_FAILURES_PER_ADDRESS,
} from '../lib/public-link-failures';
import type { ApiResponse, TestServer } from './test-server';

/**
 * The limit on failed public-link lookups per address, as every public link
 * (a T&M contract page, a published status report) keeps it: `miss(i)`, a
 * token that opens nothing, answers 404 up to the limit; then `limited()` is a
 * 429 with a Retry-After within the window, and so is `open()`, a valid token;
 * once the window has passed, `open()` answers 200. Returns the misses.
 */
export async function expectLookupsLimited<T>(
  server: TestServer,
  probes: {
    miss: (i: number) => Promise<ApiResponse<T>>;
    limited: () => Promise<ApiResponse<T>>;
    open: () => Promise<ApiResponse<T>>;
  },
): Promise<Array<ApiResponse<T>>> {
  const misses = [];
  for (let i = 0; i < PUBLIC_LINK_FAILURES_PER_ADDRESS; i++) misses.push(await probes.miss(i));
  expect(new Set(misses.map((m) => m.status))).toEqual(new Set([404]));
  const limited = await probes.limited();
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(
    PUBLIC_LINK_FAILURE_WINDOW_MS / 1000,
  );
  expect((await probes.open()).status).toBe(429);
  server.clock.advance(PUBLIC_LINK_FAILURE_WINDOW_MS + 1);
  expect((await probes.open()).status).toBe(200);
  return misses;
}
