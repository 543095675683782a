import {
  CRITICAL_SEVERITY,
  RECENT_RISK_DAYS,
  isCriticalSeverity,
  riskSeverity,
  type PortfolioRiskPage,
  type PortfolioRiskQuerySchema,
  type Risk,
  type RiskComment,
  type RiskCommentCreateInputSchema,
  type RiskCommentListQuerySchema,
  type RiskCommentPage,
  type RiskCreateInputSchema,
  type RiskDetail,
  type RiskEvent,
  type RiskListQuerySchema,
  type RiskPage,
  type RiskStatus,
  type RiskSubscription,
  type RiskSubscriptionCreateInputSchema,
  type RiskUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError, throwIfAny, type FieldErrors } from '../../lib/errors';
import { normalizeSearchText } from '../../lib/search-text';
import { versionedSave, type VersionedTable } from '../../lib/versioned-save';
import {
  getProjectPermissions,
  loadGlobalFlags,
  projectPermissionsFor,
  projectRoleOf,
  type AuthUser,
} from '../auth';
import { insertNotifications, type NewNotification } from '../notifications/notifications.service';
import * as repo from './risks.repository';

/**
 * The risk and issue register (README.md beside this file): the project
 * register with its heat map, the portfolio views, comments, history,
 * subscriptions and the in-app notifications their events create.
 */

type CreateInput = z.output<typeof RiskCreateInputSchema>;
type UpdateInput = z.output<typeof RiskUpdateInputSchema>;
type ListQuery = z.output<typeof RiskListQuerySchema>;
type PortfolioQuery = z.output<typeof PortfolioRiskQuerySchema>;
type CommentInput = z.output<typeof RiskCommentCreateInputSchema>;
type CommentQuery = z.output<typeof RiskCommentListQuerySchema>;
type SubscribeInput = z.output<typeof RiskSubscriptionCreateInputSchema>;

const RISK_NOT_FOUND = 'Risk or issue not found';
const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
const DAY = 86_400_000;

/** The project's items as version-checked saves see them: only the route's project's. */
function risksOf(projectId: number): VersionedTable {
  return {
    table: 'risks',
    notFound: RISK_NOT_FOUND,
    live: (query) => query.where({ project_id: projectId }),
    // `updated_at` moves only when a save changes something (service), not on the claim.
    updatedAt: false,
  };
}

/** Does the reader see everything of the project's register, or only the shared items? */
async function readsAllRisks(db: Db, user: AuthUser, projectId: number): Promise<boolean> {
  return (await getProjectPermissions(db, user, projectId)).readRisks;
}

function toRisk(record: repo.RiskRecord, full: boolean): Risk {
  return {
    ...record,
    critical: isCriticalSeverity(record.severity),
    commentCount: full ? record.commentCount : 0,
  };
}

export async function getRisk(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  id: number,
  db: Db = deps.knex,
): Promise<RiskDetail> {
  const full = await readsAllRisks(db, user, projectId);
  const record = await repo.findRisk(db, projectId, id);
  // A stakeholder is told nothing of an item that is not shared with them.
  if (!record || (!full && !record.sharedWithStakeholders)) throw new NotFoundError(RISK_NOT_FOUND);
  return {
    ...toRisk(record, full),
    history: full ? await repo.listHistory(db, id) : [],
  };
}

export async function listRisks(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  query: ListQuery,
): Promise<RiskPage> {
  const full = await readsAllRisks(deps.knex, user, projectId);
  const sharedOnly = !full;
  const [page, cells] = await Promise.all([
    repo.listProjectRisks(deps.knex, projectId, {
      ...filtersOf(query),
      sort: query.sort,
      page: query.page,
      pageSize: query.pageSize,
      sharedOnly,
    }),
    repo.heatMap(deps.knex, projectId, sharedOnly),
  ]);
  return {
    items: page.items.map((record) => toRisk(record, full)),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    heatMap: cells,
  };
}

function filtersOf(query: ListQuery): repo.RiskFilters {
  const search = query.search ? normalizeSearchText(query.search) : '';
  return {
    search: search || undefined,
    kind: query.kind,
    status: query.status,
    probability: query.probability,
    impact: query.impact,
  };
}

