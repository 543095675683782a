import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE_NAME } from '@keel/types';
import knexFactory from 'knex';
import type { Knex } from 'knex';
import type { Express } from 'express';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createDatabase, migrateToLatest } from '../db/database';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  seedDemoWorkspace,
  type DemoAccountKey,
} from '../demo/demo-workspace';
import type { AppDeps } from '../lib/deps';
import type { RouteDefinition } from '../lib/route';
import { createLogger } from '../logger';
import { createInvitation, createSession } from '../modules/auth/auth.service';
import { findRoleIdsByName } from '../modules/auth';
import { listen } from '../server';

/** Lowest scrypt cost the config accepts: tests only, to keep the suite fast. */
export const TEST_HASH_COST = 10;

/** A clock tests can move. */
export interface TestClock {
  now: number;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  return {
    now: start,
    advance(ms: number) {
      this.now += ms;
    },
  };
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface RequestOptions {
  cookie?: string | null;
  body?: unknown;
  /** Raw body (sent as is, with the given content type). */
  raw?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  app: Express;
  knex: Knex;
  config: Config;
  clock: TestClock;
  /** The app's own deps (its database, config, logger and the test clock), for calling services. */
  deps: AppDeps;
  request<T = unknown>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<ApiResponse<T>>;
  /** Signs in as a demo account and returns the `Cookie` header value. */
  login(account: DemoAccountKey): Promise<string>;
  /**
   * A demo account's `Cookie` header value: signed in on first use, then reused
   * (a test that ends that session signs in again with `login`).
   */
  cookieOf(account: DemoAccountKey): Promise<string>;
  /** A request as a demo account (its cookie from `cookieOf`), with an optional JSON body. */
  call<T = unknown>(
    account: DemoAccountKey,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<ApiResponse<T>>;
  /** The id of the (first) row of `table` matching `where`, e.g. a seeded user by email. */
  idOf(table: string, where: Record<string, unknown>): Promise<number>;
  /** Every demo account's user id, by account. */
  demoUserIds(): Promise<Record<DemoAccountKey, number>>;
  /**
   * Invites `email` as the user-management screens do (roles by name, Team
   * Member unless told); returns the signup link's token and the invited user.
   */
  invite(
    email: string,
    options?: { roles?: readonly string[]; external?: boolean },
  ): Promise<{ token: string; userId: number }>;
  /** A new session for any user (no password needed): the `Cookie` header value. */
  sessionCookieFor(userId: number): Promise<string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  seed?: boolean;
  /** Also the demo's time, lock and weeks (off by default: tests use fixed dates its lock covers). */
  seedTimesheets?: boolean;
  routes?: readonly RouteDefinition[];
  staticDir?: string;
  env?: Record<string, string>;
}

/**
 * A fresh database (a temp SQLite file, or a new PostgreSQL schema when the
 * `postgres` vitest project runs) with the demo workspace, and the real app
 * listening on a free port.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keel-api-test-'));
  const usePostgres = process.env.KEEL_TEST_DB === 'postgres';
  const databaseUrl = usePostgres ? (process.env.TEST_DATABASE_URL ?? null) : null;
  if (usePostgres && !databaseUrl)
    throw new Error('TEST_DATABASE_URL is required for the postgres project');
  const schema = usePostgres ? `keel_test_${randomBytes(6).toString('hex')}` : undefined;
  if (schema && databaseUrl) {
    const admin = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
    await admin.raw('CREATE SCHEMA ??', [schema]);
    await admin.destroy();
  }

  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PASSWORD_HASH_COST: String(TEST_HASH_COST),
    STATIC_DIR: options.staticDir ?? path.join(dataDir, 'no-app-build'),
    // Every answer checked by zod too: each API test is a test of the response picker.
    KEEL_VALIDATE_RESPONSES: '1',
    ...options.env,
  });
  const knex = createDatabase({ ...config, searchPath: schema, poolMax: 4 });
  await migrateToLatest(knex);
  if (options.seed !== false)
    await seedDemoWorkspace(knex, {
      passwordHashCost: TEST_HASH_COST,
      dataDir: config.dataDir,
      timesheets: options.seedTimesheets === true,
    });

  const clock = testClock();
  const deps: AppDeps = { config, knex, logger: createLogger(config), clock: () => clock.now };
  const app = createApp({ ...deps, routes: options.routes });
  const server = await listen(app, '127.0.0.1', 0);
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  async function request<T>(
    method: string,
    pathname: string,
    opts: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.cookie) headers.cookie = opts.cookie;
    let body: string | undefined;
    if (opts.raw !== undefined) body = opts.raw;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(url + pathname, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text.length > 0 ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  async function login(account: DemoAccountKey): Promise<string> {
    const response = await request('POST', '/api/auth/login', {
      body: { email: DEMO_ACCOUNTS[account].email, password: DEMO_PASSWORD },
    });
    if (response.status !== 200)
      throw new Error(`login as ${account} failed: ${response.status} ${response.text}`);
    return sessionCookieFrom(response.headers);
  }

  // One session per account for the whole test file: signing in costs a password hash.
  const cookies = new Map<DemoAccountKey, string>();
  async function cookieOf(account: DemoAccountKey): Promise<string> {
    let cookie = cookies.get(account);
    if (!cookie) {
      cookie = await login(account);
      cookies.set(account, cookie);
    }
    return cookie;
  }

  return {
    url,
    app,
    knex,
    config,
    clock,
    deps,
    request,
    login,
    cookieOf,
    async call<T>(account: DemoAccountKey, method: string, pathname: string, body?: unknown) {
      return request<T>(method, pathname, { cookie: await cookieOf(account), body });
    },
    async idOf(table, where) {
      const row = await knex(table).where(where).first<{ id: number } | undefined>('id');
      if (!row) throw new Error(`no ${table} row matches ${JSON.stringify(where)}`);
      return row.id;
    },
    async demoUserIds() {
      const accounts = Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[];
      const rows = await knex('users')
        .whereIn(
          'email',
          accounts.map((key) => DEMO_ACCOUNTS[key].email),
        )
        .select<{ id: number; email: string }[]>('id', 'email');
      const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
      return Object.fromEntries(
        accounts.map((key) => {
          const id = idByEmail.get(DEMO_ACCOUNTS[key].email);
          if (id === undefined) throw new Error(`the demo account ${key} is not seeded`);
          return [key, id];
        }),
      ) as Record<DemoAccountKey, number>;
    },
    async invite(email, { roles = ['Team Member'], external } = {}) {
      const roleIds = await findRoleIdsByName(knex, roles);
      return createInvitation(deps, { email, roleIds, external });
    },
    async sessionCookieFor(userId) {
      return `${SESSION_COOKIE_NAME}=${await createSession(deps, userId)}`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await knex.destroy();
      if (schema && databaseUrl) {
        const admin = knexFactory({
          client: 'pg',
          connection: databaseUrl,
          pool: { min: 0, max: 1 },
        });
        await admin.raw('DROP SCHEMA ?? CASCADE', [schema]);
        await admin.destroy();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `keel_session=...` from a response's Set-Cookie (throws when absent). */
export function sessionCookieFrom(headers: Headers): string {
  const setCookie = headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!setCookie) throw new Error('no session cookie was set');
  return setCookie.split(';')[0] as string;
}
