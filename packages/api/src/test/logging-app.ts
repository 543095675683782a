import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import { listen } from '../server';
import type { TestServer } from './test-server';

/** What a logging app offers its tests: the log lines written so far and its base URL. */
export interface LoggingApp {
  logged: string[];
  url: string;
}

/**
 * A second app on the test server's database, with a static app page and a
 * logger that keeps every line, for a describe block's tests: started before
 * them (with the public link failures cleared), closed after them.
 */
export function loggingAppFor(server: () => TestServer, staticPrefix: string): LoggingApp {
  const logging: LoggingApp = { logged: [], url: '' };
  let http: Server;
  let staticDir: string;

  beforeAll(async () => {
    logging.logged = [];
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), staticPrefix));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Keel</title>');
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void logging.logged.push(line) },
    );
    const app = createApp({
      config: { ...server().config, staticDir },
      knex: server().knex,
      logger,
      clock: () => server().clock.now,
    });
    http = await listen(app, '127.0.0.1', 0);
    const address = http.address();
    logging.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    await server().knex('public_link_failures').delete();
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()));
    fs.rmSync(staticDir, { recursive: true, force: true });
  });
  return logging;
}
