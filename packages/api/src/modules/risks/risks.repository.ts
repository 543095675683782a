import type {
  HeatMapCell,
  RiskComment,
  RiskEvent,
  RiskField,
  RiskHistoryEntry,
  RiskKind,
  RiskStatus,
  RiskSubscription,
  RiskSubscriptionScope,
} from '@keel/types';
import { RISK_EVENTS } from '@keel/types';
import type { Knex } from 'knex';
import { iso } from '../../lib/dates';
import { pageOfRows } from '../../lib/lists';
import { buildSearchText, escapeLike } from '../../lib/search-text';
import { userRef } from '../../lib/user-ref';
import { scopeToVisibleProjects, seesAllProjects, type AuthUser } from '../auth';

/**
 * The risk and issue register as stored (README.md beside this file): the
 * items with their project and people joined, comments, history,
 * subscriptions, and the SQL that decides who may read which item.
 */

/** A risk as stored, with its project and people; the service decides what the reader sees. */
export interface RiskRecord {
  id: number;
  project: { id: number; code: string; name: string };
  kind: RiskKind;
  title: string;
  description: string;
  probability: number;
  impact: number;
  severity: number;
  owner: ReturnType<typeof userRef>;
  status: RiskStatus;
  dueDate: string | null;
  mitigation: string;
  sharedWithStakeholders: boolean;
  commentCount: number;
  createdBy: ReturnType<typeof userRef>;
  createdAt: string;
  updatedAt: string;
  version: number;
}

interface RiskRow {
  id: number;
  project_id: number;
  p_code: string;
  p_name: string;
  kind: RiskKind;
  title: string;
  description: string;
  probability: number;
  impact: number;
  severity: number;
  status: RiskStatus;
  due_date: string | null;
  mitigation: string;
  shared_with_stakeholders: number | boolean;
  comment_count: number | string;
  created_at: number | string;
  updated_at: number | string;
  version: number;
  o_id: number | null;
  o_name: string | null;
  o_initials: string | null;
  o_color: string | null;
  cb_id: number | null;
  cb_name: string | null;
  cb_initials: string | null;
  cb_color: string | null;
}

function toRecord(row: RiskRow): RiskRecord {
  return {
    id: row.id,
    project: { id: row.project_id, code: row.p_code, name: row.p_name },
    kind: row.kind,
    title: row.title,
    description: row.description,
    probability: Number(row.probability),
    impact: Number(row.impact),
    severity: Number(row.severity),
    owner: userRef(row.o_id, row.o_name, row.o_initials, row.o_color),
    status: row.status,
    dueDate: row.due_date,
    mitigation: row.mitigation,
    sharedWithStakeholders: Boolean(row.shared_with_stakeholders),
    commentCount: Number(row.comment_count),
    createdBy: userRef(row.cb_id, row.cb_name, row.cb_initials, row.cb_color),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: Number(row.version),
  };
}

/** Items (aliased `r`) with their project (`p`), owner and creator: one query, no N+1. */
function selectRisks(knex: Knex): Knex.QueryBuilder {
  return knex('risks as r')
    .join('projects as p', 'p.id', 'r.project_id')
    .leftJoin('users as o', 'o.id', 'r.owner_id')
    .leftJoin('users as cb', 'cb.id', 'r.created_by')
    .select(
      'r.id',
      'r.project_id',
      'p.code as p_code',
      'p.name as p_name',
      'r.kind',
      'r.title',
      'r.description',
      'r.probability',
      'r.impact',
      'r.severity',
      'r.status',
      'r.due_date',
      'r.mitigation',
      'r.shared_with_stakeholders',
      'r.comment_count',
      'r.created_at',
      'r.updated_at',
      'r.version',
      'o.id as o_id',
      'o.name as o_name',
      'o.initials as o_initials',
      'o.color as o_color',
      'cb.id as cb_id',
      'cb.name as cb_name',
      'cb.initials as cb_initials',
      'cb.color as cb_color',
    );
}

