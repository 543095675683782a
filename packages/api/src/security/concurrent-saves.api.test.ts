import {
  adminEndpoints,
  billingEndpoints,
  contactsEndpoints,
  customFieldsEndpoints,
  financesEndpoints,
  discussionEndpoints,
  fromQuoteEndpoints,
  lessonsEndpoints,
  milestonesEndpoints,
  invoicesEndpoints,
  pricingConfigsEndpoints,
  profileEndpoints,
  reportsEndpoints,
  projectsEndpoints,
  quotesEndpoints,
  quoteTemplatesEndpoints,
  risksEndpoints,
  rateProfilesEndpoints,
  rolesEndpoints,
  salariesEndpoints,
  scopeEndpoints,
  tasksEndpoints,
  teamsEndpoints,
  timeMaterialEndpoints,
  timesheetEndpoints,
  timesheetTimerEndpoints,
  holidaysEndpoints,
  webhooksEndpoints,
  importsEndpoints,
  type ErrorBody,
} from '@keel/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../demo/demo-workspace';
import type { EndpointRoute } from '../lib/route';
import { routes } from '../routes';
import { startTestServer, type TestServer } from '../test/test-server';
import { insertUser } from '../modules/auth';
import { multipartFile } from '../modules/tasks/tasks.matrix-examples';
import { quoteWithNewerRevision } from '../modules/quotes/from-quote.matrix-examples';
import { reportBatteryFigure } from './battery-figures';
import { getBillingSettings } from '../modules/billing';
import { matrixImport } from '../modules/imports/imports.matrix-examples';
import { BILLED_CLIENT, completeBillingSettings } from '../modules/invoices/invoices.test-fixtures';

/**
 * The concurrency battery (foundation issue item 1, security issue 2): for
 * every route whose body or query carries a `version`, 20 requests with the
 * same version at once - on SQLite, and on PostgreSQL where each request has
 * its own connection - must give exactly one success; the others a 409
 * (updates: the version moved on) or "gone" (deletes: a 404; on a project
 * route a 403, as the route answers for any project that does not exist);
 * where the module audits, exactly one audit entry. The route table is
 * enumerated, so a new versioned route without a case here fails the test
 * by name. A write without its version is a 400 naming `version`.
 */

const BURST = 20;
const DB = process.env.KEEL_TEST_DB ?? 'sqlite';

type AnyEndpoint = EndpointRoute['endpoint'];

/** One prepared record and the request that changes it. */
interface Prepared {
  as: DemoAccountKey;
  /** Path parameters in the order the path names them (ids; a week's Monday). */
  params: Array<number | string>;
  /** The version the request sends (body or `?version=`). */
  version: number;
  /** The body without its version (the battery adds it). */
  body?: Record<string, unknown>;
  /** What the audit log calls the record, when the module audits its changes. */
  audit?: { entityType: string; entityId: number };
  /** Rows of a history the change appends to (e.g. the RAG history): exactly one more. */
  history?: { table: string; where: Record<string, number> };
}

interface SaveCase {
  label: string;
  prepare(server: TestServer): Promise<Prepared>;
  /**
   * Whether the route deletes the record (the losers find it gone) rather
   * than changing it (the losers get 409); by default, whether it is a
   * DELETE. SPEC deletes a rate profile with a POST and deletes a markup
   * entry (a change of its config) with a DELETE.
   */
  deletesRecord?: boolean;
  /**
   * A repeat of the winning save answers the saved record again rather than
   * 409 (an import's commit, idempotent by contract): every request of the
   * burst answers 2xx with the same record, and the save happens once (its
   * `history` grows by exactly one row).
   */
  idempotent?: boolean;
}

/** Does a request part's schema carry a `version` field? */
function carriesVersion(schema: unknown): boolean {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return false;
  switch (def.type) {
    case 'object':
      return 'version' in (def.shape as Record<string, unknown>);
    case 'pipe':
      return carriesVersion(def.in) || carriesVersion(def.out);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return carriesVersion(def.innerType);
    case 'union':
      return (def.options as unknown[]).some(carriesVersion);
    case 'intersection':
      return carriesVersion(def.left) || carriesVersion(def.right);
    default:
      return false;
  }
}

function versionIn(endpoint: AnyEndpoint): 'body' | 'query' | null {
  if (carriesVersion(endpoint.body)) return 'body';
  if (carriesVersion(endpoint.query)) return 'query';
  return null;
}

/** `/api/roles/{roleId}` with [7] -> `/api/roles/7` (parameters in path order, whatever their names). */
function fill(path: string, params: readonly (number | string)[]): string {
  let index = 0;
  return path.replace(/\{\w+\}/g, () => {
    const value = params[index++];
    if (value === undefined) throw new Error(`missing a path parameter for ${path}`);
    return String(value);
  });
}

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++counter}`;

async function created<T>(
  server: TestServer,
  as: DemoAccountKey,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await server.call<T>(as, 'POST', path, body);
  if (response.status !== 200 && response.status !== 201)
    throw new Error(`POST ${path} failed: ${response.status} ${response.text}`);
  return response.body;
}

async function freshUser(server: TestServer, status: 'active' | 'disabled' = 'active') {
  const name = unique('Concurrent User');
  return insertUser(
    server.knex,
    { email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`, name, status },
    server.clock.now,
  );
}

async function versionOf(server: TestServer, table: string, id: number): Promise<number> {
  const row = await server.knex(table).where({ id }).first<{ version: number }>('version');
  return Number(row.version);
}

async function projectOne(server: TestServer): Promise<number> {
  return server.idOf('projects', { code: 'KEEL-001' });
}

/** A record to race on: the path parameters that name it (its own id last) and its version. */
interface Target {
  params: Array<number | string>;
  version: number;
}

/** A record made by a POST of `as`, named by its id alone. */
async function createdTarget(
  server: TestServer,
  as: DemoAccountKey,
  path: string,
  body: unknown,
): Promise<Target & { id: number }> {
  const { id, version } = await created<{ id: number; version: number }>(server, as, path, body);
  return { id, version, params: [id] };
}

