import {
  TASK_COMPLETION,
  TASK_DOMAINS,
  TASK_STATUSES,
  TASK_STATUS_TITLES,
  type FilterDefinition,
  type FilterValue,
  type Task,
  type TaskGroup,
  type TaskQueryInputSchema,
  type TaskQueryResult,
  type TaskStatus,
} from '@keel/types';
import type { z } from 'zod';
import { utcDate } from '../../lib/dates';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { ValidationError } from '../../lib/errors';
import { normalizeSearchText } from '../../lib/search-text';
import { projectPermissionsFor, type AuthUser } from '../auth';
import { milestonesOfProjects } from '../milestones';
import {
  activeInternalUsers,
  allTeams,
  DUE_BUCKETS,
  findTasksByIds,
  groupCounts,
  milestoneNames,
  projectRolesOf,
  queryTasks,
  teamNames,
  userNames,
  visibleProjectRefs,
  type DueBucket,
  type TaskCondition,
  type TaskQueryPlan,
} from './task-query.repository';
import { findVisibleTask } from './tasks.repository';
import { viewerOf } from './task-access.service';

/** Task lists (SPEC §3): the query with its groups, and the filters it offers. */

type QueryInput = z.output<typeof TaskQueryInputSchema>;

const STATUS_VALUE = (status: TaskStatus) => TASK_STATUSES.indexOf(status) + 1;
const DOMAIN_VALUE = (domain: string) => (TASK_DOMAINS as readonly string[]).indexOf(domain) + 1;

function ints(filter: FilterValue): number[] {
  if (filter.intArrayValue && filter.intArrayValue.length > 0) return filter.intArrayValue;
  if (filter.intValue !== null && filter.intValue !== undefined) return [filter.intValue];
  return [];
}