/** The roles whose grants include `readRisks` (policy.ts ROLE_GRANTS). */
const RISK_READER_ROLES = ['manager', 'member', 'viewer'] as const;

/**
 * Narrows a query joining `projects as p` to the projects whose risks the user
 * may read, in SQL: visible (`scopeToVisibleProjects`), and for a user who
 * does not read every project, a membership whose role grants `readRisks`.
 * External users never read risks (their role is Stakeholder whatever is
 * stored), so they get nothing here.
 */
export function scopeToRiskReaders(query: Knex.QueryBuilder, user: AuthUser): Knex.QueryBuilder {
  if (user.external) return query.whereRaw('1 = 0');
  scopeToVisibleProjects(query, user, 'p');
  if (seesAllProjects(user)) return query;
  return query.whereExists(function () {
    this.select(1)
      .from('project_members as pm_risks')
      .whereRaw('?? = ??', ['pm_risks.project_id', 'p.id'])
      .andWhere('pm_risks.user_id', user.id)
      .whereIn('pm_risks.role', RISK_READER_ROLES);
  });
}

/**
 * SQL condition on `users as u`: the user may read the risks of the project
 * `projectId` (an internal, active user holding readAllProjects or
 * manageAllProjects, or a manager, member or viewer of the project), and the
 * project is not deleted. The notification recipients go through it.
 */
function whereReadsRisksOf(query: Knex.QueryBuilder, knex: Knex, projectId: number): void {
  query
    .where('u.external', false)
    .where('u.status', 'active')
    .whereExists(
      knex('projects as rp').select(1).where('rp.id', projectId).whereNull('rp.deleted_at'),
    )
    .where((q) => {
      q.whereExists(function () {
        this.select(1)
          .from('user_roles as ur')
          .join('role_flags as rf', 'rf.role_id', 'ur.role_id')
          .whereRaw('?? = ??', ['ur.user_id', 'u.id'])
          .whereIn('rf.flag', ['readAllProjects', 'manageAllProjects']);
      }).orWhereExists(function () {
        this.select(1)
          .from('project_members as pm')
          .whereRaw('?? = ??', ['pm.user_id', 'u.id'])
          .where('pm.project_id', projectId)
          .whereIn('pm.role', RISK_READER_ROLES);
      });
    });
}

export interface RiskFilters {
  search?: string;
  kind?: RiskKind;
  status?: RiskStatus;
  probability?: number;
  impact?: number;
}

/** The query's filters on `risks as r` (search: normalised, infix on title and description). */
function applyFilters(query: Knex.QueryBuilder, filters: RiskFilters): void {
  if (filters.search)
    query.whereRaw(`r.search_text LIKE ? ESCAPE '\\'`, [`%${escapeLike(filters.search)}%`]);
  if (filters.kind) query.where('r.kind', filters.kind);
  if (filters.status) query.where('r.status', filters.status);
  if (filters.probability !== undefined) query.where('r.probability', filters.probability);
  if (filters.impact !== undefined) query.where('r.impact', filters.impact);
}

export type RiskSort = 'severity' | 'updatedAt' | 'dueDate' | 'title' | 'status';

