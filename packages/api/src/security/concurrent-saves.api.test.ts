import {
  adminEndpoints,
  contactsEndpoints,
  customFieldsEndpoints,
  financesEndpoints,
  discussionEndpoints,
  fromQuoteEndpoints,
  lessonsEndpoints,
  milestonesEndpoints,
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
  holidaysEndpoints,
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

/** A new project of the admin's (a fresh version for every burst). */
async function newProject(server: TestServer) {
  return created<{ id: number; version: number }>(server, 'admin', '/api/projects', {
    name: unique('Concurrent project'),
  });
}

async function customField(server: TestServer) {
  return created<{ id: number; version: number }>(server, 'admin', '/api/custom-fields', {
    name: unique('Concurrent field'),
    type: 'text',
  });
}

async function thread(server: TestServer) {
  const projectId = await projectOne(server);
  const body = await created<{ id: number; version: number }>(
    server,
    'pm',
    `/api/projects/${projectId}/discussion/threads`,
    { title: unique('Concurrent thread'), body: 'Hello' },
  );
  return { projectId, threadId: body.id, version: body.version };
}

async function comment(server: TestServer) {
  const { projectId, threadId } = await thread(server);
  const body = await created<{ id: number; version: number }>(
    server,
    'pm',
    `/api/projects/${projectId}/discussion/threads/${threadId}/comments`,
    { body: 'A reply' },
  );
  return { params: [projectId, threadId, body.id], version: body.version };
}

async function role(server: TestServer) {
  const body = await created<{ id: number; version: number }>(server, 'admin', '/api/roles', {
    name: unique('Concurrent role'),
    flags: ['readTeams'],
  });
  return body;
}

async function team(server: TestServer) {
  return created<{ id: number; version: number }>(server, 'admin', '/api/teams', {
    name: unique('Concurrent team'),
  });
}

/** A holiday on a date of its own (2080 onwards, one day per call). */
async function holiday(server: TestServer) {
  const date = new Date(Date.UTC(2080, 0, 1) + ++counter * 86_400_000).toISOString().slice(0, 10);
  return created<{ id: number; version: number }>(server, 'admin', '/api/holidays', {
    date,
    name: unique('Concurrent holiday'),
  });
}

async function salaryGroup(server: TestServer) {
  return created<{ id: number; version: number }>(server, 'admin', '/api/salary-groups', {
    name: unique('Concurrent group'),
  });
}

async function employee(server: TestServer) {
  return created<{ id: number; version: number }>(server, 'admin', '/api/employees', {
    userId: await freshUser(server),
    employmentStart: '2024-01-01',
  });
}

/**
 * The cases, by endpoint descriptor (not by path string, so a renamed path
 * parameter keeps its case).
 */
const CASES = new Map<AnyEndpoint, SaveCase>([
  [
    adminEndpoints.updateUser,
    {
      label: 'admin users: update',
      async prepare(server) {
        const id = await freshUser(server);
        return {
          as: 'admin',
          params: [id],
          version: await versionOf(server, 'users', id),
          body: {
            name: 'Renamed User',
            initials: 'RU',
            color: '#336699',
            roleIds: [],
            teamIds: [],
          },
          audit: { entityType: 'user', entityId: id },
        };
      },
    },
  ],
  [
    adminEndpoints.disableUser,
    {
      label: 'admin users: disable',
      async prepare(server) {
        const id = await freshUser(server);
        return {
          as: 'admin',
          params: [id],
          version: await versionOf(server, 'users', id),
          body: {},
          audit: { entityType: 'user', entityId: id },
        };
      },
    },
  ],
  [
    adminEndpoints.enableUser,
    {
      label: 'admin users: enable',
      async prepare(server) {
        const id = await freshUser(server, 'disabled');
        return {
          as: 'admin',
          params: [id],
          version: await versionOf(server, 'users', id),
          body: {},
          audit: { entityType: 'user', entityId: id },
        };
      },
    },
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
    {
      label: 'roles: update',
      async prepare(server) {
        const { id, version } = await role(server);
        return {
          as: 'admin',
          params: [id],
          version,
          body: { name: unique('Renamed role'), flags: ['readTeams', 'manageTeams'] },
          audit: { entityType: 'role', entityId: id },
        };
      },
    },
  ],
  [
    rolesEndpoints.remove,
    {
      label: 'roles: delete',
      async prepare(server) {
        const { id, version } = await role(server);
        return {
          as: 'admin',
          params: [id],
          version,
          audit: { entityType: 'role', entityId: id },
        };
      },
    },
  ],
  [
    scopeEndpoints.update,
    {
      label: 'scope: change an item',
      async prepare(server) {
        const item = await scopeItem(server);
        return {
          as: 'pm',
          params: [item.projectId, item.id],
          version: item.version,
          body: { title: unique('Renamed scope item'), type: 'change', effortMinutes: 30 },
        };
      },
    },
  ],
  [
    scopeEndpoints.remove,
    {
      label: 'scope: delete an item',
      async prepare(server) {
        const item = await scopeItem(server);
        return { as: 'pm', params: [item.projectId, item.id], version: item.version };
      },
    },
  ],
  [
    scopeEndpoints.decide,
    {
      label: 'scope: approve a change request (the budget moves once)',
      async prepare(server) {
        const item = await scopeItem(server);
        return {
          as: 'pm',
          params: [item.projectId, item.id],
          version: item.version,
          body: { decision: 'approved', note: 'Go' },
          history: { table: 'project_budget_changes', where: { scope_item_id: item.id } },
        };
      },
    },
  ],
  [
    teamsEndpoints.update,
    {
      label: 'teams: update',
      async prepare(server) {
        const { id, version } = await team(server);
        return {
          as: 'admin',
          params: [id],
          version,
          body: { name: unique('Renamed team') },
          audit: { entityType: 'team', entityId: id },
        };
      },
    },
  ],
  [
    teamsEndpoints.remove,
    {
      label: 'teams: delete',
      async prepare(server) {
        const { id, version } = await team(server);
        return { as: 'admin', params: [id], version, audit: { entityType: 'team', entityId: id } };
      },
    },
  ],
  [
    holidaysEndpoints.update,
    {
      label: 'holidays: update',
      async prepare(server) {
        const { id, version } = await holiday(server);
        return { as: 'admin', params: [id], version, body: { date: '2079-12-31', name: 'Moved' } };
      },
    },
  ],
  [
    holidaysEndpoints.remove,
    {
      label: 'holidays: delete',
      async prepare(server) {
        const { id, version } = await holiday(server);
        return { as: 'admin', params: [id], version };
      },
    },
  ],
  [
    salariesEndpoints.updateGroup,
    {
      label: 'salary groups: update',
      async prepare(server) {
        const { id, version } = await salaryGroup(server);
        return {
          as: 'admin',
          params: [id],
          version,
          body: {
            name: unique('Renamed group'),
            rates: [{ effectiveFrom: '2024-01-01', hourlyRate: { amount: 5000, currency: 'EUR' } }],
          },
          audit: { entityType: 'salaryGroup', entityId: id },
        };
      },
    },
  ],
  [
    salariesEndpoints.removeGroup,
    {
      label: 'salary groups: delete',
      async prepare(server) {
        const { id, version } = await salaryGroup(server);
        return {
          as: 'admin',
          params: [id],
          version,
          audit: { entityType: 'salaryGroup', entityId: id },
        };
      },
    },
  ],
  [
    salariesEndpoints.updateEmployee,
    {
      label: 'employees: update',
      async prepare(server) {
        const { id, version } = await employee(server);
        return {
          as: 'admin',
          params: [id],
          version,
          body: { employmentStart: '2024-02-01', standardMinutesPerDay: 420 },
          audit: { entityType: 'employee', entityId: id },
        };
      },
    },
  ],
  [
    salariesEndpoints.removeEmployee,
    {
      label: 'employees: delete',
      async prepare(server) {
        const { id, version } = await employee(server);
        return {
          as: 'admin',
          params: [id],
          version,
          audit: { entityType: 'employee', entityId: id },
        };
      },
    },
  ],
  [
    projectsEndpoints.update,
    {
      label: 'projects: update',
      async prepare(server) {
        const project = await newProject(server);
        return {
          as: 'admin',
          params: [project.id],
          version: project.version,
          body: { name: unique('Renamed project'), archived: true },
        };
      },
    },
  ],
  [
    projectsEndpoints.updateRag,
    {
      label: 'project RAG: update',
      async prepare(server) {
        const project = await newProject(server);
        const entry = { status: 'amber', comment: 'Supplier late' };
        return {
          as: 'admin',
          params: [project.id],
          version: project.version,
          body: { overall: entry, schedule: entry, budget: entry, scope: entry },
          history: { table: 'project_rag_changes', where: { project_id: project.id } },
        };
      },
    },
  ],
  [
    projectsEndpoints.saveTimesheetSettings,
    {
      label: 'project timesheet settings: save',
      async prepare(server) {
        const project = await newProject(server);
        return {
          as: 'admin',
          params: [project.id],
          version: project.version,
          body: {
            loggingAllowed: false,
            logTarget: 'tasksAndProject',
            notesRequired: true,
            billableByDefault: false,
          },
        };
      },
    },
  ],
  [
    projectsEndpoints.remove,
    {
      label: 'projects: delete',
      async prepare(server) {
        const project = await newProject(server);
        return { as: 'admin', params: [project.id], version: project.version };
      },
    },
  ],
  [
    customFieldsEndpoints.remove,
    {
      label: 'custom fields: delete',
      async prepare(server) {
        const field = await customField(server);
        return { as: 'admin', params: [field.id], version: field.version };
      },
    },
  ],
  [
    customFieldsEndpoints.update,
    {
      label: 'custom fields: update',
      async prepare(server) {
        const field = await customField(server);
        return {
          as: 'admin',
          params: [field.id],
          version: field.version,
          body: { name: unique('Renamed field'), type: 'text' },
        };
      },
    },
  ],
  [
    discussionEndpoints.updateThread,
    {
      label: 'discussion threads: update',
      async prepare(server) {
        const { projectId, threadId, version } = await thread(server);
        return {
          as: 'pm',
          params: [projectId, threadId],
          version,
          body: { title: unique('Edited thread'), body: 'Edited' },
        };
      },
    },
  ],
  [
    discussionEndpoints.deleteThread,
    {
      label: 'discussion threads: delete',
      async prepare(server) {
        const { projectId, threadId, version } = await thread(server);
        return { as: 'pm', params: [projectId, threadId], version };
      },
    },
  ],
  [
    discussionEndpoints.updateComment,
    {
      label: 'discussion comments: update',
      async prepare(server) {
        const { params, version } = await comment(server);
        return { as: 'pm', params, version, body: { body: 'Edited reply' } };
      },
    },
  ],
  [
    discussionEndpoints.deleteComment,
    {
      label: 'discussion comments: delete',
      async prepare(server) {
        const { params, version } = await comment(server);
        return { as: 'pm', params, version };
      },
    },
  ],
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
    {
      label: 'tasks: milestone',
      async prepare(server) {
        const { taskId, version } = await task(server);
        const { id } = await milestone(server);
        return {
          as: 'pm',
          params: [taskId],
          version,
          body: { milestoneId: id },
          history: { table: 'task_updates', where: { task_id: taskId } },
        };
      },
    },
  ],
  [
    milestonesEndpoints.update,
    {
      label: 'milestones: update',
      async prepare(server) {
        const { id, projectId, version } = await milestone(server);
        return {
          as: 'pm',
          params: [projectId, id],
          version,
          body: { name: 'Reached at once', dueDate: '2026-05-29', status: 'reached' },
        };
      },
    },
  ],
  [
    milestonesEndpoints.remove,
    {
      label: 'milestones: delete',
      async prepare(server) {
        const { id, projectId, version } = await milestone(server);
        return { as: 'pm', params: [projectId, id], version };
      },
    },
  ],
  [tasksEndpoints.updateIndex, taskCase('index', { position: 0 })],
  [tasksEndpoints.updatePlacement, taskCase('placement', { status: 'inReview', position: 0 })],
  [
    tasksEndpoints.updateDetails,
    taskCase('details', { description: 'd', domain: null, priority: 'normal', labels: [] }, false),
  ],
  [
    tasksEndpoints.updateComment,
    {
      label: 'task comments: update',
      async prepare(server) {
        const { params, version } = await taskComment(server);
        return { as: 'pm', params, version, body: { body: 'Edited at once' } };
      },
    },
  ],
  [
    tasksEndpoints.deleteComment,
    {
      label: 'task comments: delete',
      async prepare(server) {
        const { params, version } = await taskComment(server);
        return { as: 'pm', params, version };
      },
    },
  ],
  [
    tasksEndpoints.deleteAttachment,
    {
      label: 'task attachments: delete',
      async prepare(server) {
        const { taskId } = await task(server);
        const upload = await server.request<{ id: number; version: number }>(
          'POST',
          `/api/tasks/${taskId}/attachments`,
          { cookie: await server.cookieOf('pm'), ...multipartFile('a.txt', 'Concurrent file') },
        );
        if (upload.status !== 201)
          throw new Error(`upload failed: ${upload.status} ${upload.text}`);
        return { as: 'pm', params: [taskId, upload.body.id], version: upload.body.version };
      },
    },
  ],
  [
    tasksEndpoints.updateTodo,
    {
      label: 'task todos: tick',
      async prepare(server) {
        const { params, version } = await taskTodo(server);
        return { as: 'pm', params, version, body: { body: 'A todo', done: true } };
      },
    },
  ],
  [
    tasksEndpoints.deleteTodo,
    {
      label: 'task todos: delete',
      async prepare(server) {
        const { params, version } = await taskTodo(server);
        return { as: 'pm', params, version };
      },
    },
  ],
  [
    timesheetEndpoints.updateEntry,
    {
      label: 'time entries: update',
      async prepare(server) {
        const entry = await timeEntry(server);
        return {
          as: 'member',
          params: [entry.id],
          version: entry.version,
          body: {
            date: '2032-12-31',
            timesheetTaskId: await server.idOf('timesheet_tasks', { kind: 'internal' }),
            minutes: 30,
          },
        };
      },
    },
  ],
  [
    timesheetEndpoints.removeEntry,
    {
      label: 'time entries: delete',
      async prepare(server) {
        const entry = await timeEntry(server);
        return { as: 'member', params: [entry.id], version: entry.version };
      },
    },
  ],
  [
    timesheetEndpoints.removeLock,
    {
      label: 'timesheet locks: lift',
      async prepare(server) {
        const lock = await created<{ id: number; version: number }>(
          server,
          'admin',
          '/api/timesheet/locks',
          { lockDate: '2002-01-01' },
        );
        return {
          as: 'admin',
          params: [lock.id],
          version: lock.version,
          audit: { entityType: 'timesheetLock', entityId: lock.id },
        };
      },
    },
  ],
  [
    timesheetEndpoints.submitWeek,
    {
      label: 'timesheet weeks: resubmit',
      async prepare(server) {
        return { as: 'member', ...(await timesheetWeek(server, true)) };
      },
    },
  ],
  [
    timesheetEndpoints.approveWeek,
    {
      label: 'timesheet weeks: approve',
      async prepare(server) {
        return { as: 'admin', ...(await timesheetWeek(server)), body: { comment: 'Fine' } };
      },
    },
  ],
  [
    timesheetEndpoints.rejectWeek,
    {
      label: 'timesheet weeks: reject',
      async prepare(server) {
        return { as: 'admin', ...(await timesheetWeek(server)), body: { comment: 'Missing' } };
      },
    },
  ],
  [
    timesheetEndpoints.reopenWeek,
    {
      label: 'timesheet weeks: withdraw',
      async prepare(server) {
        return { as: 'member', ...(await timesheetWeek(server)) };
      },
    },
  ],
  [
    timesheetEndpoints.updateTask,
    {
      label: 'timesheet tasks: rename',
      async prepare(server) {
        const task = await created<{ id: number; version: number }>(
          server,
          'admin',
          '/api/timesheet/tasks',
          { name: unique('Concurrent timesheet task') },
        );
        return {
          as: 'admin',
          params: [task.id],
          version: task.version,
          body: { name: unique('Renamed timesheet task'), active: true },
          audit: { entityType: 'timesheetTask', entityId: task.id },
        };
      },
    },
  ],
  [
    timesheetEndpoints.updateExportTemplate,
    {
      label: 'timesheet export templates: change',
      async prepare(server) {
        const template = await exportTemplate(server);
        return {
          as: 'admin',
          params: [template.id],
          version: template.version,
          body: { name: unique('Renamed export template'), format: 'xlsx', columns: ['user'] },
          audit: { entityType: 'timesheetExportTemplate', entityId: template.id },
        };
      },
    },
  ],
  [
    timesheetEndpoints.removeExportTemplate,
    {
      label: 'timesheet export templates: delete',
      async prepare(server) {
        const template = await exportTemplate(server);
        return {
          as: 'admin',
          params: [template.id],
          version: template.version,
          audit: { entityType: 'timesheetExportTemplate', entityId: template.id },
        };
      },
    },
  ],
  [
    timeMaterialEndpoints.update,
    {
      label: 'time and material: change a contract',
      async prepare(server) {
        const c = await tmContract(server);
        return {
          as: 'pm',
          params: [c.projectId, c.id],
          version: c.version,
          body: { ...TM_CONTRACT, name: unique('Renamed T&M contract') },
        };
      },
    },
  ],
  [
    timeMaterialEndpoints.remove,
    {
      label: 'time and material: delete a contract',
      async prepare(server) {
        const c = await tmContract(server);
        return { as: 'pm', params: [c.projectId, c.id], version: c.version };
      },
    },
  ],
  [
    timeMaterialEndpoints.updateResource,
    {
      label: 'time and material: change a resource',
      async prepare(server) {
        const r = await tmResource(server);
        return {
          as: 'pm',
          params: r.params,
          version: r.version,
          body: { hourlyRate: 11_000, capMinutes: 600 },
        };
      },
    },
  ],
  [
    timeMaterialEndpoints.removeResource,
    {
      label: 'time and material: remove a resource',
      async prepare(server) {
        const r = await tmResource(server);
        return { as: 'pm', params: r.params, version: r.version };
      },
    },
  ],
  [
    timeMaterialEndpoints.rotateStakeholderToken,
    {
      label: 'time and material: rotate the public link',
      async prepare(server) {
        const c = await tmContract(server);
        return { as: 'pm', params: [c.projectId, c.id], version: c.version, body: {} };
      },
    },
  ],
  [
    timeMaterialEndpoints.revokeStakeholderToken,
    {
      label: 'time and material: revoke the public link',
      async prepare(server) {
        const c = await tmContract(server);
        const rotated = await created<{ contract: { version: number } }>(
          server,
          'pm',
          `/api/projects/${c.projectId}/time-material/${c.id}/stakeholder-token`,
          { version: c.version },
        );
        return { as: 'pm', params: [c.projectId, c.id], version: rotated.contract.version };
      },
    },
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
    {
      label: 'rate profiles: delete a profile (a POST)',
      deletesRecord: true,
      async prepare(server) {
        const p = await rateProfile(server);
        return { as: 'finance', params: [p.id], version: p.version, body: {} };
      },
    },
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
    {
      label: 'pricing configs: delete a config',
      async prepare(server) {
        const c = await pricingConfig(server);
        return { as: 'finance', params: [c.id], version: c.version };
      },
    },
  ],
  [
    pricingConfigsEndpoints.addMarkup,
    {
      label: 'pricing configs: add a markup entry at 0',
      async prepare(server) {
        const c = await pricingConfig(server);
        return {
          as: 'finance',
          params: [c.id],
          version: c.version,
          body: { ...MARKUP, label: 'Added', index: 0 },
        };
      },
    },
  ],
  [
    pricingConfigsEndpoints.updateMarkup,
    {
      label: 'pricing configs: replace the markup entry at 1',
      async prepare(server) {
        const c = await pricingConfig(server);
        return {
          as: 'finance',
          params: [c.id, 1],
          version: c.version,
          body: { ...MARKUP, label: 'Replaced', value: 7.5 },
        };
      },
    },
  ],
  [
    pricingConfigsEndpoints.removeMarkup,
    {
      label: 'pricing configs: delete the markup entry at 0 (the config stays)',
      deletesRecord: false,
      async prepare(server) {
        const c = await pricingConfig(server);
        return { as: 'finance', params: [c.id, 0], version: c.version };
      },
    },
  ],
  [
    quotesEndpoints.update,
    {
      label: 'quote: change the draft',
      async prepare(server) {
        const q = await quote(server);
        return { as: 'pm', params: [q.id], version: q.version, body: { name: unique('Quote') } };
      },
    },
  ],
  [
    quotesEndpoints.remove,
    {
      label: 'quote: delete',
      async prepare(server) {
        const q = await quote(server);
        return { as: 'pm', params: [q.id], version: q.version };
      },
    },
  ],
  [
    quotesEndpoints.createRevision,
    {
      label: 'quote: freeze a revision',
      async prepare(server) {
        const q = await quote(server);
        return {
          as: 'pm',
          params: [q.id],
          version: q.version,
          body: { note: 'Concurrent' },
          history: { table: 'quote_revisions', where: { quote_id: q.id } },
        };
      },
    },
  ],
  [
    quotesEndpoints.status,
    {
      label: 'quote: send',
      async prepare(server) {
        const q = await quote(server);
        return { as: 'pm', params: [q.id], version: q.version, body: { status: 'sent' } };
      },
    },
  ],
  [
    quotesEndpoints.archive,
    {
      label: 'quote: archive',
      async prepare(server) {
        const q = await quote(server);
        return { as: 'pm', params: [q.id], version: q.version, body: { archived: true } };
      },
    },
  ],
  [
    quoteTemplatesEndpoints.update,
    {
      label: 'quote template: change',
      async prepare(server) {
        const t = await quoteTemplate(server);
        return { as: 'pm', params: [t.id], version: t.version, body: { name: unique('Template') } };
      },
    },
  ],
  [
    quoteTemplatesEndpoints.remove,
    {
      label: 'quote template: delete',
      async prepare(server) {
        const t = await quoteTemplate(server);
        return { as: 'pm', params: [t.id], version: t.version };
      },
    },
  ],
  [
    fromQuoteEndpoints.update,
    {
      label: 'project from a quote: apply a newer revision',
      async prepare(server) {
        const { quoteId, version } = await quoteWithNewerRevision(server, 'pm');
        return { as: 'pm', params: [quoteId], version, body: { budget: true } };
      },
    },
  ],
  [
    risksEndpoints.update,
    {
      label: 'risks: change an item (one history entry)',
      async prepare(server) {
        const item = await riskItem(server);
        return {
          as: 'pm',
          params: [item.projectId, item.id],
          version: item.version,
          body: { title: unique('Raised risk'), probability: 5, impact: 5 },
          history: { table: 'risk_history', where: { risk_id: item.id } },
        };
      },
    },
  ],
  [
    risksEndpoints.remove,
    {
      label: 'risks: delete an item',
      async prepare(server) {
        const item = await riskItem(server);
        return { as: 'pm', params: [item.projectId, item.id], version: item.version };
      },
    },
  ],
  // status reports: a draft's edit, delete and publishing; a published report's link
  [
    reportsEndpoints.update,
    {
      label: 'status reports: edit a draft',
      async prepare(server) {
        const r = await statusReport(server);
        const entry = { status: 'amber', comment: 'Concurrent' };
        return {
          as: 'pm',
          params: [r.projectId, r.id],
          version: r.version,
          body: {
            periodStart: '2031-05-01',
            periodEnd: '2031-05-14',
            rag: { overall: entry, schedule: entry, budget: entry, scope: entry },
            summary: unique('Concurrent summary'),
            topRiskIds: [],
          },
        };
      },
    },
  ],
  [
    reportsEndpoints.remove,
    {
      label: 'status reports: delete a draft',
      async prepare(server) {
        const r = await statusReport(server);
        return { as: 'pm', params: [r.projectId, r.id], version: r.version };
      },
    },
  ],
  [
    reportsEndpoints.publish,
    {
      label: 'status reports: publish a draft',
      async prepare(server) {
        const r = await statusReport(server);
        return { as: 'pm', params: [r.projectId, r.id], version: r.version, body: {} };
      },
    },
  ],
  [
    reportsEndpoints.createPublicLink,
    {
      label: 'status reports: create the public link',
      async prepare(server) {
        const r = await statusReport(server, 'published');
        return { as: 'pm', params: [r.projectId, r.id], version: r.version, body: {} };
      },
    },
  ],
  [
    reportsEndpoints.revokePublicLink,
    {
      label: 'status reports: revoke the public link',
      async prepare(server) {
        const r = await statusReport(server, 'shared');
        return { as: 'pm', params: [r.projectId, r.id], version: r.version };
      },
    },
  ],
  [
    lessonsEndpoints.update,
    {
      label: 'lessons: change a lesson',
      async prepare(server) {
        const lesson = await lessonOf(server);
        return {
          as: 'pm',
          params: [lesson.projectId, lesson.id],
          version: lesson.version,
          body: {
            title: unique('Renamed lesson'),
            category: 'quality',
            impact: 'negative',
            tags: ['concurrency'],
          },
        };
      },
    },
  ],
  [
    lessonsEndpoints.remove,
    {
      label: 'lessons: delete a lesson',
      async prepare(server) {
        const lesson = await lessonOf(server);
        return { as: 'pm', params: [lesson.projectId, lesson.id], version: lesson.version };
      },
    },
  ],
  [
    contactsEndpoints.update,
    {
      label: 'contacts: update',
      async prepare(server) {
        const { id, version } = await contact(server);
        return { as: 'pm', params: [id], version, body: { name: unique('Renamed contact') } };
      },
    },
  ],
  [
    contactsEndpoints.remove,
    {
      label: 'contacts: delete (its project links go with it)',
      async prepare(server) {
        const { id, version } = await contact(server);
        return { as: 'pm', params: [id], version };
      },
    },
  ],
  [
    financesEndpoints.removeExchangeRate,
    {
      label: 'finances: delete an exchange rate',
      async prepare(server) {
        const { id, version } = await exchangeRate(server);
        return { as: 'finance', params: [id], version };
      },
    },
  ],
]);