/**
 * A maker of fresh records: each call POSTs `fields` to `path` as `as`, under
 * a name of its own (`prefix` and a counter).
 */
const namedTarget =
  (as: DemoAccountKey, path: string, prefix: string, fields: Record<string, unknown> = {}) =>
  (server: TestServer) =>
    createdTarget(server, as, path, { name: unique(prefix), ...fields });

/** A record made by a POST of the pm's under a project, named by the project and its id. */
async function projectTarget(
  server: TestServer,
  projectId: number,
  path: string,
  body: unknown,
): Promise<Target & { projectId: number; id: number }> {
  const { id, version } = await created<{ id: number; version: number }>(
    server,
    'pm',
    `/api/projects/${projectId}/${path}`,
    body,
  );
  return { projectId, id, version, params: [projectId, id] };
}

async function userTarget(server: TestServer, status: 'active' | 'disabled'): Promise<Target> {
  const id = await freshUser(server, status);
  return { params: [id], version: await versionOf(server, 'users', id) };
}

const activeUser = (server: TestServer) => userTarget(server, 'active');
const disabledUser = (server: TestServer) => userTarget(server, 'disabled');

/** A new project of the admin's (a fresh version for every burst). */
const newProject = namedTarget('admin', '/api/projects', 'Concurrent project');

const customField = namedTarget('admin', '/api/custom-fields', 'Concurrent field', {
  type: 'text',
});

const role = namedTarget('admin', '/api/roles', 'Concurrent role', { flags: ['readTeams'] });

const team = namedTarget('admin', '/api/teams', 'Concurrent team');

/** A holiday on a date of its own (2080 onwards, one day per call). */
async function holiday(server: TestServer) {
  const date = new Date(Date.UTC(2080, 0, 1) + ++counter * 86_400_000).toISOString().slice(0, 10);
  return createdTarget(server, 'admin', '/api/holidays', {
    date,
    name: unique('Concurrent holiday'),
  });
}

const salaryGroup = namedTarget('admin', '/api/salary-groups', 'Concurrent group');

const employee = async (server: TestServer) =>
  createdTarget(server, 'admin', '/api/employees', {
    userId: await freshUser(server),
    employmentStart: '2024-01-01',
  });

const timesheetLock = (server: TestServer) =>
  createdTarget(server, 'admin', '/api/timesheet/locks', { lockDate: '2002-01-01' });

const timesheetTask = namedTarget('admin', '/api/timesheet/tasks', 'Concurrent timesheet task');

/** A thread of the pm's on KEEL-001. */
async function thread(server: TestServer) {
  return projectTarget(server, await projectOne(server), 'discussion/threads', {
    title: unique('Concurrent thread'),
    body: 'Hello',
  });
}

async function comment(server: TestServer): Promise<Target> {
  const { projectId, id: threadId } = await thread(server);
  const body = await created<{ id: number; version: number }>(
    server,
    'pm',
    `/api/projects/${projectId}/discussion/threads/${threadId}/comments`,
    { body: 'A reply' },
  );
  return { params: [projectId, threadId, body.id], version: body.version };
}

let rateDay = 0;
/** A fresh exchange rate (a day of its own) entered by the finance account. */
async function exchangeRate(server: TestServer) {
  const day = new Date(Date.UTC(2010, 0, 1 + ++rateDay)).toISOString().slice(0, 10);
  return createdTarget(server, 'finance', '/api/finances/exchange-rates', {
    currency: 'GBP',
    rate: '1.17',
    effectiveFrom: day,
  });
}

/** A fresh risk in a fresh project of the pm's. */
async function riskItem(server: TestServer) {
  const project = await created<{ id: number }>(server, 'pm', '/api/projects', {
    name: unique('Concurrent risk project'),
  });
  return projectTarget(server, project.id, 'risks', {
    title: unique('Concurrent risk'),
    probability: 2,
    impact: 2,
  });
}

/** A fresh directory contact of the pm's. */
const contact = namedTarget('pm', '/api/contacts', 'Concurrent contact');

/** A webhook of the admin's to a public host name (no worker runs here: nothing is sent). */
const WEBHOOK = { url: 'https://hooks.example.com/concurrent', events: ['task.created'] };
const webhook = (server: TestServer) => createdTarget(server, 'admin', '/api/webhooks', WEBHOOK);

/** A fresh import of one contact row (version 1, not committed), of the admin's. */
async function importOfOneRow(server: TestServer) {
  const id = await matrixImport(server);
  return { id, version: 1, params: [id] };
}

/** A fresh draft quote of the pm's, with one line. */
const quote = namedTarget('pm', '/api/quotes', 'Concurrent quote', {
  lineItems: [{ role: 'Developer', minutes: 60, rate: 9_000 }],
});

const quoteTemplate = namedTarget('pm', '/api/quote-templates', 'Concurrent template');

/** A fresh rate profile of the finance account's. */
const rateProfile = namedTarget('finance', '/api/quotes/rates', 'Concurrent rates', {
  currency: 'EUR',
  roles: [{ role: 'Analyst', hourlyRate: 8_000 }],
});

/** A fresh draft of the pm's on KEEL-001, published (and shared by a link) when asked. */
async function statusReport(
  server: TestServer,
  state: 'draft' | 'published' | 'shared' = 'draft',
): Promise<Target> {
  const projectId = await projectOne(server);
  const base = `/api/projects/${projectId}/reports`;
  const day = String((++counter % 28) + 1).padStart(2, '0');
  let report = await created<{ id: number; version: number }>(server, 'pm', base, {
    periodEnd: `2031-06-${day}`,
  });
  if (state !== 'draft')
    report = await created(server, 'pm', `${base}/${report.id}/publish`, {
      version: report.version,
    });
  if (state === 'shared')
    report = {
      id: report.id,
      version: (
        await created<{ version: number }>(server, 'pm', `${base}/${report.id}/public-link`, {
          version: report.version,
        })
      ).version,
    };
  return { params: [projectId, report.id], version: report.version };
}

const MARKUP = { label: 'Markup', kind: 'percent', value: 10, appliesTo: 'subtotal' };