export async function listPortfolio(
  deps: AppDeps,
  user: AuthUser,
  query: PortfolioQuery,
): Promise<PortfolioRiskPage> {
  const page = await repo.listPortfolioRisks(deps.knex, user, {
    ...filtersOf(query),
    view: query.view,
    projectId: query.projectId,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
    criticalSeverity: CRITICAL_SEVERITY,
    recentSince: deps.clock() - RECENT_RISK_DAYS * DAY,
  });
  return {
    items: page.items.map((record) => toRisk(record, true)),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/* Writes -------------------------------------------------------------------- */

/** A real calendar day (the schema checks only the YYYY-MM-DD shape). */
function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
  );
}

/**
 * The owner must be an active internal user who may read the project's risks
 * (a manager, member or viewer of it, or a reader of every project).
 */
async function ownerError(db: Db, projectId: number, ownerId: number): Promise<string | null> {
  const candidate = await repo.findOwnerCandidate(db, ownerId);
  if (!candidate || candidate.status !== 'active') return 'ownerId must be an active user';
  if (candidate.external) return 'ownerId must be an internal user, not an external one';
  const owner: AuthUser = { ...candidate, flags: await loadGlobalFlags(db, ownerId) };
  const role = await projectRoleOf(db, ownerId, projectId);
  if (!projectPermissionsFor(owner, role).readRisks)
    return "ownerId must be a user who may read this project's risks";
  return null;
}

async function checkInput(
  db: Db,
  projectId: number,
  input: CreateInput,
  currentOwnerId: number | null,
): Promise<void> {
  const errors: FieldErrors = {};
  if (input.dueDate !== null && !isCalendarDate(input.dueDate))
    errors.dueDate = ['dueDate must be a real date as YYYY-MM-DD'];
  // An unchanged owner stays, even when they have since left the project.
  if (input.ownerId !== null && input.ownerId !== currentOwnerId) {
    const message = await ownerError(db, projectId, input.ownerId);
    if (message) errors.ownerId = [message];
  }
  throwIfAny(errors);
}

export function valuesOf(input: CreateInput): repo.RiskValues {
  return {
    kind: input.kind,
    title: input.title,
    description: input.description,
    probability: input.probability,
    impact: input.impact,
    severity: riskSeverity(input.probability, input.impact),
    ownerId: input.ownerId,
    status: input.status,
    dueDate: input.dueDate,
    mitigation: input.mitigation,
    sharedWithStakeholders: input.sharedWithStakeholders,
  };
}

/** The fields as the history shows them: numbers as text, owner by name, booleans as yes/no. */
export type Shown = Record<repo.FieldChange['field'], string | null>;

export function shown(values: repo.RiskValues, ownerName: string | null): Shown {
  return {
    kind: values.kind,
    title: values.title,
    description: values.description,
    probability: String(values.probability),
    impact: String(values.impact),
    owner: ownerName,
    status: values.status,
    dueDate: values.dueDate,
    mitigation: values.mitigation,
    sharedWithStakeholders: values.sharedWithStakeholders ? 'yes' : 'no',
  };
}

export function changesBetween(before: Shown | null, after: Shown): repo.FieldChange[] {
  const changes: repo.FieldChange[] = [];
  for (const field of Object.keys(after) as Array<keyof Shown>) {
    const from = before ? before[field] : null;
    const to = after[field];
    // A creation lists the fields it set (empty text and "no" are not news).
    if (
      !before &&
      (to === null || to === '' || (field === 'sharedWithStakeholders' && to === 'no'))
    )
      continue;
    if (from !== to) changes.push({ field, from, to });
  }
  return changes;
}

function recordValues(record: repo.RiskRecord): repo.RiskValues {
  return {
    kind: record.kind,
    title: record.title,
    description: record.description,
    probability: record.probability,
    impact: record.impact,
    severity: record.severity,
    ownerId: record.owner?.id ?? null,
    status: record.status,
    dueDate: record.dueDate,
    mitigation: record.mitigation,
    sharedWithStakeholders: record.sharedWithStakeholders,
  };
}

