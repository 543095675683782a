import type { ErrorBody, IssuedLink } from '@keel/types';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../demo/demo-workspace';
import { ensureAdministrator, WeakAdministratorPasswordError } from '../modules/auth/admin';
import { weakPasswordReason } from '../modules/auth/password-strength';
import { TEST_HASH_COST, type TestServer } from '../test/test-server';
import { serverForFile } from '../test/server-for-file';
import { reportBatteryFigure } from './battery-figures';

/**
 * Security battery: weak new passwords (common passwords, the user's own
 * email or name) are refused on every path that sets one, with a 400 on the
 * password field carrying the checker's advice.
 */
let server: TestServer;
const WEAK = ['password123', '1234567890', 'qwertyuiop', 'demo-password'];
let refused = 0;

serverForFile((started) => (server = started));
afterAll(() => {
  reportBatteryFigure(
    'weak passwords',
    `${refused} refusals checked on signup, reset, change and first administrator`,
  );
});

const invite = async (email: string) => (await server.invite(email)).token;

function expectRefused(response: { status: number; body: unknown }, field: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  const errors = (response.body as ErrorBody).errors ?? {};
  expect(errors[field]?.[0]).toMatch(/too easy to guess|email address or name/);
  refused += 1;
}

describe('weak new passwords', () => {
  it('scores with zxcvbn: common ones and the own email or name are weak, a passphrase is not', () => {
    const owner = { email: 'rita.lopez@example.com', name: 'Rita Lopez' };
    for (const password of [...WEAK, 'rita.lopez@example.com', 'Rita Lopez', 'ritalopez2026'])
      expect(weakPasswordReason(password, owner), password).not.toBeNull();
    expect(weakPasswordReason('Velvet-harbour-lantern-42', owner)).toBeNull();
  });

  it('are refused at sign-up, naming the password field', async () => {
    for (const password of [...WEAK, 'signup.weak@example.com']) {
      const token = await invite('signup.weak@example.com');
      const response = await server.request('POST', '/api/auth/signup', {
        body: { email: 'signup.weak@example.com', token, name: 'Sig Nup', password },
      });
      expectRefused(response, 'password');
    }
  });

  it('are refused on a password reset link', async () => {
    const id = await server.idOf('users', { email: DEMO_ACCOUNTS.member.email });
    for (const password of [...WEAK, DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.member.name]) {
      const issued = await server.call<IssuedLink>(
        'admin',
        'POST',
        `/api/admin/users/${id}/password-reset`,
      );
      const token = new URL(issued.body.url, 'http://x').searchParams.get('token') as string;
      const response = await server.request('POST', '/api/auth/password-reset', {
        body: { token, password },
      });
      expectRefused(response, 'password');
    }
  });

  it('are refused when changing one’s own password', async () => {
    for (const newPassword of [...WEAK, DEMO_ACCOUNTS.pm.email, DEMO_ACCOUNTS.pm.name]) {
      const response = await server.call('pm', 'POST', '/api/users/current/password', {
        currentPassword: 'demo-password',
        newPassword,
      });
      expectRefused(response, 'newPassword');
    }
  });

  it('are refused for the first administrator (ADMIN_PASSWORD, npm run create-admin)', async () => {
    for (const password of [...WEAK, 'owner@firm.example']) {
      await expect(
        ensureAdministrator(
          server.knex,
          { email: 'owner@firm.example', password },
          { passwordHashCost: TEST_HASH_COST, now: 0, resetPassword: false },
        ),
      ).rejects.toBeInstanceOf(WeakAdministratorPasswordError);
      refused += 1;
    }
    expect(
      await server.knex('users').where({ email: 'owner@firm.example' }).first(),
    ).toBeUndefined();
  });
});
