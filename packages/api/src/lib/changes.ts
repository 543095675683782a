import type { AuditAction, AuditEntityType, EventData, EventType } from '@keel/types';
import type { Db } from './db';

/**
 * Cross-module effects as recorded changes.
 *
 * A module that writes records what changed, inside its writing transaction
 * (`recordChange(trx, { kind, at, ... })`), and never calls another module to
 * react to it. The modules that follow a kind of change (the finance figures,
 * the audit log, later webhooks and live updates) subscribe to it at start-up
 * (`src/subscriptions.ts`); their handlers run in the same transaction, in
 * the order they were subscribed, so the change and what follows from it
 * commit together or not at all. A change is named for what happened, never
 * for what a follower should do: a writer does not know its followers.
 */

/** A time entry as its followers read it: where it is logged, by whom, when, how long. */
export interface ChangedTimeEntry {
  projectId: number | null;
  taskId: number | null;
  userId: number;
  /** YYYY-MM-DD. */
  date: string;
  minutes: number;
  billable: boolean;
}

/** Every change a module may record. `at` is the writer's clock (epoch ms). */
export type Change =
  /** A time entry was logged (`before` null), edited or moved, or deleted (`after` null). */
  | {
      kind: 'time-entry.written';
      at: number;
      before: ChangedTimeEntry | null;
      after: ChangedTimeEntry | null;
    }
  /**
   * Many time entries were written at once (an import's chunk, an import's
   * rollback): the projects whose logged time changed (entries on timesheet
   * tasks have none) and the users whose time it is. Recorded once per
   * statement batch in place of a `time-entry.written` per entry, which would
   * have each follower redo its work per entry.
   */
  | {
      kind: 'time-entries.written';
      at: number;
      projectIds: readonly number[];
      userIds: readonly number[];
    }
  /** Tasks of these projects were created, edited, moved, reordered or deleted. */
  | { kind: 'task.changed'; at: number; projectIds: readonly number[] }
  /** A milestone of the project was created, edited or deleted. */
  | { kind: 'milestone.changed'; at: number; projectId: number }
  /** A decided change request moved the project's budget. */
  | { kind: 'budget.changed'; at: number; projectId: number }
  /** The project's time-and-material contract (its resources and rates) changed. */
  | { kind: 'contract.changed'; at: number; projectId: number }
  /** The projects were created (from scratch or from a quote) or their head (status, dates, budget) changed. */
  | { kind: 'project.changed'; at: number; projectIds: readonly number[] }
  /**
   * An invoice of the project was drafted, changed, deleted, issued, paid
   * (in part) or voided; `status` is what it is now (null once deleted).
   * Issuing marks the time entries and milestones it bills; voiding releases
   * them and issues the credit note (recorded as its own change).
   */
  | {
      kind: 'invoice.changed';
      at: number;
      projectId: number;
      invoiceId: number;
      status: 'draft' | 'issued' | 'paid' | 'void' | null;
    }
  /** A salary group's rate history changed. */
  | { kind: 'salary-group.changed'; at: number; groupId: number }
  /** An employee record (employment, overrides) changed or is about to be deleted. */
  | { kind: 'employee.changed'; at: number; employeeId: number }
  /**
   * A global contact is being deleted, inside its delete's transaction. A
   * follower whose records must keep the contact (an invoice keeps its
   * client) refuses by throwing, and the delete rolls back.
   */
  | { kind: 'contact.deleted'; at: number; contactId: number }
  /** A milestone was deleted by `userId` (`name` as it was): its tasks lose their link. */
  | {
      kind: 'milestone.deleted';
      at: number;
      milestoneId: number;
      name: string;
      userId: number;
    }
  /**
   * A record the outside world follows was written (`EVENT_TYPES` in
   * `@keel/types`: a task created, a week approved, an invoice paid...), by
   * `actorId` (null for the system). `data` is what the event carries: the
   * record's id, its project, and the public fields its type lists (never a
   * cost, salary, rate, margin or internal note). Followed by the webhooks'
   * outbox, later by the live updates.
   */
  | {
      kind: 'record.written';
      at: number;
      type: EventType;
      actorId: number | null;
      projectId: number | null;
      data: EventData;
    }
  /**
   * Many records of one type the outside world follows were written at once
   * (an import's chunk, its rollback): each as a `record.written` of `type`
   * would carry it, recorded in one change so its followers read what they
   * need once for all of them.
   */
  | {
      kind: 'records.written';
      at: number;
      type: EventType;
      actorId: number | null;
      records: ReadonlyArray<{ projectId: number | null; data: EventData }>;
    }
  /**
   * An administered record (DOMAIN.md § Audit: users, invitations, roles,
   * teams, salary groups, employees, timesheet settings...) was created,
   * changed or deleted by `actorId`: how it is named, and what it was before
   * and is after (null when it did not exist, or no longer does). The audit
   * log keeps one entry per change.
   */
  | {
      kind: 'record.audited';
      at: number;
      actorId: number | null;
      entityType: AuditEntityType;
      entityId: number | null;
      entityLabel: string;
      action: AuditAction;
      before: unknown;
      after: unknown;
    };

export type ChangeKind = Change['kind'];
export type ChangeOf<K extends ChangeKind> = Extract<Change, { kind: K }>;
/** What follows a kind of change, in the writer's transaction. */
export type ChangeHandler<K extends ChangeKind> = (trx: Db, change: ChangeOf<K>) => Promise<void>;
/** A module's subscriptions: a handler per kind it follows. */
export type Subscriptions = { [K in ChangeKind]?: ChangeHandler<K> };

const handlers = new Map<ChangeKind, Array<ChangeHandler<ChangeKind>>>();
const everyChange: Array<(trx: Db, change: Change) => Promise<void>> = [];
let started = false;

/** Adds a module's subscriptions (called from `src/subscriptions.ts` only). */
export function subscribe(subscriptions: Subscriptions): void {
  for (const [kind, handler] of Object.entries(subscriptions) as Array<
    [ChangeKind, ChangeHandler<ChangeKind>]
  >) {
    const list = handlers.get(kind) ?? [];
    list.push(handler);
    handlers.set(kind, list);
  }
  started = true;
}

/** Follows every change (the audit trail of changes, later webhooks and live updates). */
export function subscribeToEvery(handler: (trx: Db, change: Change) => Promise<void>): void {
  everyChange.push(handler);
  started = true;
}

/**
 * Records a change inside the writer's transaction: every subscribed handler
 * runs on `trx` before this returns. Throws when nothing has subscribed yet —
 * a process that writes without `registerSubscriptions()` would silently
 * leave the figures behind.
 */
export async function recordChange(trx: Db, change: Change): Promise<void> {
  if (!started)
    throw new Error(
      `recordChange('${change.kind}') before registerSubscriptions(): call it at start-up (src/subscriptions.ts).`,
    );
  for (const handler of handlers.get(change.kind) ?? []) await handler(trx, change);
  for (const handler of everyChange) await handler(trx, change);
}

/** Which kinds have a follower (for the module table in CONTRIBUTING.md and its test). */
export function subscribedKinds(): ChangeKind[] {
  return [...handlers.keys()];
}

/** Forgets every subscription (tests that register their own). */
export function resetSubscriptionsForTest(): void {
  handlers.clear();
  everyChange.length = 0;
  started = false;
}