function applySort(query: Knex.QueryBuilder, sort: RiskSort): void {
  switch (sort) {
    case 'updatedAt':
      query.orderBy([
        { column: 'r.updated_at', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ]);
      return;
    case 'dueDate':
      // Undated items last, on both databases.
      query.orderByRaw('CASE WHEN r.due_date IS NULL THEN 1 ELSE 0 END, r.due_date, r.id');
      return;
    case 'title':
      query.orderBy([{ column: 'r.title' }, { column: 'r.id' }]);
      return;
    case 'status':
      query.orderByRaw(
        "CASE r.status WHEN 'open' THEN 0 WHEN 'mitigating' THEN 1 ELSE 2 END, r.severity DESC, r.id DESC",
      );
      return;
    case 'severity':
      query.orderBy([
        { column: 'r.severity', order: 'desc' },
        { column: 'r.updated_at', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ]);
  }
}

/** One page of a project's items; `sharedOnly` for a stakeholder. */
export async function listProjectRisks(
  knex: Knex,
  projectId: number,
  query: RiskFilters & { sort: RiskSort; page: number; pageSize: number; sharedOnly: boolean },
): Promise<{ items: RiskRecord[]; total: number }> {
  const narrow = (q: Knex.QueryBuilder) => {
    q.where('r.project_id', projectId);
    if (query.sharedOnly) q.where('r.shared_with_stakeholders', true);
    applyFilters(q, query);
    return q;
  };
  const filtered = narrow(knex('risks as r'));
  const ordered = narrow(selectRisks(knex));
  applySort(ordered, query.sort);
  const { rows, total } = await pageOfRows<RiskRow>(knex, filtered, ordered, query);
  return { items: rows.map(toRecord), total };
}

/** Counts of the project's items that are not closed, per (probability, impact), in SQL. */
export async function heatMap(
  knex: Knex,
  projectId: number,
  sharedOnly: boolean,
): Promise<HeatMapCell[]> {
  const query = knex('risks')
    .where({ project_id: projectId })
    .whereNot({ status: 'closed' })
    .groupBy('probability', 'impact')
    .orderBy(['probability', 'impact'])
    .select<Array<{ probability: number; impact: number; count: number | string }>>(
      'probability',
      'impact',
      knex.raw('COUNT(*) as count'),
    );
  if (sharedOnly) query.where({ shared_with_stakeholders: true });
  const rows = await query;
  return rows.map((r) => ({
    probability: Number(r.probability),
    impact: Number(r.impact),
    count: Number(r.count),
  }));
}

export type PortfolioView = 'active' | 'critical' | 'recent' | 'inactive' | 'notifications';

/**
 * One page of the portfolio: the items of the projects whose risks the user
 * may read (scoped in SQL), narrowed to the view and the filters.
 */
export async function listPortfolioRisks(
  knex: Knex,
  user: AuthUser,
  query: RiskFilters & {
    view: PortfolioView;
    projectId?: number;
    sort: RiskSort;
    page: number;
    pageSize: number;
    criticalSeverity: number;
    recentSince: number;
  },
): Promise<{ items: RiskRecord[]; total: number }> {
  const narrow = (q: Knex.QueryBuilder) => {
    scopeToRiskReaders(q, user);
    applyFilters(q, query);
    if (query.projectId !== undefined) q.where('r.project_id', query.projectId);
    switch (query.view) {
      case 'active':
        q.whereNot('r.status', 'closed');
        break;
      case 'critical':
        q.whereNot('r.status', 'closed').where('r.severity', '>=', query.criticalSeverity);
        break;
      case 'recent':
        q.where('r.updated_at', '>=', query.recentSince);
        break;
      case 'inactive':
        q.where('r.status', 'closed');
        break;
      case 'notifications':
        q.whereExists(function () {
          this.select(1)
            .from('risk_subscriptions as rs')
            .where('rs.user_id', user.id)
            .where((s) => {
              s.where('rs.scope', 'all')
                .orWhere((p) =>
                  p
                    .where('rs.scope', 'project')
                    .whereRaw('?? = ??', ['rs.project_id', 'r.project_id']),
                )
                .orWhere((i) =>
                  i.where('rs.scope', 'item').whereRaw('?? = ??', ['rs.risk_id', 'r.id']),
                );
            });
        });
        break;
    }
    return q;
  };
  const filtered = narrow(knex('risks as r').join('projects as p', 'p.id', 'r.project_id'));
  const ordered = narrow(selectRisks(knex));
  applySort(ordered, query.sort);
  const { rows, total } = await pageOfRows<RiskRow>(knex, filtered, ordered, query);
  return { items: rows.map(toRecord), total };
}

export async function findRisk(
  knex: Knex,
  projectId: number,
  id: number,
): Promise<RiskRecord | null> {
  const row = (await selectRisks(knex)
    .where({ 'r.id': id, 'r.project_id': projectId })
    .whereNull('p.deleted_at')
    .first()) as RiskRow | undefined;
  return row ? toRecord(row) : null;
}

/** The project of an item (any project; the caller checks who may read it). */
export async function findRiskProjectId(knex: Knex, id: number): Promise<number | null> {
  const row = await knex('risks')
    .where({ id })
    .first<{ project_id: number } | undefined>('project_id');
  return row ? row.project_id : null;
}

export async function findProjectRef(
  knex: Knex,
  projectId: number,
): Promise<{ id: number; code: string; name: string } | null> {
  const row = await knex('projects')
    .where({ id: projectId })
    .whereNull('deleted_at')
    .first<{ id: number; code: string; name: string } | undefined>('id', 'code', 'name');
  return row ?? null;
}

export interface RiskValues {
  kind: RiskKind;
  title: string;
  description: string;
  probability: number;
  impact: number;
  severity: number;
  ownerId: number | null;
  status: RiskStatus;
  dueDate: string | null;
  mitigation: string;
  sharedWithStakeholders: boolean;
}

function columns(values: RiskValues) {
  return {
    kind: values.kind,
    title: values.title,
    description: values.description,
    probability: values.probability,
    impact: values.impact,
    severity: values.severity,
    owner_id: values.ownerId,
    status: values.status,
    due_date: values.dueDate,
    mitigation: values.mitigation,
    shared_with_stakeholders: values.sharedWithStakeholders,
    search_text: buildSearchText([values.title, values.description]),
  };
}

export async function insertRisk(
  knex: Knex,
  projectId: number,
  values: RiskValues,
  createdBy: number | null,
  now: number,
): Promise<number> {
  const [row] = await knex('risks')
    .insert({
      project_id: projectId,
      ...columns(values),
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning<{ id: number }[]>('id');
  if (!row) throw new Error('insert into risks returned no id');
  return row.id;
}

/** The version was claimed (bumped) by the caller's versioned save. */
export async function updateRiskRow(
  knex: Knex,
  id: number,
  values: RiskValues,
  now: number,
): Promise<void> {
  await knex('risks')
    .where({ id })
    .update({ ...columns(values), updated_at: now });
}

/** Deletes the item; its comments, history and item subscriptions go with it (FK cascades). */
export async function deleteRiskRow(knex: Knex, id: number): Promise<void> {
  await knex('risks').where({ id }).delete();
}

/* History ------------------------------------------------------------------- */

export interface FieldChange {
  field: RiskField;
  from: string | null;
  to: string | null;
}

export async function insertHistory(
  knex: Knex,
  riskId: number,
  entry: { userId: number | null; created: boolean; changes: FieldChange[] },
  at: number,
): Promise<void> {
  await knex('risk_history').insert({
    risk_id: riskId,
    user_id: entry.userId,
    created_at: at,
    created: entry.created,
    changes: JSON.stringify(entry.changes),
  });
}

/** The item's history, newest first. */
export async function listHistory(knex: Knex, riskId: number): Promise<RiskHistoryEntry[]> {
  const rows = await knex('risk_history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .where('h.risk_id', riskId)
    .orderBy([
      { column: 'h.created_at', order: 'desc' },
      { column: 'h.id', order: 'desc' },
    ])
    .select<
      Array<{
        id: number;
        created_at: number | string;
        created: number | boolean;
        changes: string;
        u_id: number | null;
        u_name: string | null;
        u_initials: string | null;
        u_color: string | null;
      }>
    >(
      'h.id',
      'h.created_at',
      'h.created',
      'h.changes',
      'u.id as u_id',
      'u.name as u_name',
      'u.initials as u_initials',
      'u.color as u_color',
    );
  return rows.map((r) => ({
    id: r.id,
    at: iso(r.created_at),
    by: userRef(r.u_id, r.u_name, r.u_initials, r.u_color),
    created: Boolean(r.created),
    changes: JSON.parse(r.changes) as FieldChange[],
  }));
}

/* Comments ------------------------------------------------------------------ */

export async function insertComment(
  knex: Knex,
  riskId: number,
  authorId: number | null,
  body: string,
  now: number,
): Promise<number> {
  const [row] = await knex('risk_comments')
    .insert({ risk_id: riskId, author_id: authorId, body, created_at: now })
    .returning<{ id: number }[]>('id');
  if (!row) throw new Error('insert into risk_comments returned no id');
  // A comment is activity on the item ("recent"), not a change of it: the version stays.
  await knex('risks')
    .where({ id: riskId })
    .update({ comment_count: knex.raw('comment_count + 1'), updated_at: now });
  return row.id;
}

interface CommentRow {
  id: number;
  risk_id: number;
  body: string;
  created_at: number | string;
  a_id: number | null;
  a_name: string | null;
  a_initials: string | null;
  a_color: string | null;
}

function selectComments(knex: Knex): Knex.QueryBuilder {
  return knex('risk_comments as c')
    .leftJoin('users as a', 'a.id', 'c.author_id')
    .select(
      'c.id',
      'c.risk_id',
      'c.body',
      'c.created_at',
      'a.id as a_id',
      'a.name as a_name',
      'a.initials as a_initials',
      'a.color as a_color',
    );
}

function toComment(row: CommentRow): RiskComment {
  return {
    id: row.id,
    riskId: row.risk_id,
    author: userRef(row.a_id, row.a_name, row.a_initials, row.a_color),
    body: row.body,
    createdAt: iso(row.created_at),
  };
}

/** The item's comments, oldest first, one page. */
export async function listComments(
  knex: Knex,
  riskId: number,
  query: { page: number; pageSize: number },
): Promise<{ items: RiskComment[]; total: number }> {
  const filtered = knex('risk_comments as c').where('c.risk_id', riskId);
  const ordered = selectComments(knex)
    .where('c.risk_id', riskId)
    .orderBy([{ column: 'c.created_at' }, { column: 'c.id' }]);
  const { rows, total } = await pageOfRows<CommentRow>(knex, filtered, ordered, query);
  return { items: rows.map(toComment), total };
}

export async function findComment(knex: Knex, id: number): Promise<RiskComment | null> {
  const row = (await selectComments(knex).where('c.id', id).first()) as CommentRow | undefined;
  return row ? toComment(row) : null;
}

/* Subscriptions --------------------------------------------------------------- */

function parseEvents(stored: string): RiskEvent[] {
  const events = JSON.parse(stored) as string[];
  return RISK_EVENTS.filter((event) => events.includes(event));
}

/** The user's subscriptions, oldest first, with their project and item named. */
export async function listSubscriptions(knex: Knex, userId: number): Promise<RiskSubscription[]> {
  const rows = await knex('risk_subscriptions as s')
    .leftJoin('projects as p', 'p.id', 's.project_id')
    .leftJoin('risks as r', 'r.id', 's.risk_id')
    .where('s.user_id', userId)
    .orderBy('s.id')
    .select<
      Array<{
        id: number;
        scope: RiskSubscriptionScope;
        events: string;
        created_at: number | string;
        p_id: number | null;
        p_code: string | null;
        p_name: string | null;
        r_id: number | null;
        r_title: string | null;
      }>
    >(
      's.id',
      's.scope',
      's.events',
      's.created_at',
      'p.id as p_id',
      'p.code as p_code',
      'p.name as p_name',
      'r.id as r_id',
      'r.title as r_title',
    );
  return rows.map((r) => ({
    id: r.id,
    scope: r.scope,
    project: r.p_id === null ? null : { id: r.p_id, code: r.p_code ?? '', name: r.p_name ?? '' },
    risk: r.r_id === null ? null : { id: r.r_id, title: r.r_title ?? '' },
    events: parseEvents(r.events),
    createdAt: iso(r.created_at),
  }));
}

/**
 * Serialises one user's subscribes (PostgreSQL: a row lock on the user,
 * released at commit; SQLite runs one transaction at a time), so two at once
 * for the same scope find each other instead of both inserting. Writes nothing.
 */
export async function lockSubscriber(knex: Knex, userId: number): Promise<void> {
  const client = String((knex.client as { config: { client: string } }).config.client);
  if (client === 'pg' || client === 'postgres' || client === 'postgresql')
    await knex('users').where({ id: userId }).forUpdate().first('id');
}

/** The user's subscription of exactly this scope (same project / item), if any. */
export async function findSameSubscription(
  knex: Knex,
  userId: number,
  target: { scope: RiskSubscriptionScope; projectId: number | null; riskId: number | null },
): Promise<number | null> {
  const query = knex('risk_subscriptions').where({ user_id: userId, scope: target.scope });
  if (target.scope === 'project') query.where({ project_id: target.projectId });
  if (target.scope === 'item') query.where({ risk_id: target.riskId });
  const row = await query.orderBy('id').first<{ id: number } | undefined>('id');
  return row ? row.id : null;
}

export async function insertSubscription(
  knex: Knex,
  userId: number,
  target: { scope: RiskSubscriptionScope; projectId: number | null; riskId: number | null },
  events: readonly RiskEvent[],
  now: number,
): Promise<number> {
  const [row] = await knex('risk_subscriptions')
    .insert({
      user_id: userId,
      scope: target.scope,
      project_id: target.projectId,
      risk_id: target.riskId,
      events: JSON.stringify(events),
      created_at: now,
    })
    .returning<{ id: number }[]>('id');
  if (!row) throw new Error('insert into risk_subscriptions returned no id');
  return row.id;
}

export async function updateSubscriptionEvents(
  knex: Knex,
  id: number,
  events: readonly RiskEvent[],
): Promise<void> {
  await knex('risk_subscriptions')
    .where({ id })
    .update({ events: JSON.stringify(events) });
}

/** Deletes one of the user's subscriptions; 0 when it is not theirs (or does not exist). */
export async function deleteSubscription(knex: Knex, userId: number, id: number): Promise<number> {
  return knex('risk_subscriptions').where({ id, user_id: userId }).delete();
}

/**
 * The users to notify of `events` on an item, each once with the events their
 * subscriptions name: subscribed (all, the item's project, or the item) to at
 * least one of the events, not the actor, and still able to read the item
 * (checked in SQL). One query.
 */
export async function subscribersOf(
  knex: Knex,
  item: { id: number; projectId: number },
  events: readonly RiskEvent[],
  actorId: number,
): Promise<Map<number, Set<RiskEvent>>> {
  if (events.length === 0) return new Map();
  const query = knex('risk_subscriptions as s')
    .join('users as u', 'u.id', 's.user_id')
    .whereNot('s.user_id', actorId)
    .where((q) => {
      q.where('s.scope', 'all')
        .orWhere((p) => p.where('s.scope', 'project').where('s.project_id', item.projectId))
        .orWhere((i) => i.where('s.scope', 'item').where('s.risk_id', item.id));
    })
    .where((q) => {
      for (const event of events) q.orWhere('s.events', 'like', `%"${event}"%`);
    })
    .select<Array<{ user_id: number; events: string }>>('s.user_id', 's.events');
  whereReadsRisksOf(query, knex, item.projectId);
  const recipients = new Map<number, Set<RiskEvent>>();
  for (const row of await query) {
    const named = recipients.get(row.user_id) ?? new Set<RiskEvent>();
    for (const event of parseEvents(row.events)) if (events.includes(event)) named.add(event);
    recipients.set(row.user_id, named);
  }
  return recipients;
}

/* Owners -------------------------------------------------------------------- */

export async function findOwnerCandidate(
  knex: Knex,
  userId: number,
): Promise<{ id: number; email: string; name: string; external: boolean; status: string } | null> {
  const row = await knex('users')
    .where({ id: userId })
    .first<
      | { id: number; email: string; name: string; external: number | boolean; status: string }
      | undefined
    >('id', 'email', 'name', 'external', 'status');
  return row ? { ...row, external: Boolean(row.external) } : null;
}

export async function userName(knex: Knex, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const row = await knex('users').where({ id: userId }).first<{ name: string } | undefined>('name');
  return row?.name ?? null;
}