export async function createRisk(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  input: CreateInput,
): Promise<Risk> {
  await checkInput(deps.knex, projectId, input, null);
  const values = valuesOf(input);
  const now = deps.clock();
  const id = await deps.knex.transaction(async (trx) => {
    const riskId = await repo.insertRisk(trx, projectId, values, user.id, now);
    const ownerName = await repo.userName(trx, values.ownerId);
    await repo.insertHistory(
      trx,
      riskId,
      { userId: user.id, created: true, changes: changesBetween(null, shown(values, ownerName)) },
      now,
    );
    await notify(trx, user, { id: riskId, projectId, values }, { created: true }, now);
    return riskId;
  });
  return toRiskOnly(await getRisk(deps, user, projectId, id));
}

function toRiskOnly(detail: RiskDetail): Risk {
  const { history: _history, ...risk } = detail;
  return risk;
}

export async function updateRisk(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  id: number,
  input: UpdateInput,
): Promise<Risk> {
  await versionedSave(
    deps.knex,
    risksOf(projectId),
    { id, version: input.version },
    async (trx, now) => {
      const current = await repo.findRisk(trx, projectId, id);
      if (!current) throw new NotFoundError(RISK_NOT_FOUND);
      await checkInput(trx, projectId, input, current.owner?.id ?? null);
      const before = recordValues(current);
      const after = valuesOf(input);
      const ownerName =
        after.ownerId === before.ownerId
          ? (current.owner?.name ?? null)
          : await repo.userName(trx, after.ownerId);
      const changes = changesBetween(
        shown(before, current.owner?.name ?? null),
        shown(after, ownerName),
      );
      // A save that changes nothing writes nothing (its version still moves on).
      if (changes.length === 0) return;
      await repo.updateRiskRow(trx, id, after, now);
      await repo.insertHistory(trx, id, { userId: user.id, created: false, changes }, now);
      await notify(
        trx,
        user,
        { id, projectId, values: after },
        {
          severityFrom: after.severity > before.severity ? before.severity : undefined,
          statusFrom: after.status !== before.status ? before.status : undefined,
        },
        now,
      );
    },
    {
      now: deps.clock(),
      current: (trx, riskId) => getRisk(deps, user, projectId, riskId, trx),
    },
  );
  return toRiskOnly(await getRisk(deps, user, projectId, id));
}

export async function deleteRisk(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  await versionedSave(
    deps.knex,
    risksOf(projectId),
    { id, version },
    async (trx) => {
      await repo.deleteRiskRow(trx, id);
    },
    {
      now: deps.clock(),
      current: (trx, riskId) => getRisk(deps, user, projectId, riskId, trx),
    },
  );
  return { ok: true };
}

/* Comments ------------------------------------------------------------------ */

/** The item, for a route that needs readRisks (the route checked it): 404 when not the project's. */
async function requireRisk(db: Db, projectId: number, id: number): Promise<repo.RiskRecord> {
  const record = await repo.findRisk(db, projectId, id);
  if (!record) throw new NotFoundError(RISK_NOT_FOUND);
  return record;
}