/** A fresh pricing config with two markup entries. */
async function pricingConfig(server: TestServer) {
  return created<{ id: number; version: number; markups: Array<Record<string, unknown>> }>(
    server,
    'finance',
    '/api/quotes/configs',
    {
      name: unique('Concurrent pricing'),
      markups: [
        { ...MARKUP, label: 'First' },
        { ...MARKUP, label: 'Second', appliesTo: 'labour' },
      ],
    },
  );
}

async function pricingConfigTarget(server: TestServer): Promise<Target> {
  const c = await pricingConfig(server);
  return { params: [c.id], version: c.version };
}

/** A fresh pricing config, named with one of its markup entries. */
async function markupEntry(server: TestServer, index: number): Promise<Target> {
  const c = await pricingConfig(server);
  return { params: [c.id, index], version: c.version };
}

const TM_CONTRACT = {
  periodStart: '2031-01-01',
  periodEnd: '2031-12-31',
  currency: 'EUR',
  capAmount: 1_000_000,
  capMinutes: null,
};

/** A fresh time and material contract of the pm's on KEEL-001. */
async function tmContract(server: TestServer) {
  return projectTarget(server, await projectOne(server), 'time-material', {
    ...TM_CONTRACT,
    name: unique('Concurrent T&M contract'),
  });
}

/** A fresh contract whose public link was rotated (there is one to revoke). */
async function tmSharedContract(server: TestServer): Promise<Target> {
  const c = await tmContract(server);
  const rotated = await created<{ contract: { version: number } }>(
    server,
    'pm',
    `/api/projects/${c.projectId}/time-material/${c.id}/stakeholder-token`,
    { version: c.version },
  );
  return { params: c.params, version: rotated.contract.version };
}

/** A resource (the member) of a fresh contract. */
async function tmResource(server: TestServer): Promise<Target> {
  const c = await tmContract(server);
  const body = await created<{ id: number; version: number }>(
    server,
    'pm',
    `/api/projects/${c.projectId}/time-material/${c.id}/resources`,
    { userId: await server.idOf('users', { email: 'member@example.com' }), hourlyRate: 10_000 },
  );
  return { params: [c.projectId, c.id, body.id], version: body.version };
}

/** A proposed change request of the pm's in a project of its own (approvals move that budget only). */
async function scopeItem(server: TestServer) {
  const project = await created<{ id: number }>(server, 'pm', '/api/projects', {
    name: unique('Concurrent scope project'),
    budgetAmount: 100_000,
    budgetMinutes: 600,
  });
  return projectTarget(server, project.id, 'scopes', {
    title: unique('Concurrent change'),
    type: 'change',
    effortMinutes: 60,
    priceAmount: 1_000,
  });
}

/** A fresh export template of the admin's. */
const exportTemplate = namedTarget(
  'admin',
  '/api/timesheet/export-templates',
  'Concurrent export template',
  { format: 'csv', columns: ['date', 'hours'] },
);

/** A time entry of the member's on a day of its own (an Internal timesheet task). */
let entryDay = 0;
async function timeEntry(server: TestServer) {
  const date = new Date(Date.UTC(2032, 0, 1) + ++entryDay * 86_400_000).toISOString().slice(0, 10);
  return createdTarget(server, 'member', '/api/timesheet/entries', {
    date,
    timesheetTaskId: await server.idOf('timesheet_tasks', { kind: 'internal' }),
    minutes: 60,
  });
}

/** The member's running timer, just started (a timer already running is stopped by it). */
async function runningTimer(server: TestServer): Promise<Target> {
  const started = await created<{ timer: { version: number } }>(
    server,
    'member',
    '/api/timesheet/timer/start',
    { timesheetTaskId: await server.idOf('timesheet_tasks', { kind: 'internal' }) },
  );
  return { params: [], version: started.timer.version };
}