function badFilter(index: number, message: string): ValidationError {
  return ValidationError.field(`filters.${index}`, message);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** SPEC §3 filter values -> conditions (400 naming `filters.N` for an unknown name or value). */
function conditionsOf(filters: readonly FilterValue[], user: AuthUser): TaskCondition[] {
  const conditions: TaskCondition[] = [];
  filters.forEach((filter, index) => {
    const values = ints(filter);
    switch (filter.filterName) {
      case 'project':
        if (values.length) conditions.push({ kind: 'project', ids: values });
        return;
      case 'status': {
        const statuses = values.map((v) => TASK_STATUSES[v - 1]);
        if (statuses.some((s) => s === undefined)) throw badFilter(index, 'Unknown status');
        if (statuses.length)
          conditions.push({ kind: 'status', statuses: statuses as TaskStatus[] });
        return;
      }
      case 'completion': {
        const value = values[0] ?? TASK_COMPLETION.all;
        if (value === TASK_COMPLETION.ongoing) conditions.push({ kind: 'done', done: false });
        else if (value === TASK_COMPLETION.completed) conditions.push({ kind: 'done', done: true });
        else if (value !== TASK_COMPLETION.all) throw badFilter(index, 'Unknown completion');
        return;
      }
      case 'assignee':
        // 0 stands for "unassigned".
        if (values.length)
          conditions.push({ kind: 'assignee', ids: values, unassigned: values.includes(0) });
        return;
      case 'team':
        if (values.length) conditions.push({ kind: 'team', ids: values });
        return;
      case 'domain': {
        const domains = values.map((v) => TASK_DOMAINS[v - 1]);
        if (domains.some((d) => d === undefined)) throw badFilter(index, 'Unknown domain');
        if (domains.length) conditions.push({ kind: 'domain', domains: domains as string[] });
        return;
      }
      case 'milestone':
        if (values.length) conditions.push({ kind: 'milestone', ids: values });
        return;
      case 'dueFrom':
      case 'dueTo': {
        const date = filter.stringValue;
        if (!date) return;
        if (!DATE.test(date)) throw badFilter(index, 'Expected a date as YYYY-MM-DD');
        conditions.push({ kind: filter.filterName, date });
        return;
      }
      case 'text': {
        const text = normalizeSearchText(filter.stringValue ?? '');
        if (text) conditions.push({ kind: 'text', text });
        return;
      }
      case 'mine':
        if ((values[0] ?? 1) !== 0) conditions.push({ kind: 'assignedTo', userId: user.id });
        return;
      case 'parent':
        if (values.length) conditions.push({ kind: 'parent', ids: values });
        return;
      default:
        throw badFilter(index, `Unknown filter ${filter.filterName}`);
    }
  });
  return conditions;
}

const DUE_TITLES: Record<DueBucket, string> = {
  overdue: 'Overdue',
  today: 'Today',
  thisWeek: 'This week',
  nextWeek: 'Next week',
  later: 'Later',
  none: 'No date',
  past: 'Past',
};

export async function query(
  deps: AppDeps,
  user: AuthUser,
  input: QueryInput,
  includeParent: boolean,
): Promise<TaskQueryResult> {
  const viewer = await viewerOf(deps.knex, user);
  const today = utcDate(deps.clock());
  const plan: TaskQueryPlan = {
    viewer,
    conditions: conditionsOf(input.filters, user),
    groupBy: input.groupBy,
    today,
    sort: input.sort,
    page: input.page,
    pageSize: input.pageSize,
  };
  // The groups count the whole list, not the page: the first page carries
  // them and later pages (a list loading as it scrolls) do not count again.
  const firstPage = input.page === 1;
  const counting = firstPage ? groupCounts(deps.knex, plan) : null;
  // A first page with more after it takes its total from the group counts
  // (every match is in one group) instead of counting the matches again.
  const countedTotal = counting
    ? async () => {
        const groups = await counting;
        return groups === null ? null : groups.reduce((sum, group) => sum + group.count, 0);
      }
    : undefined;
  const [{ items, total }, counts] = await Promise.all([
    queryTasks(deps.knex, plan, countedTotal),
    counting,
  ]);
  if (includeParent) {
    const have = new Set(items.map((t) => t.id));
    const missing = [
      ...new Set(
        items.map((t) => t.parentId).filter((id): id is number => id !== null && !have.has(id)),
      ),
    ];
    const parents = (await findTasksByIds(deps.knex, missing, user.id)).filter((p) =>
      missing.includes(p.id),
    );
    // Only parents the viewer may read.
    for (const parent of parents) {
      if (await findVisibleTask(deps.knex, parent.id, viewer)) items.push(parent);
    }
  }
  // Under a completion filter every task of a group is done, or none is: no percentage.
  const completionFiltered = plan.conditions.some((c) => c.kind === 'done');
  return {
    items,
    total,
    groups: counts ? await titledGroups(deps, input.groupBy, counts, !completionFiltered) : [],
    managedProjectIds: await managedProjectIdsOf(deps.knex, user, items),
  };
}

/** The projects of `items` whose every task the user may change (updateAnyTask, as the policy says). */
async function managedProjectIdsOf(
  db: Db,
  user: AuthUser,
  items: readonly Task[],
): Promise<number[]> {
  const ids = [...new Set(items.map((task) => task.projectId))];
  // A role only adds to what the global flags give: when those alone give it
  // (manageAllProjects), every project of the page is one, without reading roles.
  if (projectPermissionsFor(user, null).updateAnyTask) return ids;
  const roles = await projectRolesOf(db, user.id, ids);
  return ids.filter((id) => projectPermissionsFor(user, roles.get(id) ?? null).updateAnyTask);
}

async function titledGroups(
  deps: AppDeps,
  groupBy: QueryInput['groupBy'],
  counts: NonNullable<Awaited<ReturnType<typeof groupCounts>>>,
  withCompletion: boolean,
): Promise<TaskGroup[]> {
  switch (groupBy) {
    case 'project':
    case 'projectFull': {
      return counts.map((c) => ({
        key: String(c.project.id),
        title: groupBy === 'projectFull' ? `${c.key} · ${c.project.name}` : c.project.name,
        count: c.count,
        ...(withCompletion
          ? { completion: c.count === 0 ? 0 : Math.round((100 * c.done) / c.count) }
          : {}),
      }));
    }
    case 'assignee': {
      // Keys: a person's id, a team's id negated (assigned to the team alone), 0 unassigned.
      const ids = counts.map((c) => Number(c.key));
      const [users, teams] = await Promise.all([
        userNames(
          deps.knex,
          ids.filter((id) => id > 0),
        ),
        teamNames(
          deps.knex,
          ids.filter((id) => id < 0).map((id) => -id),
        ),
      ]);
      return counts.map((c) => {
        const id = Number(c.key);
        return {
          key: String(id),
          title:
            id === 0
              ? 'Unassigned'
              : id < 0
                ? (teams.get(-id)?.name ?? 'Team')
                : (users.get(id)?.name ?? ''),
          count: c.count,
        };
      });
    }
    case 'status':
      return counts.map((c) => {
        const status = TASK_STATUSES[Number(c.key)] as TaskStatus;
        return { key: status, title: TASK_STATUS_TITLES[status], count: c.count };
      });
    case 'domain':
      return counts.map((c) => ({
        key: String(c.key),
        title: c.key ? String(c.key) : 'No domain',
        count: c.count,
      }));
    case 'milestone': {
      const milestones = await milestoneNames(
        deps.knex,
        counts.map((c) => Number(c.key)).filter((id) => id > 0),
      );
      return counts.map((c) => ({
        key: String(c.key),
        title:
          Number(c.key) === 0
            ? 'No milestone'
            : (milestones.get(Number(c.key))?.name ?? 'Deleted milestone'),
        count: c.count,
      }));
    }
    case 'dueDate':
      return counts.map((c) => {
        const bucket = DUE_BUCKETS[Number(c.key)] ?? 'none';
        return { key: bucket, title: DUE_TITLES[bucket], count: c.count };
      });
    default:
      return [];
  }
}

export async function queryOptions(
  deps: AppDeps,
  user: AuthUser,
  flags: {
    includeTaskStatusFilter: boolean;
    includeTaskAssigneeFilters: boolean;
    projectId?: number;
  },
): Promise<FilterDefinition[]> {
  const viewer = await viewerOf(deps.knex, user);
  const projects = await visibleProjectRefs(deps.knex, viewer);
  // The milestones of the filtered project (when it is a visible one), else of every visible project.
  const milestoneProjects =
    flags.projectId === undefined ? projects : projects.filter((p) => p.id === flags.projectId);
  const codes = new Map(projects.map((p) => [p.id, p.code]));
  const milestones = await milestonesOfProjects(
    deps.knex,
    milestoneProjects.map((p) => p.id),
  );
  const definitions: FilterDefinition[] = [
    {
      name: 'project',
      subject: 'Project',
      multiple: true,
      items: projects.map((p) => ({ title: `${p.code} ${p.name}`, value: p.id })),
      defaultItem: null,
    },
    {
      name: 'completion',
      subject: 'Completion',
      multiple: false,
      items: [
        { title: 'Ongoing', value: TASK_COMPLETION.ongoing },
        { title: 'Completed', value: TASK_COMPLETION.completed },
        { title: 'All', value: TASK_COMPLETION.all },
      ],
      defaultItem: { title: 'Ongoing', value: TASK_COMPLETION.ongoing },
    },
  ];
  if (flags.includeTaskStatusFilter)
    definitions.push({
      name: 'status',
      subject: 'Status',
      multiple: true,
      items: TASK_STATUSES.map((s) => ({ title: TASK_STATUS_TITLES[s], value: STATUS_VALUE(s) })),
      defaultItem: null,
    });
  if (flags.includeTaskAssigneeFilters) {
    const [users, teams] = await Promise.all([activeInternalUsers(deps.knex), allTeams(deps.knex)]);
    definitions.push(
      {
        name: 'assignee',
        subject: 'Assignee',
        multiple: true,
        items: [
          { title: 'Unassigned', value: 0 },
          ...users.map((u) => ({ title: u.name, value: u.id })),
        ],
        defaultItem: null,
      },
      {
        name: 'team',
        subject: 'Team',
        multiple: true,
        items: teams.map((t) => ({ title: t.name, value: t.id })),
        defaultItem: null,
      },
    );
  }
  definitions.push(
    {
      name: 'domain',
      subject: 'Domain',
      multiple: true,
      items: TASK_DOMAINS.map((d) => ({ title: d, value: DOMAIN_VALUE(d) })),
      defaultItem: null,
    },
    {
      name: 'milestone',
      subject: 'Milestone',
      multiple: true,
      items: milestones.map((m) => ({
        title: flags.projectId === undefined ? `${codes.get(m.projectId)} · ${m.name}` : m.name,
        value: m.id,
      })),
      defaultItem: null,
    },
    { name: 'dueFrom', subject: 'Due from', multiple: false, items: [], defaultItem: null },
    { name: 'dueTo', subject: 'Due to', multiple: false, items: [], defaultItem: null },
    { name: 'text', subject: 'Text', multiple: false, items: [], defaultItem: null },
    {
      name: 'mine',
      subject: 'Assigned to me',
      multiple: false,
      items: [{ title: 'Assigned to me', value: 1 }],
      defaultItem: null,
    },
  );
  return definitions;
}
