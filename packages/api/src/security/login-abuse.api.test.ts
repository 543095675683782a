import {
  LOGIN_ACCOUNT_WINDOW_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
  type ErrorBody,
} from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKey } from '../db/seed/demo-workspace';
import { startTestServer, type TestServer } from '../test/test-server';
import { reportBatteryFigure } from './battery-figures';

/**
 * Security battery: login abuse. Attempts are counted before the password is
 * checked (a burst of concurrent wrong passwords checks at most the limit),
 * per account and address (an attacker cannot lock out the owner signing in
 * from elsewhere), per account across addresses (slower, higher) and per
 * address across accounts. Addresses come from X-Forwarded-For (TRUST_PROXY).
 */
let server: TestServer;
const figures = { requests: 0, checked: 0, refused: 0 };

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  reportBatteryFigure(
    'login abuse',
    `${figures.requests} sign-in requests, ${figures.checked} passwords checked, ${figures.refused} refused with 429 ` +
      `(limits: ${LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS} per account and address / ${LOGIN_FAILURE_WINDOW_MS / 60000} min, ` +
      `${LOGIN_FAILURES_PER_ACCOUNT} per account / ${LOGIN_ACCOUNT_WINDOW_MS / 60000} min, ` +
      `${LOGIN_FAILURES_PER_ADDRESS} per address / ${LOGIN_FAILURE_WINDOW_MS / 60000} min)`,
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

  it('limits one account across addresses, slower and higher', async () => {
    const perAddress = LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS;
    const addresses = Math.ceil(LOGIN_FAILURES_PER_ACCOUNT / perAddress);
    for (let a = 0; a < addresses; a++)
      for (let i = 0; i < perAddress; i++) {
        const failed = await signIn('pm', 'wrong-password', `10.3.${a}.1`);
        expect(failed.status).toBe(401);
      }
    const limited = await signIn('pm', DEMO_PASSWORD, '10.3.200.1');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/for this account\./);
    // Past the per-address window, still within the account's hour.
    server.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1000);
    expect((await signIn('pm', DEMO_PASSWORD, '10.3.201.1')).status).toBe(429);
    server.clock.advance(LOGIN_ACCOUNT_WINDOW_MS);
    expect((await signIn('pm', DEMO_PASSWORD, '10.3.202.1')).status).toBe(200);
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