let rateDay = 0;
/** A fresh exchange rate (a day of its own) entered by the finance account. */
async function exchangeRate(server: TestServer) {
  const day = new Date(Date.UTC(2010, 0, 1 + ++rateDay)).toISOString().slice(0, 10);
  return created<{ id: number; version: number }>(
    server,
    'finance',
    '/api/finances/exchange-rates',
    {
      currency: 'GBP',
      rate: '1.17',
      effectiveFrom: day,
    },
  );
}

/** A fresh risk in a fresh project of the pm's. */
async function riskItem(server: TestServer) {
  const project = await created<{ id: number }>(server, 'pm', '/api/projects', {
    name: unique('Concurrent risk project'),
  });
  const item = await created<{ id: number; version: number }>(
    server,
    'pm',
    `/api/projects/${project.id}/risks`,
    { title: unique('Concurrent risk'), probability: 2, impact: 2 },
  );
  return { projectId: project.id, id: item.id, version: item.version };
}

/** A fresh directory contact of the pm's. */
async function contact(server: TestServer) {
  return created<{ id: number; version: number }>(server, 'pm', '/api/contacts', {
    name: unique('Concurrent contact'),
  });
}

/** A fresh draft quote of the pm's, with one line. */
async function quote(server: TestServer) {
  return created<{ id: number; version: number }>(server, 'pm', '/api/quotes', {
    name: unique('Concurrent quote'),
    lineItems: [{ role: 'Developer', minutes: 60, rate: 9_000 }],
  });
}