/** A week of the member's on a Monday of its own, submitted (and then rejected when asked). */
let weekCount = 0;
async function timesheetWeek(server: TestServer, rejected = false): Promise<Target> {
  const userId = await server.idOf('users', { email: 'member@example.com' });
  const weekStart = new Date(Date.UTC(2036, 0, 7) + ++weekCount * 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const path = `/api/timesheet/weeks/${userId}/${weekStart}`;
  let week = await created<{ version: number }>(server, 'member', `${path}/submit`, {
    version: null,
  });
  if (rejected)
    week = await created<{ version: number }>(server, 'admin', `${path}/reject`, {
      version: week.version,
      comment: 'Not yet',
    });
  return { params: [userId, weekStart], version: week.version };
}

const submittedWeek = (server: TestServer) => timesheetWeek(server);
const rejectedWeek = (server: TestServer) => timesheetWeek(server, true);

/** A fresh task of the pm's in KEEL-001 (with a second one in its column, for moves). */
async function task(server: TestServer) {
  const projectId = await projectOne(server);
  const made = await createdTarget(server, 'pm', '/api/tasks', {
    projectId,
    name: unique('Concurrent task'),
  });
  await created(server, 'pm', '/api/tasks', { projectId, name: unique('Neighbour task') });
  return made;
}

/** A fresh milestone of KEEL-001 (the pm manages it). */
async function milestone(server: TestServer) {
  return projectTarget(server, await projectOne(server), 'milestones', {
    name: unique('Concurrent milestone'),
    dueDate: '2026-05-15',
  });
}

/**
 * A fresh draft invoice of KEEL-001 by Finance, with a client and a line; issued when asked.
 * The billing settings and the client carry what an EN 16931 invoice needs to be issued
 * (filled again each time: the billing settings' own race may have changed them).
 */
async function invoice(server: TestServer, issued = false): Promise<Target & { id: number }> {
  await completeBillingSettings(server);
  const contact = await created<{ id: number }>(server, 'admin', '/api/contacts', {
    ...BILLED_CLIENT,
    name: unique('Concurrent client'),
  });
  const made = await createdTarget(server, 'finance', '/api/invoices', {
    projectId: await projectOne(server),
    clientContactId: contact.id,
    lines: [{ description: 'Work', unitKind: 'units', quantity: 1, unitPrice: 1000, taxRate: 0 }],
  });
  if (!issued) return made;
  const done = await created<{ version: number }>(
    server,
    'finance',
    `/api/invoices/${made.id}/issue`,
    { version: made.version },
  );
  return { ...made, version: done.version };
}

/** A comment or todo (`kind`) of the pm's on a fresh task. */
async function onTask(server: TestServer, kind: 'comments' | 'todos'): Promise<Target> {
  const { id: taskId } = await task(server);
  const body = await created<{ id: number; version: number }>(
    server,
    'pm',
    `/api/tasks/${taskId}/${kind}`,
    { body: kind === 'comments' ? 'A comment' : 'A todo' },
  );
  return { params: [taskId, body.id], version: body.version };
}

/** A dependency between two fresh tasks (the pm's), named from its successor. */
async function taskDependency(server: TestServer): Promise<Target> {
  const { id: predecessorId } = await task(server);
  const { id: taskId } = await task(server);
  const body = await created<{ id: number; version: number }>(
    server,
    'pm',
    `/api/tasks/${taskId}/dependencies`,
    { predecessorId, type: 'FS', lagDays: 0 },
  );
  return { params: [taskId, body.id], version: body.version };
}

/** A fresh task with an attachment of the pm's. */
async function taskAttachment(server: TestServer): Promise<Target> {
  const { id: taskId } = await task(server);
  const upload = await server.request<{ id: number; version: number }>(
    'POST',
    `/api/tasks/${taskId}/attachments`,
    { cookie: await server.cookieOf('pm'), ...multipartFile('a.txt', 'Concurrent file') },
  );
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${upload.text}`);
  return { params: [taskId, upload.body.id], version: upload.body.version };
}

/** A fresh lesson of the pm's on KEEL-001 (the pm manages it). */
async function lessonOf(server: TestServer) {
  return projectTarget(server, await projectOne(server), 'lessons', {
    title: unique('Concurrent lesson'),
    category: 'planning',
    impact: 'positive',
    tags: ['a'],
  });
}

/** A project made from a quote whose newer revision waits to be applied. */
async function fromQuote(server: TestServer): Promise<Target> {
  const { quoteId, version } = await quoteWithNewerRevision(server, 'pm');
  return { params: [quoteId], version };
}

type Body = Record<string, unknown>;

/**
 * A case: `as` races on a fresh record of `make`'s. `body` is the request's
 * body without its version (a function when it depends on the record);
 * `audit` the entity type the audit log files the record under; `history`
 * the table (and the column naming the record) the change appends one row to.
 */
function raceOn<T extends Target>(
  label: string,
  as: DemoAccountKey,
  make: (server: TestServer) => Promise<T>,
  options: {
    body?: Body | ((record: T, server: TestServer) => Body | Promise<Body>);
    audit?: string;
    history?: [table: string, column: string];
    deletesRecord?: boolean;
    idempotent?: boolean;
  } = {},
): SaveCase {
  const { body, audit, history, deletesRecord, idempotent } = options;
  return {
    label,
    deletesRecord,
    idempotent,
    async prepare(server) {
      const record = await make(server);
      const id = record.params.at(-1) as number;
      return {
        as,
        params: record.params,
        version: record.version,
        body: typeof body === 'function' ? await body(record, server) : body,
        ...(audit ? { audit: { entityType: audit, entityId: id } } : {}),
        ...(history ? { history: { table: history[0], where: { [history[1]]: id } } } : {}),
      };
    },
  };
}

/** A task case (the pm on a fresh task); a change is one entry of the task's updates unless told. */
function taskCase(label: string, body: Body | undefined, history = true): SaveCase {
  return raceOn(`tasks: ${label}`, 'pm', task, {
    body,
    history: history ? ['task_updates', 'task_id'] : undefined,
  });
}

const RAG_ENTRY = { status: 'amber', comment: 'Supplier late' };
const REPORT_RAG_ENTRY = { status: 'amber', comment: 'Concurrent' };

/**
 * The cases, by endpoint descriptor (not by path string, so a renamed path
 * parameter keeps its case).
 */
const CASES = new Map<AnyEndpoint, SaveCase>([
  [
    adminEndpoints.updateUser,
    raceOn('admin users: update', 'admin', activeUser, {
      body: { name: 'Renamed User', initials: 'RU', color: '#336699', roleIds: [], teamIds: [] },
      audit: 'user',
    }),
  ],
  [
    adminEndpoints.disableUser,
    raceOn('admin users: disable', 'admin', activeUser, { body: {}, audit: 'user' }),
  ],
  [
    adminEndpoints.enableUser,
    raceOn('admin users: enable', 'admin', disabledUser, { body: {}, audit: 'user' }),
  ],
  [
    profileEndpoints.update,
    {
      label: 'profile: update',
      async prepare(server) {
        const profile = await server.call<{ version: number; color: string }>(
          'member',
          'GET',
          '/api/users/current/profile',
        );
        return {
          as: 'member',
          params: [],
          version: profile.body.version,
          body: { name: unique('Max Member'), initials: 'MM', color: profile.body.color },
        };
      },
    },
  ],
  [
    rolesEndpoints.update,
    raceOn('roles: update', 'admin', role, {
      body: () => ({ name: unique('Renamed role'), flags: ['readTeams', 'manageTeams'] }),
      audit: 'role',
    }),
  ],
  [rolesEndpoints.remove, raceOn('roles: delete', 'admin', role, { audit: 'role' })],
  [
    scopeEndpoints.update,
    raceOn('scope: change an item', 'pm', scopeItem, {
      body: () => ({ title: unique('Renamed scope item'), type: 'change', effortMinutes: 30 }),
    }),
  ],
  [scopeEndpoints.remove, raceOn('scope: delete an item', 'pm', scopeItem)],
  [
    scopeEndpoints.decide,
    raceOn('scope: approve a change request (the budget moves once)', 'pm', scopeItem, {
      body: { decision: 'approved', note: 'Go' },
      history: ['project_budget_changes', 'scope_item_id'],
    }),
  ],
  [
    teamsEndpoints.update,
    raceOn('teams: update', 'admin', team, {
      body: () => ({ name: unique('Renamed team') }),
      audit: 'team',
    }),
  ],
  [teamsEndpoints.remove, raceOn('teams: delete', 'admin', team, { audit: 'team' })],
  [
    holidaysEndpoints.update,
    raceOn('holidays: update', 'admin', holiday, { body: { date: '2079-12-31', name: 'Moved' } }),
  ],
  [holidaysEndpoints.remove, raceOn('holidays: delete', 'admin', holiday)],
  [
    salariesEndpoints.updateGroup,
    raceOn('salary groups: update', 'admin', salaryGroup, {
      body: () => ({
        name: unique('Renamed group'),
        rates: [{ effectiveFrom: '2024-01-01', hourlyRate: { amount: 5000, currency: 'EUR' } }],
      }),
      audit: 'salaryGroup',
    }),
  ],
  [
    salariesEndpoints.removeGroup,
    raceOn('salary groups: delete', 'admin', salaryGroup, { audit: 'salaryGroup' }),
  ],
  [
    salariesEndpoints.updateEmployee,
    raceOn('employees: update', 'admin', employee, {
      body: { employmentStart: '2024-02-01', standardMinutesPerDay: 420 },
      audit: 'employee',
    }),
  ],
  [
    salariesEndpoints.removeEmployee,
    raceOn('employees: delete', 'admin', employee, { audit: 'employee' }),
  ],
  [
    projectsEndpoints.update,
    raceOn('projects: update', 'admin', newProject, {
      body: () => ({ name: unique('Renamed project'), archived: true }),
    }),
  ],
  [
    projectsEndpoints.updateRag,
    raceOn('project RAG: update', 'admin', newProject, {
      body: { overall: RAG_ENTRY, schedule: RAG_ENTRY, budget: RAG_ENTRY, scope: RAG_ENTRY },
      history: ['project_rag_changes', 'project_id'],
    }),
  ],
  [
    projectsEndpoints.saveTimesheetSettings,
    raceOn('project timesheet settings: save', 'admin', newProject, {
      body: {
        loggingAllowed: false,
        logTarget: 'tasksAndProject',
        notesRequired: true,
        billableByDefault: false,
      },
    }),
  ],
  [projectsEndpoints.remove, raceOn('projects: delete', 'admin', newProject)],
  [customFieldsEndpoints.remove, raceOn('custom fields: delete', 'admin', customField)],
  [
    customFieldsEndpoints.update,
    raceOn('custom fields: update', 'admin', customField, {
      body: () => ({ name: unique('Renamed field'), type: 'text' }),
    }),
  ],
  [
    discussionEndpoints.updateThread,
    raceOn('discussion threads: update', 'pm', thread, {
      body: () => ({ title: unique('Edited thread'), body: 'Edited' }),
    }),
  ],
  [discussionEndpoints.deleteThread, raceOn('discussion threads: delete', 'pm', thread)],
  [
    discussionEndpoints.updateComment,
    raceOn('discussion comments: update', 'pm', comment, { body: { body: 'Edited reply' } }),
  ],
  [discussionEndpoints.deleteComment, raceOn('discussion comments: delete', 'pm', comment)],
  [tasksEndpoints.remove, taskCase('delete', undefined, false)],
  [tasksEndpoints.updateName, taskCase('rename', { name: 'Renamed at once' })],
  [tasksEndpoints.updateStatus, taskCase('status', { status: 'blocked' })],
  [tasksEndpoints.updateSchedule, taskCase('schedule', { startDate: null, dueDate: '2026-05-01' })],
  [tasksEndpoints.updateWorkEstimation, taskCase('work estimation', { workEstimation: 30 })],
  [
    tasksEndpoints.updateAssignee,
    taskCase('assignee', { assigneeId: null, assigneeTeamId: null }, false),
  ],
  [
    tasksEndpoints.updateMilestone,
    raceOn('tasks: milestone', 'pm', task, {
      body: async (_task, server) => ({ milestoneId: (await milestone(server)).id }),
      history: ['task_updates', 'task_id'],
    }),
  ],
  [
    milestonesEndpoints.update,
    raceOn('milestones: update', 'pm', milestone, {
      body: { name: 'Reached at once', dueDate: '2026-05-29', status: 'reached' },
    }),
  ],
  [milestonesEndpoints.remove, raceOn('milestones: delete', 'pm', milestone)],
  [
    invoicesEndpoints.update,
    raceOn('invoices: update a draft', 'finance', (server) => invoice(server), {
      body: { clientContactId: null, paymentTermsDays: 10, notes: 'At once', lines: [] },
    }),
  ],
  [
    invoicesEndpoints.remove,
    raceOn('invoices: delete a draft', 'finance', (server) => invoice(server)),
  ],
  [invoicesEndpoints.issue, raceOn('invoices: issue', 'finance', (server) => invoice(server))],
  [
    invoicesEndpoints.void,
    raceOn('invoices: void', 'finance', (server) => invoice(server, true), {
      body: { reason: 'At once' },
    }),
  ],
  [tasksEndpoints.updateIndex, taskCase('index', { position: 0 })],
  [tasksEndpoints.updatePlacement, taskCase('placement', { status: 'inReview', position: 0 })],
  [
    tasksEndpoints.updateDetails,
    taskCase('details', { description: 'd', domain: null, priority: 'normal', labels: [] }, false),
  ],
  [
    tasksEndpoints.updateComment,
    raceOn('task comments: update', 'pm', (server) => onTask(server, 'comments'), {
      body: { body: 'Edited at once' },
    }),
  ],
  [
    tasksEndpoints.deleteComment,
    raceOn('task comments: delete', 'pm', (server) => onTask(server, 'comments')),
  ],
  [tasksEndpoints.deleteDependency, raceOn('task dependencies: delete', 'pm', taskDependency)],
  [tasksEndpoints.deleteAttachment, raceOn('task attachments: delete', 'pm', taskAttachment)],
  [
    tasksEndpoints.updateTodo,
    raceOn('task todos: tick', 'pm', (server) => onTask(server, 'todos'), {
      body: { body: 'A todo', done: true },
    }),
  ],
  [
    tasksEndpoints.deleteTodo,
    raceOn('task todos: delete', 'pm', (server) => onTask(server, 'todos')),
  ],
  [
    timesheetEndpoints.updateEntry,
    raceOn('time entries: update', 'member', timeEntry, {
      body: async (_entry, server) => ({
        date: '2032-12-31',
        timesheetTaskId: await server.idOf('timesheet_tasks', { kind: 'internal' }),
        minutes: 30,
      }),
    }),
  ],
  [timesheetEndpoints.removeEntry, raceOn('time entries: delete', 'member', timeEntry)],
  // Stopping deletes the timer (and writes its entry once): the losers find none running (404).
  [
    timesheetTimerEndpoints.stop,
    raceOn('running timer: stop', 'member', runningTimer, { deletesRecord: true }),
  ],
  [timesheetTimerEndpoints.discard, raceOn('running timer: discard', 'member', runningTimer)],
  [
    timesheetEndpoints.removeLock,
    raceOn('timesheet locks: lift', 'admin', timesheetLock, { audit: 'timesheetLock' }),
  ],
  [timesheetEndpoints.submitWeek, raceOn('timesheet weeks: resubmit', 'member', rejectedWeek)],
  [
    timesheetEndpoints.approveWeek,
    raceOn('timesheet weeks: approve', 'admin', submittedWeek, { body: { comment: 'Fine' } }),
  ],
  [
    timesheetEndpoints.rejectWeek,
    raceOn('timesheet weeks: reject', 'admin', submittedWeek, { body: { comment: 'Missing' } }),
  ],
  [timesheetEndpoints.reopenWeek, raceOn('timesheet weeks: withdraw', 'member', submittedWeek)],
  [
    timesheetEndpoints.updateTask,
    raceOn('timesheet tasks: rename', 'admin', timesheetTask, {
      body: () => ({ name: unique('Renamed timesheet task'), active: true }),
      audit: 'timesheetTask',
    }),
  ],
  [
    timesheetEndpoints.updateExportTemplate,
    raceOn('timesheet export templates: change', 'admin', exportTemplate, {
      body: () => ({ name: unique('Renamed export template'), format: 'xlsx', columns: ['user'] }),
      audit: 'timesheetExportTemplate',
    }),
  ],
  [
    timesheetEndpoints.removeExportTemplate,
    raceOn('timesheet export templates: delete', 'admin', exportTemplate, {
      audit: 'timesheetExportTemplate',
    }),
  ],
  [
    timeMaterialEndpoints.update,
    raceOn('time and material: change a contract', 'pm', tmContract, {
      body: () => ({ ...TM_CONTRACT, name: unique('Renamed T&M contract') }),
    }),
  ],
  [timeMaterialEndpoints.remove, raceOn('time and material: delete a contract', 'pm', tmContract)],
  [
    timeMaterialEndpoints.updateResource,
    raceOn('time and material: change a resource', 'pm', tmResource, {
      body: { hourlyRate: 11_000, capMinutes: 600 },
    }),
  ],
  [
    timeMaterialEndpoints.removeResource,
    raceOn('time and material: remove a resource', 'pm', tmResource),
  ],
  [
    timeMaterialEndpoints.rotateStakeholderToken,
    raceOn('time and material: rotate the public link', 'pm', tmContract, { body: {} }),
  ],
  [
    timeMaterialEndpoints.revokeStakeholderToken,
    raceOn('time and material: revoke the public link', 'pm', tmSharedContract),
  ],
  [
    rateProfilesEndpoints.save,
    {
      label: 'rate profiles: replace a profile',
      async prepare(server) {
        const p = await rateProfile(server);
        return {
          as: 'finance',
          params: [],
          version: p.version,
          body: {
            id: p.id,
            name: unique('Concurrent rates renamed'),
            currency: 'EUR',
            roles: [{ role: 'Analyst', hourlyRate: 9_000 }],
          },
        };
      },
    },
  ],
  [
    rateProfilesEndpoints.remove,
    raceOn('rate profiles: delete a profile (a POST)', 'finance', rateProfile, {
      body: {},
      deletesRecord: true,
    }),
  ],
  [
    pricingConfigsEndpoints.update,
    {
      label: 'pricing configs: reorder the markups',
      async prepare(server) {
        const c = await pricingConfig(server);
        return {
          as: 'finance',
          params: [c.id],
          version: c.version,
          // The list as written: an entry read carries its `index`, which an input does not.
          body: { markups: [...c.markups].reverse().map(({ index: _index, ...entry }) => entry) },
        };
      },
    },
  ],
  [
    pricingConfigsEndpoints.remove,
    raceOn('pricing configs: delete a config', 'finance', pricingConfigTarget),
  ],
  [
    pricingConfigsEndpoints.addMarkup,
    raceOn('pricing configs: add a markup entry at 0', 'finance', pricingConfigTarget, {
      body: { ...MARKUP, label: 'Added', index: 0 },
    }),
  ],
  [
    pricingConfigsEndpoints.updateMarkup,
    raceOn(
      'pricing configs: replace the markup entry at 1',
      'finance',
      (server) => markupEntry(server, 1),
      { body: { ...MARKUP, label: 'Replaced', value: 7.5 } },
    ),
  ],
  [
    pricingConfigsEndpoints.removeMarkup,
    raceOn(
      'pricing configs: delete the markup entry at 0 (the config stays)',
      'finance',
      (server) => markupEntry(server, 0),
      { deletesRecord: false },
    ),
  ],
  [
    quotesEndpoints.update,
    raceOn('quote: change the draft', 'pm', quote, { body: () => ({ name: unique('Quote') }) }),
  ],
  [quotesEndpoints.remove, raceOn('quote: delete', 'pm', quote)],
  [
    quotesEndpoints.createRevision,
    raceOn('quote: freeze a revision', 'pm', quote, {
      body: { note: 'Concurrent' },
      history: ['quote_revisions', 'quote_id'],
    }),
  ],
  [quotesEndpoints.status, raceOn('quote: send', 'pm', quote, { body: { status: 'sent' } })],
  [quotesEndpoints.archive, raceOn('quote: archive', 'pm', quote, { body: { archived: true } })],
  [
    quoteTemplatesEndpoints.update,
    raceOn('quote template: change', 'pm', quoteTemplate, {
      body: () => ({ name: unique('Template') }),
    }),
  ],
  [quoteTemplatesEndpoints.remove, raceOn('quote template: delete', 'pm', quoteTemplate)],
  [
    fromQuoteEndpoints.update,
    raceOn('project from a quote: apply a newer revision', 'pm', fromQuote, {
      body: { budget: true },
    }),
  ],
  [
    risksEndpoints.update,
    raceOn('risks: change an item (one history entry)', 'pm', riskItem, {
      body: () => ({ title: unique('Raised risk'), probability: 5, impact: 5 }),
      history: ['risk_history', 'risk_id'],
    }),
  ],
  [risksEndpoints.remove, raceOn('risks: delete an item', 'pm', riskItem)],
  // status reports: a draft's edit, delete and publishing; a published report's link
  [
    reportsEndpoints.update,
    raceOn('status reports: edit a draft', 'pm', statusReport, {
      body: () => ({
        periodStart: '2031-05-01',
        periodEnd: '2031-05-14',
        rag: {
          overall: REPORT_RAG_ENTRY,
          schedule: REPORT_RAG_ENTRY,
          budget: REPORT_RAG_ENTRY,
          scope: REPORT_RAG_ENTRY,
        },
        summary: unique('Concurrent summary'),
        topRiskIds: [],
      }),
    }),
  ],
  [reportsEndpoints.remove, raceOn('status reports: delete a draft', 'pm', statusReport)],
  [
    reportsEndpoints.publish,
    raceOn('status reports: publish a draft', 'pm', statusReport, { body: {} }),
  ],
  [
    reportsEndpoints.createPublicLink,
    raceOn(
      'status reports: create the public link',
      'pm',
      (server) => statusReport(server, 'published'),
      { body: {} },
    ),
  ],
  [
    reportsEndpoints.revokePublicLink,
    raceOn('status reports: revoke the public link', 'pm', (server) =>
      statusReport(server, 'shared'),
    ),
  ],
  [
    lessonsEndpoints.update,
    raceOn('lessons: change a lesson', 'pm', lessonOf, {
      body: () => ({
        title: unique('Renamed lesson'),
        category: 'quality',
        impact: 'negative',
        tags: ['concurrency'],
      }),
    }),
  ],
  [lessonsEndpoints.remove, raceOn('lessons: delete a lesson', 'pm', lessonOf)],
  [
    contactsEndpoints.update,
    raceOn('contacts: update', 'pm', contact, {
      body: () => ({ name: unique('Renamed contact') }),
    }),
  ],
  [
    webhooksEndpoints.update,
    raceOn('webhooks: update', 'admin', webhook, {
      body: { ...WEBHOOK, events: ['task.updated'], projectId: null, active: false },
    }),
  ],
  [webhooksEndpoints.remove, raceOn('webhooks: delete', 'admin', webhook)],
  [
    importsEndpoints.update,
    raceOn('imports: set the mapping and locale', 'admin', importOfOneRow, {
      body: { locale: 'de' },
    }),
  ],
  [importsEndpoints.remove, raceOn('imports: discard', 'admin', importOfOneRow)],
  [
    importsEndpoints.commit,
    raceOn(
      'imports: commit (idempotent: one write, every repeat answers it)',
      'admin',
      importOfOneRow,
      {
        history: ['import_records', 'import_id'],
        idempotent: true,
      },
    ),
  ],
  [
    importsEndpoints.rollback,
    raceOn('imports: roll back', 'admin', async (server) => {
      const id = await matrixImport(server, 'committed');
      return { id, version: 1, params: [id] };
    }),
  ],
  [
    contactsEndpoints.remove,
    raceOn('contacts: delete (its project links go with it)', 'pm', contact),
  ],
  [
    billingEndpoints.updateSettings,
    raceOn(
      'billing: save the workspace settings (one row)',
      'admin',
      async (server) => ({
        params: [],
        version: (await getBillingSettings(server.deps)).version,
      }),
      {
        body: () => ({
          legalName: unique('Concurrent Consulting GmbH'),
          street: 'Hauptstraße 5',
          postcode: '10115',
          city: 'Berlin',
          countryCode: 'DE',
          taxId: 'DE123456789',
          email: 'billing@concurrent.example',
          iban: '',
          bic: '',
          bankName: '',
          paymentTermsDays: 14,
          defaultTaxRateBp: 1900,
        }),
      },
    ),
  ],
  [
    financesEndpoints.removeExchangeRate,
    raceOn('finances: delete an exchange rate', 'finance', exchangeRate),
  ],
]);

function versionedRoutes(): EndpointRoute[] {
  return routes.filter(
    (route): route is EndpointRoute =>
      route.kind === 'endpoint' && versionIn(route.endpoint) !== null,
  );
}

async function historyCount(server: TestServer, history: Prepared['history']): Promise<number> {
  if (!history) return 0;
  const row = await server
    .knex(history.table)
    .where(history.where)
    .count<{ count: number }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

async function auditCount(server: TestServer, audit: Prepared['audit']): Promise<number> {
  if (!audit) return 0;
  const row = await server
    .knex('audit_log')
    .where({ entity_type: audit.entityType, entity_id: audit.entityId })
    .count<{ count: number }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

/** The request of a case with a given version (`null`: without one). */
function requestOf(route: EndpointRoute, prepared: Prepared, version: number | null) {
  const where = versionIn(route.endpoint);
  let path = fill(route.path, prepared.params);
  let body: Record<string, unknown> | undefined = prepared.body;
  if (where === 'query' && version !== null) path += `?version=${version}`;
  if (where === 'body') body = { ...prepared.body, ...(version === null ? {} : { version }) };
  return { path, body };
}

describe(`concurrent saves with one version (${DB})`, () => {
  let server: TestServer;
  const figures: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    if (figures.length > 0)
      reportBatteryFigure(
        'concurrent saves',
        `${figures.length} routes raced:\n  ${figures.join('\n  ')}`,
      );
    await server.close();
  });

  it('has a case for every route whose body or query carries a version', () => {
    const routesWithVersion = versionedRoutes();
    const missing = routesWithVersion
      .filter((route) => !CASES.has(route.endpoint))
      .map((route) => `${route.method} ${route.path}`);
    expect(missing, 'versioned routes without a concurrency case').toEqual([]);
    // Every case belongs to a route of the table that carries a version.
    const stale = [...CASES.entries()]
      .filter(([endpoint]) => !routesWithVersion.some((route) => route.endpoint === endpoint))
      .map(([endpoint, c]) => `${c.label} (${endpoint.method} ${endpoint.path})`);
    expect(stale, 'cases whose route is gone or carries no version').toEqual([]);
    expect(routesWithVersion.length).toBeGreaterThanOrEqual(CASES.size);
  });

  for (const route of versionedRoutes()) {
    const saveCase = CASES.get(route.endpoint);
    if (!saveCase) continue;
    const isDelete = saveCase.deletesRecord ?? route.method === 'DELETE';

    it(`${saveCase.label} (${route.method} ${route.path}): of ${BURST} at once exactly one wins`, async () => {
      const prepared = await saveCase.prepare(server);
      const cookie = await server.cookieOf(prepared.as);
      const send = (version: number | null) => {
        const { path, body } = requestOf(route, prepared, version);
        return server.request<ErrorBody>(route.method, path, { cookie, body });
      };

      // A write without its version: 400 naming `version`, nothing written.
      const unversioned = await send(null);
      expect(unversioned.status, unversioned.text).toBe(400);
      expect(unversioned.body.errors).toHaveProperty(['version']);
      // A version the record does not have: 409, nothing written.
      const stale = await send(prepared.version + 1);
      expect(stale.status, stale.text).toBe(409);

      const auditBefore = await auditCount(server, prepared.audit);
      const historyBefore = await historyCount(server, prepared.history);
      const responses = await Promise.all(
        Array.from({ length: BURST }, () => send(prepared.version)),
      );
      const statuses = responses.map((r) => r.status);
      const won = statuses.filter((s) => s >= 200 && s < 300).length;
      const conflicts = statuses.filter((s) => s === 409).length;
      // A project route answers 403 for a project that does not exist (never "exists but hidden").
      // Task routes answer the same way for a task that does not exist.
      const isGone = (s: number) =>
        s === 404 ||
        (s === 403 && (route.permission.kind === 'project' || route.permission.kind === 'task'));
      const gone = statuses.filter(isGone).length;
      const auditEntries = (await auditCount(server, prepared.audit)) - auditBefore;
      const historyEntries = (await historyCount(server, prepared.history)) - historyBefore;
      figures.push(
        `${saveCase.label}: ${won} won / ` +
          (isDelete ? `${gone} × gone (404/403)` : `${conflicts} × 409`) +
          (prepared.audit
            ? ` / ${auditEntries} audit entr${auditEntries === 1 ? 'y' : 'ies'}`
            : '') +
          (prepared.history ? ` / ${historyEntries} × ${prepared.history.table}` : ''),
      );

      if (saveCase.idempotent) {
        expect(won, `statuses: ${statuses.join(',')}`).toBe(BURST);
        expect(new Set(responses.map((r) => r.text)).size).toBe(1);
        expect(historyEntries).toBe(1);
        return;
      }
      expect(won, `statuses: ${statuses.join(',')}`).toBe(1);
      // Updates: the version moved on (409 with the stored record). Deletes: the record is gone.
      if (isDelete) expect(gone, `statuses: ${statuses.join(',')}`).toBe(BURST - 1);
      else {
        expect(conflicts, `statuses: ${statuses.join(',')}`).toBe(BURST - 1);
        const conflict = responses.find((r) => r.status === 409);
        expect(conflict?.body.current).toMatchObject({ version: prepared.version + 1 });
      }
      if (prepared.audit) expect(auditEntries).toBe(1);
      if (prepared.history) expect(historyEntries).toBe(1);
    });
  }
});

/*
 * The approvals inbox's decision carries a version per week, inside `weeks`
 * (not at the top of the body, where the battery above looks): its own race.
 * 20 decisions over the same two weeks at once, by the team lead: exactly one
 * decides both; every other is a 409 naming a week, and nothing is decided
 * twice (one notification per week for its owner).
 */
describe(`concurrent decisions of the approvals inbox (${DB})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  it(`of ${BURST} decisions over the same weeks at once exactly one wins`, async () => {
    const first = await timesheetWeek(server);
    const second = await timesheetWeek(server);
    const [userId] = first.params as [number, string];
    const weeks = [first, second].map((week) => ({
      userId,
      weekStart: week.params[1] as string,
      version: week.version,
    }));
    const cookie = await server.cookieOf('pm');
    const decide = (decision: 'approve' | 'reject') =>
      server.request<ErrorBody>('POST', '/api/timesheet/approvals/decide', {
        cookie,
        body: { decision, comment: 'Concurrent', weeks },
      });
    const notified = () =>
      server.knex('notifications').where({ user_id: userId, kind: 'timesheetDecided' }).count();
    const before = Number(Object.values((await notified())[0] ?? {})[0] ?? 0);
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, i) => decide(i % 2 === 0 ? 'approve' : 'reject')),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length, `statuses: ${statuses.join(',')}`).toBe(1);
    expect(statuses.filter((s) => s === 409).length, `statuses: ${statuses.join(',')}`).toBe(
      BURST - 1,
    );
    for (const loser of responses.filter((r) => r.status === 409))
      expect(Object.keys(loser.body.errors ?? {})).toEqual([
        expect.stringMatching(/^weeks\.[01]$/),
      ]);
    const after = Number(Object.values((await notified())[0] ?? {})[0] ?? 0);
    expect(after - before).toBe(2);
    const stored = await server
      .knex('timesheet_weeks')
      .where({ user_id: userId })
      .whereIn(
        'week_start',
        weeks.map((w) => w.weekStart),
      )
      .orderBy('week_start')
      .select<Array<{ version: number }>>('version');
    expect(stored.map((row) => Number(row.version))).toEqual([
      weeks[0]!.version + 1,
      weeks[1]!.version + 1,
    ]);
  });
});
