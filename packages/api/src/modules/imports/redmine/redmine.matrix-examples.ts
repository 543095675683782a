import type { Example } from '../../../test/matrix-example';
import { startRedmineFixtureServer, type FixtureServer } from './redmine-fixture-server';

/**
 * The example of `POST /api/imports/redmine` for the authorization matrix
 * and the security battery (the imports module's matrix examples spread it
 * in): a read of one project of the fixture server, started once per test
 * file's process on 127.0.0.1 — so the example lets the test server reach
 * private addresses, as `IMPORT_ALLOW_PRIVATE=1` would.
 */

let shared: Promise<FixtureServer> | null = null;

export const REDMINE_MATRIX_EXAMPLES: Record<string, Example> = {
  'POST /api/imports/redmine': async (_who, server) => {
    shared ??= startRedmineFixtureServer({ unref: true });
    const redmine = await shared;
    server.config.importAllowPrivate = true;
    return { body: { url: redmine.url, apiKey: 'admin-key', projectIds: [2] } };
  },
};
