import { z } from 'zod';
import { ValidationError } from '../../../lib/errors';
import { RedmineRefusal, type Query, type RedmineClient } from './redmine-client';
import {
  RedmineActivitySchema,
  RedmineIssueSchema,
  RedmineMembershipSchema,
  RedmineProjectSchema,
  RedmineStatusSchema,
  RedmineTimeEntrySchema,
  RedmineTrackerSchema,
  RedmineUserSchema,
  type RedmineData,
  type RedmineIssue,
  type RedmineProject,
  type RedmineRef,
} from './redmine-shapes';

/**
 * What one import reads of a Redmine server (README.md § Reading), with as
 * few requests as the API allows: the projects (then only those asked for),
 * each project's memberships, the trackers, statuses and activities, the
 * issues and time entries (all projects in one paged stream, or one per
 * project asked for), the journals only of issues updated after they were
 * created (an untouched issue has none), and the users: the whole list with
 * an administrator's key, else one `/users/{id}.json` per user the data
 * names (`mail` stays null where Redmine hides it).
 */

export interface RedmineReadOptions {
  projectIds?: ReadonlyArray<number | string>;
  /** `YYYY-MM-DD`: issues updated, and time spent, on or after it. */
  since?: string;
}

async function all<T>(pages: AsyncGenerator<T[]>): Promise<T[]> {
  const items: T[] = [];
  for await (const page of pages) items.push(...page);
  return items;
}

/** Runs `work` over `items`, `limit` at a time; the first failure stops the rest. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** The projects asked for (by id or identifier), or every one the key sees; 400 naming `projectIds` for one it does not. */
function chosenProjects(
  visible: RedmineProject[],
  asked: ReadonlyArray<number | string> | undefined,
): RedmineProject[] {
  if (!asked || asked.length === 0) return visible;
  const missing: string[] = [];
  const chosen = new Map<number, RedmineProject>();
  for (const key of asked) {
    const found = visible.find((p) => String(p.id) === String(key) || p.identifier === key);
    if (found) chosen.set(found.id, found);
    else missing.push(String(key));
  }
  if (missing.length > 0) {
    const text = `the key sees no Redmine project ${missing.join(', ')}`;
    throw new ValidationError({ projectIds: [text] }, `projectIds: ${text}`);
  }
  return [...chosen.values()].sort((a, b) => a.id - b.id);
}

/** 403 or 404 of a read the import can do without: null instead of the error. */
async function unlessRefused<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof RedmineRefusal && [403, 404].includes(error.redmineStatus)) return null;
    throw error;
  }
}

/** Items of one collection, for every chosen project in one stream or one per project, deduplicated. */
async function perProject<T extends { id: number; project: RedmineRef }>(
  client: RedmineClient,
  path: string,
  key: string,
  item: z.ZodType<T>,
  query: Query,
  projects: RedmineProject[],
  everyProject: boolean,
): Promise<T[]> {
  const chosen = new Set(projects.map((p) => p.id));
  const found = new Map<number, T>();
  const keep = (items: T[]) => {
    for (const it of items) if (chosen.has(it.project.id)) found.set(it.id, it);
  };
  if (everyProject) keep(await all(client.pages(path, key, query, item)));
  else
    for (const project of projects)
      keep(await all(client.pages(path, key, { ...query, project_id: project.id }, item)));
  return [...found.values()].sort((a, b) => a.id - b.id);
}

const IssueShowSchema = z.object({ issue: RedmineIssueSchema });
const UserShowSchema = z.object({ user: RedmineUserSchema });

async function withJournals(client: RedmineClient, issues: RedmineIssue[]): Promise<void> {
  const touched = issues.filter((i) => i.updated_on && i.updated_on !== i.created_on);
  await eachLimited(touched, client.settings.concurrency, async (issue) => {
    const shown = await client.get(
      `/issues/${issue.id}.json`,
      { include: 'journals' },
      IssueShowSchema,
    );
    issue.journals = shown.issue.journals ?? [];
  });
}

function userName(user: z.infer<typeof RedmineUserSchema>): string {
  return [user.firstname, user.lastname].filter(Boolean).join(' ') || user.login || `#${user.id}`;
}

async function readUsers(
  client: RedmineClient,
  named: Map<number, string>,
): Promise<RedmineData['users']> {
  const users: RedmineData['users'] = new Map();
  const listed = await unlessRefused(() =>
    all(client.pages('/users.json', 'users', { status: '' }, RedmineUserSchema)),
  );
  for (const user of listed ?? [])
    users.set(user.id, { id: user.id, name: userName(user), mail: user.mail ?? null });
  const unknown = [...named.keys()].filter((id) => !users.has(id)).sort((a, b) => a - b);
  await eachLimited(unknown, client.settings.concurrency, async (id) => {
    const shown = await unlessRefused(() => client.get(`/users/${id}.json`, {}, UserShowSchema));
    users.set(id, {
      id,
      name: shown ? userName(shown.user) : (named.get(id) ?? `#${id}`),
      mail: shown?.user.mail ?? null,
    });
  });
  return users;
}

export async function readRedmine(
  client: RedmineClient,
  options: RedmineReadOptions,
): Promise<RedmineData> {
  const visible = await all(client.pages('/projects.json', 'projects', {}, RedmineProjectSchema));
  const projects = chosenProjects(visible, options.projectIds);
  const everyProject = !options.projectIds || options.projectIds.length === 0;
  const trackers = await client.get(
    '/trackers.json',
    {},
    z.object({ trackers: z.array(RedmineTrackerSchema) }),
  );
  const statuses = await client.get(
    '/issue_statuses.json',
    {},
    z.object({ issue_statuses: z.array(RedmineStatusSchema) }),
  );
  const activities = await client.get(
    '/enumerations/time_entry_activities.json',
    {},
    z.object({ time_entry_activities: z.array(RedmineActivitySchema) }),
  );
  const memberships = [];
  for (const project of projects) {
    const read = await unlessRefused(() =>
      all(
        client.pages(
          `/projects/${project.id}/memberships.json`,
          'memberships',
          {},
          RedmineMembershipSchema,
        ),
      ),
    );
    memberships.push(...(read ?? []));
  }
  const issues = await perProject(
    client,
    '/issues.json',
    'issues',
    RedmineIssueSchema,
    {
      status_id: '*',
      sort: 'id',
      ...(everyProject ? {} : { subproject_id: '!*' }),
      ...(options.since ? { updated_on: `>=${options.since}` } : {}),
    },
    projects,
    everyProject,
  );
  await withJournals(client, issues);
  const timeEntries = await perProject(
    client,
    '/time_entries.json',
    'time_entries',
    RedmineTimeEntrySchema,
    options.since ? { from: options.since } : {},
    projects,
    everyProject,
  );
  const named = new Map<number, string>();
  const name = (ref: RedmineRef | null | undefined) => {
    if (ref && !named.has(ref.id)) named.set(ref.id, ref.name ?? `#${ref.id}`);
  };
  for (const m of memberships) name(m.user);
  for (const issue of issues) {
    name(issue.assigned_to);
    for (const j of issue.journals ?? []) if (j.notes?.trim() && !j.private_notes) name(j.user);
  }
  for (const entry of timeEntries) name(entry.user);
  return {
    projects,
    memberships: memberships.filter((m) => m.user),
    users: await readUsers(client, named),
    trackers: trackers.trackers,
    statuses: statuses.issue_statuses,
    activities: activities.time_entry_activities,
    issues,
    timeEntries,
  };
}
