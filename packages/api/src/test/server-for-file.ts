import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

/**
 * One test server for a test file: started before its tests and handed to
 * `use` (which keeps it in the file's own `server` and may set up more),
 * closed after them.
 */
export function serverForFile(use: (server: TestServer) => unknown): void {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer();
    await use(started);
  });
  afterAll(async () => {
    await started?.close();
  });
}
