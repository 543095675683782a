import {
  LOGIN_ACCOUNT_DELAY_BASE_MS,
  LOGIN_ACCOUNT_DELAY_MAX_MS,
  LOGIN_ACCOUNT_SLOWDOWN_AFTER,
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
  type ErrorBody,
} from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from '../demo/demo-workspace';
import { startTestServer, type TestServer } from '../test/test-server';
import { reportBatteryFigure } from './battery-figures';

/**
 * Security battery: login abuse. Attempts are counted before the password is
 * checked (a burst of concurrent wrong passwords checks at most the limit),
 * per account and address (an attacker cannot lock out the owner signing in
 * from elsewhere), per address across accounts, and per account across
 * addresses as a slowdown that never locks the owner out (increasing delays,
 * capped; an address with no failure on the account is checked at once).
 * Addresses come from X-Forwarded-For (TRUST_PROXY); time moves on the
 * server's test clock, never by waiting.
 */
let server: TestServer;
const figures = { requests: 0, checked: 0, refused: 0, ownerWaitMs: -1 };

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  reportBatteryFigure(
    'login abuse',
    `${figures.requests} sign-in requests, ${figures.checked} passwords checked, ${figures.refused} refused with 429 ` +
      `(limits: ${LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS} per account and address / ${LOGIN_FAILURE_WINDOW_MS / 60000} min, ` +
      `${LOGIN_FAILURES_PER_ADDRESS} per address / ${LOGIN_FAILURE_WINDOW_MS / 60000} min; ` +
      `per account from failure ${LOGIN_ACCOUNT_SLOWDOWN_AFTER + 1} in ${LOGIN_ACCOUNT_WINDOW_MS / 60000} min a wait of ` +
      `${LOGIN_ACCOUNT_DELAY_BASE_MS / 1000} s doubling to at most ${LOGIN_ACCOUNT_DELAY_MAX_MS / 1000} s); ` +
      `owner after 4 addresses × 5 wrong: signed in after ${figures.ownerWaitMs / 1000} s`,
  );
  await server?.close();
});

async function signIn(account: DemoAccountKey | string, password: string, address: string) {
  const email = account in DEMO_ACCOUNTS ? DEMO_ACCOUNTS[account as DemoAccountKey].email : account;
  const response = await server.request<ErrorBody>('POST', '/api/auth/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': address },
  });
  figures.requests += 1;
  if (response.status === 429) figures.refused += 1;
  else figures.checked += 1;
  return response;
}

/** Moves past every window, so each check starts from a clean slate. */
function nextHour(): void {
  server.clock.advance(LOGIN_ACCOUNT_WINDOW_MS + 1000);
}

describe('login abuse', () => {
  it('checks at most the limit of 40 concurrent wrong passwords for one account', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => signIn('finance', 'wrong-password', '10.1.0.1')),
    );
    const statuses = responses.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401).length;
    expect(
      statuses.every((s) => s === 401 || s === 429),
      statuses.join(),
    ).toBe(true);
    expect(checked).toBeLessThanOrEqual(LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(statuses.filter((s) => s === 429).length).toBe(40 - checked);
    nextHour();
  });

  it('lets the owner in from another address while an attacker hammers from one', async () => {
    for (let i = 0; i < 30; i++) await signIn('member', 'wrong-password', '10.2.0.66');
    const attacker = await signIn('member', DEMO_PASSWORD, '10.2.0.66');
    expect(attacker.status).toBe(429);
    expect(attacker.body.message).toMatch(/this account from your address/);
    expect(Number(attacker.headers.get('retry-after'))).toBeGreaterThan(0);
    const owner = await signIn('member', DEMO_PASSWORD, '10.2.0.7');
    expect(owner.status, owner.text).toBe(200);
    nextHour();
  });

  /** Wrong passwords from `address` as a patient attacker sends them: after each 429, its Retry-After later. */
  async function guess(account: DemoAccountKey, address: string, retryAfters: number[]) {
    for (;;) {
      const response = await signIn(account, 'wrong-password', address);
      if (response.status !== 429) return response;
      expect(response.body.message).toMatch(/for this account\./);
      const seconds = Number(response.headers.get('retry-after'));
      retryAfters.push(seconds);
      server.clock.advance(seconds * 1000);
    }
  }

  it('lets the owner in from a fifth address at once after 5 wrong passwords from each of 4 addresses', async () => {
    const started = server.clock.now;
    for (let a = 0; a < 4; a++)
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++)
        expect((await guess('pm', `10.3.${a}.1`, [])).status).toBe(401);
    const attackEnded = server.clock.now;
    const owner = await signIn('pm', DEMO_PASSWORD, '10.3.200.1');
    expect(owner.status, owner.text).toBe(200);
    figures.ownerWaitMs = server.clock.now - attackEnded;
    expect(figures.ownerWaitMs).toBeLessThanOrEqual(60_000);
    // The attack itself was slowed: it waited at least once for the longest delay.
    expect(attackEnded - started).toBeGreaterThanOrEqual(LOGIN_ACCOUNT_DELAY_MAX_MS);
    nextHour();
  });

  it('slows guessing at one account from a handful of addresses: increasing waits, capped, never a lockout', async () => {
    const addresses = ['10.6.0.1', '10.6.0.2', '10.6.0.3', '10.6.0.4'];
    const retryAfters: number[] = [];
    for (let i = 0; i < 4 * LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++)
      expect((await guess('finance', addresses[i % 4] as string, retryAfters)).status).toBe(401);
    // Once the account is past its free failures, each guess from a guessing address waits longer, up to the cap.
    expect(retryAfters.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...retryAfters)).toBe(LOGIN_ACCOUNT_DELAY_MAX_MS / 1000);
    expect(retryAfters.every((s) => s >= 1 && s <= 60)).toBe(true);
    const firsts = retryAfters.slice(0, 5);
    expect(firsts).toEqual([...firsts].sort((x, y) => x - y));
    // An address that guessed (once, below its own limit) is refused right after another
    // failure, for at most the cap …
    expect((await guess('finance', '10.6.0.5', retryAfters)).status).toBe(401);
    const again = await signIn('finance', DEMO_PASSWORD, '10.6.0.5');
    expect(again.status).toBe(429);
    const wait = Number(again.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_ACCOUNT_DELAY_MAX_MS / 1000);
    // … and then checked: the right password from it signs in.
    server.clock.advance(wait * 1000);
    expect((await signIn('finance', DEMO_PASSWORD, '10.6.0.5')).status).toBe(200);
    nextHour();
  });

  it('limits one address across accounts', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++)
      await signIn(`probe-${i}@example.com`, 'wrong-password', '10.4.0.1');
    const limited = await signIn('admin', DEMO_PASSWORD, '10.4.0.1');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/your address/);
    expect((await signIn('admin', DEMO_PASSWORD, '10.4.0.2')).status).toBe(200);
    nextHour();
  });

  it('forgives only the failures of the address that signed in successfully', async () => {
    for (let i = 0; i < 4; i++) await signIn('stakeholder', 'wrong-password', '10.5.0.66');
    expect((await signIn('stakeholder', DEMO_PASSWORD, '10.5.0.7')).status).toBe(200);
    expect((await signIn('stakeholder', 'wrong-password', '10.5.0.66')).status).toBe(401);
    expect((await signIn('stakeholder', 'wrong-password', '10.5.0.66')).status).toBe(429);
    nextHour();
  });
});