async function quoteTemplate(server: TestServer) {
  return created<{ id: number; version: number }>(server, 'pm', '/api/quote-templates', {
    name: unique('Concurrent template'),
  });
}

/** A fresh rate profile of the finance account's. */
async function rateProfile(server: TestServer) {
  return created<{ id: number; version: number }>(server, 'finance', '/api/quotes/rates', {
    name: unique('Concurrent rates'),
    currency: 'EUR',
    roles: [{ role: 'Analyst', hourlyRate: 8_000 }],
  });
}

/** A fresh draft of the pm's on KEEL-001, published (and shared by a link) when asked. */
async function statusReport(
  server: TestServer,
  state: 'draft' | 'published' | 'shared' = 'draft',
): Promise<{ projectId: number; id: number; version: number }> {
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
  return { projectId, id: report.id, version: report.version };
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

const TM_CONTRACT = {
  periodStart: '2031-01-01',
  periodEnd: '2031-12-31',
  currency: 'EUR',
  capAmount: 1_000_000,
  capMinutes: null,
};

/** A fresh time and material contract of the pm's on KEEL-001. */
async function tmContract(server: TestServer) {
  const projectId = await projectOne(server);
  const body = await created<{ id: number; version: number }>(
    server,
    'pm',
    `/api/projects/${projectId}/time-material`,
    { ...TM_CONTRACT, name: unique('Concurrent T&M contract') },
  );
  return { projectId, id: body.id, version: body.version };
}

/** A resource (the member) of a fresh contract. */
async function tmResource(server: TestServer) {
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
  const item = await created<{ id: number; version: number }>(
    server,
    'pm',
    `/api/projects/${project.id}/scopes`,
    { title: unique('Concurrent change'), type: 'change', effortMinutes: 60, priceAmount: 1_000 },
  );
  return { projectId: project.id, id: item.id, version: item.version };
}

/** A fresh export template of the admin's. */
async function exportTemplate(server: TestServer) {
  return created<{ id: number; version: number }>(
    server,
    'admin',
    '/api/timesheet/export-templates',
    { name: unique('Concurrent export template'), format: 'csv', columns: ['date', 'hours'] },
  );
}

/** A time entry of the member's on a day of its own (an Internal timesheet task). */
let entryDay = 0;
async function timeEntry(server: TestServer) {
  const date = new Date(Date.UTC(2032, 0, 1) + ++entryDay * 86_400_000).toISOString().slice(0, 10);
  return created<{ id: number; version: number }>(server, 'member', '/api/timesheet/entries', {
    date,
    timesheetTaskId: await server.idOf('timesheet_tasks', { kind: 'internal' }),
    minutes: 60,
  });
}

/** A week of the member's on a Monday of its own, submitted (and then rejected when asked). */
let weekCount = 0;
async function timesheetWeek(server: TestServer, rejected = false) {
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

/** A fresh task of the pm's in KEEL-001 (with a second one in its column, for moves). */
async function task(server: TestServer) {
  const projectId = await projectOne(server);
  const body = await created<{ id: number; version: number }>(server, 'pm', '/api/tasks', {
    projectId,
    name: unique('Concurrent task'),
  });
  await created(server, 'pm', '/api/tasks', { projectId, name: unique('Neighbour task') });
  return { taskId: body.id, version: body.version };
}

/** A fresh milestone of KEEL-001 (the pm manages it). */
async function milestone(server: TestServer) {
  const projectId = await projectOne(server);
  const body = await created<{ id: number; version: number }>(
    server,
    'pm',
    `/api/projects/${projectId}/milestones`,
    { name: unique('Concurrent milestone'), dueDate: '2026-05-15' },
  );
  return { id: body.id, projectId, version: body.version };
}

function taskCase(
  label: string,
  body: Record<string, unknown> | undefined,
  history = true,
): SaveCase {
  return {
    label: `tasks: ${label}`,
    async prepare(server) {
      const { taskId, version } = await task(server);
      return {
        as: 'pm',
        params: [taskId],
        version,
        body,
        ...(history ? { history: { table: 'task_updates', where: { task_id: taskId } } } : {}),
      };
    },
  };
}

async function taskComment(server: TestServer) {
  const { taskId } = await task(server);
  const body = await created<{ id: number; version: number }>(
    server,
    'pm',
    `/api/tasks/${taskId}/comments`,
    { body: 'A comment' },
  );
  return { params: [taskId, body.id], version: body.version };
}

async function taskTodo(server: TestServer) {
  const { taskId } = await task(server);
  const body = await created<{ id: number; version: number }>(
    server,
    'pm',
    `/api/tasks/${taskId}/todos`,
    { body: 'A todo' },
  );
  return { params: [taskId, body.id], version: body.version };
}

function versionedRoutes(): EndpointRoute[] {
  return routes.filter(
    (route): route is EndpointRoute =>
      route.kind === 'endpoint' && versionIn(route.endpoint) !== null,
  );
}

/** A fresh lesson of the pm's on KEEL-001 (the pm manages it). */
async function lessonOf(server: TestServer) {
  const projectId = await server.idOf('projects', { code: 'KEEL-001' });
  const lesson = await created<{ id: number; version: number }>(
    server,
    'pm',
    `/api/projects/${projectId}/lessons`,
    { title: unique('Concurrent lesson'), category: 'planning', impact: 'positive', tags: ['a'] },
  );
  return { projectId, id: lesson.id, version: lesson.version };
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
