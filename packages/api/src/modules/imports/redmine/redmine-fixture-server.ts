import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A small Redmine for the tests (README.md § Tests): serves the answers
 * recorded in `fixtures/` on 127.0.0.1 as Redmine's REST API serves them —
 * the key in `X-Redmine-API-Key` (401 without a known one), paging by
 * `offset` and `limit` capped at `pageCap`, the issue filters the import uses
 * (`project_id`, `status_id`, `updated_on=>=`), `from` of time entries, the
 * users list for an administrator's key only (403 otherwise, and `mail`
 * hidden for user 8, who hides it). Faults on demand: an answer of
 * `status` the first `times` requests of a path, a delay per path. It logs
 * every request.
 */

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export function fixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8')) as T;
}

export interface FixtureServerOptions {
  adminKey?: string;
  memberKey?: string;
  /** Redmine's largest page (100 on a real server); small in tests so lists take several pages. */
  pageCap?: number;
  /** Let the process end while the server still listens (a server shared by a whole test file). */
  unref?: boolean;
}

type Item = Record<string, unknown> & { id: number };

export interface LoggedRequest {
  path: string;
  query: URLSearchParams;
  key: string | undefined;
}

export interface FixtureServer {
  url: string;
  requests: LoggedRequest[];
  /** Answer `status` (with `Retry-After` when given) to the next `times` requests of `path`. */
  fail(path: string, status: number, times: number, retryAfter?: string): void;
  /** Wait `ms` before answering every request of `path`. */
  delay(path: string, ms: number): void;
  /** Forget the faults and the log. */
  reset(): void;
  close(): Promise<void>;
}

function paged(key: string, items: unknown[], query: URLSearchParams, cap: number) {
  const offset = Math.max(0, Number(query.get('offset') ?? 0) || 0);
  const limit = Math.min(cap, Math.max(1, Number(query.get('limit') ?? 25) || 25));
  return { [key]: items.slice(offset, offset + limit), total_count: items.length, offset, limit };
}

const projectOf = (item: Item) => (item.project as { id: number }).id;

export async function startRedmineFixtureServer(
  options: FixtureServerOptions = {},
): Promise<FixtureServer> {
  const adminKey = options.adminKey ?? 'admin-key';
  const memberKey = options.memberKey ?? 'member-key';
  const cap = options.pageCap ?? 100;
  const requests: LoggedRequest[] = [];
  const failures = new Map<string, { status: number; times: number; retryAfter?: string }>();
  const delays = new Map<string, number>();
  const issues = fixture<{ issues: Item[] }>('issues.json').issues;
  const entries = fixture<{ time_entries: Item[] }>('time_entries.json').time_entries;
  const users = fixture<{ users: Item[] }>('users.json').users;

  const answer = (pathname: string, query: URLSearchParams, admin: boolean): [number, unknown] => {
    if (pathname === '/projects.json')
      return [
        200,
        paged('projects', fixture<{ projects: Item[] }>('projects.json').projects, query, cap),
      ];
    let match = /^\/projects\/(\d+)\/memberships\.json$/.exec(pathname);
    if (match) {
      const file = `memberships-${match[1]}.json`;
      if (!fs.existsSync(path.join(FIXTURES, file))) return [404, { errors: ['Not found'] }];
      return [
        200,
        paged('memberships', fixture<{ memberships: Item[] }>(file).memberships, query, cap),
      ];
    }
    if (pathname === '/users.json')
      return admin ? [200, paged('users', users, query, cap)] : [403, ''];
    match = /^\/users\/(\d+)\.json$/.exec(pathname);
    if (match) {
      const id = Number(match[1]);
      if (!admin && id === 8) return [200, fixture('user-8-as-member.json')];
      const user = users.find((u) => u.id === id);
      if (!user) return [404, ''];
      // What a member's key sees of another user: no login, no admin flag.
      const { login: _login, admin: _admin, ...seen } = user;
      return [200, { user: admin ? user : seen }];
    }
    if (pathname === '/trackers.json') return [200, fixture('trackers.json')];
    if (pathname === '/issue_statuses.json') return [200, fixture('issue_statuses.json')];
    if (pathname === '/enumerations/time_entry_activities.json')
      return [200, fixture('time_entry_activities.json')];
    if (pathname === '/issues.json') {
      const project = query.get('project_id');
      const since = /^>=(\d{4}-\d{2}-\d{2})$/.exec(query.get('updated_on') ?? '')?.[1];
      const all = query.get('status_id') === '*';
      const chosen = issues.filter(
        (i) =>
          (!project || String(projectOf(i)) === project) &&
          (!since || String(i.updated_on).slice(0, 10) >= since) &&
          (all || !(i.status as { is_closed: boolean }).is_closed),
      );
      return [200, paged('issues', chosen, query, cap)];
    }
    match = /^\/issues\/(\d+)\.json$/.exec(pathname);
    if (match) {
      const file = `issue-${match[1]}.json`;
      if (query.get('include') === 'journals' && fs.existsSync(path.join(FIXTURES, file)))
        return [200, fixture(file)];
      const issue = issues.find((i) => String(i.id) === match?.[1]);
      return issue ? [200, { issue: { ...issue, journals: [] } }] : [404, ''];
    }
    if (pathname === '/time_entries.json') {
      const project = query.get('project_id');
      const from = query.get('from');
      const chosen = entries.filter(
        (e) =>
          (!project || String(projectOf(e)) === project) && (!from || String(e.spent_on) >= from),
      );
      return [200, paged('time_entries', chosen, query, cap)];
    }
    return [404, ''];
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://redmine.test');
    const key = req.headers['x-redmine-api-key'] as string | undefined;
    requests.push({ path: url.pathname, query: url.searchParams, key });
    const send = () => {
      const failure = failures.get(url.pathname);
      if (failure && failure.times > 0) {
        failure.times -= 1;
        res.writeHead(
          failure.status,
          failure.retryAfter ? { 'Retry-After': failure.retryAfter } : {},
        );
        res.end('Service Unavailable');
        return;
      }
      if (key !== adminKey && key !== memberKey) {
        res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="Redmine API"' });
        res.end();
        return;
      }
      const [status, body] = answer(url.pathname, url.searchParams, key === adminKey);
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(body === '' ? '' : JSON.stringify(body));
    };
    const wait = delays.get(url.pathname);
    if (wait) setTimeout(send, wait);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  if (options.unref) server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    fail: (p, status, times, retryAfter) => failures.set(p, { status, times, retryAfter }),
    delay: (p, ms) => delays.set(p, ms),
    reset: () => {
      failures.clear();
      delays.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
