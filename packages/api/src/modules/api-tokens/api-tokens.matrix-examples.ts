import { DEMO_ACCOUNTS } from '../../demo/demo-workspace';
import { hashToken, newToken } from '../../lib/tokens';
import type { Example, Who } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { insertToken } from './api-tokens.repository';

/**
 * Example requests of the token routes for the authorization matrix and the
 * security battery: every revoke gets a fresh token of its own, so the
 * examples never run out of live ones.
 */

let counter = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A new live token of the user, valid for 30 days on the test clock. */
export async function matrixToken(server: TestServer, userId: number): Promise<number> {
  return insertToken(server.knex, {
    userId,
    name: `Matrix token ${++counter}`,
    tokenHash: hashToken(`keel_pat_${newToken()}`),
    scopes: ['read'],
    expiresAt: server.clock.now + 30 * DAY_MS,
    createdAt: server.clock.now,
  });
}

/** The caller's user id (signed out: the member's, whose request is refused anyway). */
const userOf = (who: Who, server: TestServer) =>
  server.idOf('users', { email: DEMO_ACCOUNTS[who === 'signedOut' ? 'member' : who].email });

const memberId = (server: TestServer) =>
  server.idOf('users', { email: DEMO_ACCOUNTS.member.email });

export const API_TOKENS_MATRIX_EXAMPLES: Record<string, Example> = {
  'POST /api/users/current/tokens': async (_who, server) => ({
    body: {
      name: `Matrix token ${++counter}`,
      scopes: ['read'],
      expiresAt: new Date(server.clock.now + 30 * DAY_MS).toISOString(),
    },
  }),
  'DELETE /api/users/current/tokens/{tokenId}': async (who, server) => ({
    params: { tokenId: await matrixToken(server, await userOf(who, server)) },
  }),
  'GET /api/admin/users/{userId}/tokens': async (_who, server) => ({
    params: { userId: await memberId(server) },
  }),
  'DELETE /api/admin/users/{userId}/tokens/{tokenId}': async (_who, server) => {
    const userId = await memberId(server);
    return { params: { userId, tokenId: await matrixToken(server, userId) } };
  },
};
