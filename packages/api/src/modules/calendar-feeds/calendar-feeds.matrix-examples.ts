import { DEMO_ACCOUNTS } from '../../demo/demo-workspace';
import { hashToken, newToken } from '../../lib/tokens';
import type { Example } from '../../test/matrix-example';
import type { TestServer } from '../../test/test-server';
import { saveFeed } from './calendar-feeds.repository';

/**
 * Example requests of the calendar feed routes for the authorization matrix
 * and the security battery: revoking needs a live feed of the caller, made
 * directly in the database; the feed route gets a live token (the pm's).
 */

async function liveFeed(server: TestServer, email: string): Promise<string> {
  const token = newToken();
  const userId = await server.idOf('users', { email });
  await saveFeed(server.knex, userId, hashToken(token), server.clock.now);
  return token;
}

export const CALENDAR_FEEDS_MATRIX_EXAMPLES: Record<string, Example> = {
  'DELETE /api/users/current/calendar-feed': async (who, server) => {
    if (who !== 'signedOut') await liveFeed(server, DEMO_ACCOUNTS[who].email);
    return {};
  },
  'GET /api/calendar/{feedToken}.ics': async (_who, server) => ({
    params: { feedToken: await liveFeed(server, DEMO_ACCOUNTS.pm.email) },
  }),
};
