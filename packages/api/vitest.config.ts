import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `sqlite` always (unit tests + API tests on a fresh SQLite file
 * per test file) and `postgres` when TEST_DATABASE_URL is set (the API tests
 * again, each test file in its own schema, dropped afterwards).
 */
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // One test file per worker, one worker more than the cores: the API tests
    // spend much of their time waiting (SQLite's commits on disk, PostgreSQL's
    // round trips), so a spare worker keeps the cores busy. Vitest's default
    // (cores - 1) ran the suite in one worker on a 2-core machine: 14 min
    // there against 6 min with three.
    maxWorkers: availableParallelism() + 1,
    testTimeout: 20_000,
    // The recorded changes' followers, as the server registers them (src/subscriptions.ts).
    setupFiles: ['src/test/setup.ts'],
    hookTimeout: 30_000,
    projects: [
      {
        // `extends`: the projects take the timeouts above (without it an
        // inline project falls back to vitest's 5 s defaults).
        extends: true,
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.ts'],
          env: { KEEL_TEST_DB: 'sqlite' },
        },
      },
      ...(postgres
        ? [
            {
              extends: true,
              test: {
                name: 'postgres',
                include: ['src/**/*.api.test.ts'],
                env: { KEEL_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