export async function listComments(
  deps: AppDeps,
  projectId: number,
  riskId: number,
  query: CommentQuery,
): Promise<RiskCommentPage> {
  await requireRisk(deps.knex, projectId, riskId);
  const { items, total } = await repo.listComments(deps.knex, riskId, query);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function addComment(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  riskId: number,
  input: CommentInput,
): Promise<RiskComment> {
  const now = deps.clock();
  const commentId = await deps.knex.transaction(async (trx) => {
    const record = await requireRisk(trx, projectId, riskId);
    const id = await repo.insertComment(trx, riskId, user.id, input.body, now);
    await notify(
      trx,
      user,
      { id: riskId, projectId, values: recordValues(record) },
      { commented: true },
      now,
    );
    return id;
  });
  const comment = await repo.findComment(deps.knex, commentId);
  if (!comment) throw new NotFoundError('Comment not found');
  return comment;
}

/* Events -------------------------------------------------------------------- */

interface Happened {
  created?: boolean;
  /** The severity before a save that raised it. */
  severityFrom?: number;
  /** The status before a save that changed it. */
  statusFrom?: RiskStatus;
  commented?: boolean;
}

const KIND_LABEL = { risk: 'Risk', issue: 'Issue' } as const;

/** What one event says, after `Risk "<title>" on <code>`. */
function clause(
  event: RiskEvent,
  values: repo.RiskValues,
  happened: Happened,
  actor: string,
): string {
  switch (event) {
    case 'created':
      return `was raised by ${actor} (severity ${values.severity})`;
    case 'severityRaised':
      return isCriticalSeverity(values.severity) &&
        !isCriticalSeverity(happened.severityFrom ?? values.severity)
        ? `is now critical (severity ${values.severity})`
        : `rose from severity ${happened.severityFrom} to ${values.severity}`;
    case 'statusChanged':
      return values.status === 'closed'
        ? 'was closed'
        : happened.statusFrom === 'closed'
          ? `was reopened (${values.status})`
          : `is now ${values.status}`;
    case 'commented':
      return `has a new comment by ${actor}`;
  }
}

/**
 * In the write's transaction: one in-app notification per subscriber whose
 * subscription covers the item and names one of the events, who may still
 * read it, never the actor; the text names the risk, the project and what
 * happened.
 */
async function notify(
  trx: Db,
  actor: AuthUser,
  item: { id: number; projectId: number; values: repo.RiskValues },
  happened: Happened,
  now: number,
): Promise<void> {
  const events: RiskEvent[] = [];
  if (happened.created) events.push('created');
  if (happened.severityFrom !== undefined) events.push('severityRaised');
  if (happened.statusFrom !== undefined) events.push('statusChanged');
  if (happened.commented) events.push('commented');
  const recipients = await repo.subscribersOf(trx, item, events, actor.id);
  if (recipients.size === 0) return;
  const project = await repo.findProjectRef(trx, item.projectId);
  if (!project) return;
  const subject = `${KIND_LABEL[item.values.kind]} "${item.values.title}" on ${project.code}`;
  const link = `/projects/${item.projectId}/risks?risk=${item.id}`;
  const notifications: NewNotification[] = [];
  for (const [userId, named] of recipients) {
    const clauses = events
      .filter((event) => named.has(event))
      .map((event) => clause(event, item.values, happened, actor.name));
    if (clauses.length === 0) continue;
    notifications.push({ userId, kind: 'risk', text: `${subject} ${clauses.join(' and ')}`, link });
  }
  await insertNotifications(trx, notifications, now);
}

/* Subscriptions --------------------------------------------------------------- */

export async function listSubscriptions(
  deps: AppDeps,
  user: AuthUser,
): Promise<RiskSubscription[]> {
  return repo.listSubscriptions(deps.knex, user.id);
}

export async function subscribe(
  deps: AppDeps,
  user: AuthUser,
  input: SubscribeInput,
): Promise<RiskSubscription> {
  let target: { scope: SubscribeInput['scope']; projectId: number | null; riskId: number | null };
  if (input.scope === 'all') target = { scope: 'all', projectId: null, riskId: null };
  else if (input.scope === 'project') {
    const projectId = input.projectId as number;
    if (!(await getProjectPermissions(deps.knex, user, projectId)).readRisks)
      throw new NotFoundError('Project not found');
    target = { scope: 'project', projectId, riskId: null };
  } else {
    const riskId = input.riskId as number;
    const projectId = await repo.findRiskProjectId(deps.knex, riskId);
    if (projectId === null || !(await getProjectPermissions(deps.knex, user, projectId)).readRisks)
      throw new NotFoundError(RISK_NOT_FOUND);
    target = { scope: 'item', projectId, riskId };
  }
  const id = await deps.knex.transaction(async (trx) => {
    await repo.lockSubscriber(trx, user.id);
    const existing = await repo.findSameSubscription(trx, user.id, target);
    if (existing !== null) {
      await repo.updateSubscriptionEvents(trx, existing, input.events);
      return existing;
    }
    return repo.insertSubscription(trx, user.id, target, input.events, deps.clock());
  });
  const subscription = (await repo.listSubscriptions(deps.knex, user.id)).find((s) => s.id === id);
  if (!subscription) throw new NotFoundError(SUBSCRIPTION_NOT_FOUND);
  return subscription;
}

export async function unsubscribe(
  deps: AppDeps,
  user: AuthUser,
  subscriptionId: number,
): Promise<{ ok: true }> {
  // Another user's subscription is "not found": its id is not confirmed.
  if ((await repo.deleteSubscription(deps.knex, user.id, subscriptionId)) === 0)
    throw new NotFoundError(SUBSCRIPTION_NOT_FOUND);
  return { ok: true };
}
