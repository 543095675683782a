import type { Knex } from 'knex';
import { addDays } from '@keel/types';
import { utcDate } from '../lib/dates';
import { insertMilestone, type MilestoneValues } from '../modules/milestones/milestones.repository';
import { DEMO_ISSUED_INVOICES } from './demo-invoices';
import type { DemoAccountKey } from './demo-workspace';

/**
 * Demo milestones (issue 13): every active demo project gets five, around the
 * day the workspace is seeded (like the demo tasks' due dates, so a demo
 * opened today has past, near and later ones): a kick-off reached, invoiced
 * and paid (KEEL-002's not paid yet: its invoice is the demo's overdue one,
 * `demo-invoices.ts`); a design sign-off that is reached, except on the first active
 * project where it is still planned and so reads missed; two financial
 * delivery milestones ahead, with a forecast; a handover. Some of each
 * project's top-level tasks are linked to them. Deterministic (amounts from
 * the project's place in the list) and idempotent: a project that already
 * has milestones is left alone.
 */

interface PlannedMilestone extends MilestoneValues {
  /** How many of the project's top-level tasks (by due date) go to it, in plan order. */
  tasks: number;
}

function plan(
  today: string,
  projectIndex: number,
  first: boolean,
  kickOffPaid: boolean,
): PlannedMilestone[] {
  const day = (offset: number) => addDays(today, offset);
  // Whole euros (or the project's currency) in minor units, different per project.
  const base = (40 + projectIndex * 15) * 1_000_00;
  const none = { forecastDate: null, invoicedDate: null, paidDate: null };
  return [
    {
      name: 'Kick-off and discovery',
      description: 'Scope, plan and team agreed with the client; first instalment invoiced.',
      dueDate: day(-35),
      status: 'reached',
      financial: true,
      amount: Math.round(base * 0.2),
      forecastDate: day(-35),
      invoicedDate: day(-33),
      paidDate: kickOffPaid ? day(-12) : null,
      tasks: 3,
    },
    {
      name: 'Design signed off',
      description: first
        ? 'Waiting for the client’s sign-off of the final designs.'
        : 'The client signed off the designs.',
      dueDate: day(-6),
      // The one missed milestone of the demo: planned, its due date past.
      status: first ? 'planned' : 'reached',
      financial: false,
      amount: null,
      ...none,
      tasks: 4,
    },
    {
      name: 'Beta release',
      description: 'Feature-complete build in the client’s hands for acceptance testing.',
      dueDate: day(21),
      status: 'planned',
      financial: true,
      amount: Math.round(base * 0.4),
      forecastDate: day(25),
      invoicedDate: null,
      paidDate: null,
      tasks: 5,
    },
    {
      name: 'Go-live',
      description: 'Production launch; final instalment on acceptance.',
      dueDate: day(49),
      status: 'planned',
      financial: true,
      amount: Math.round(base * 0.4),
      forecastDate: day(56),
      invoicedDate: null,
      paidDate: null,
      tasks: 5,
    },
    {
      name: 'Handover to support',
      description: 'Runbooks, training and warranty period start.',
      dueDate: day(70),
      status: 'planned',
      financial: false,
      amount: null,
      ...none,
      tasks: 0,
    },
  ];
}

export async function seedMilestonesDemo(
  trx: Knex,
  context: {
    userIds: Record<DemoAccountKey, number>;
    projects: ReadonlyArray<{ code: string; status: string; archived?: boolean }>;
    /** The real time of seeding: due dates are around its day. */
    now: number;
  },
): Promise<void> {
  const today = utcDate(context.now);
  const active = context.projects.filter((p) => p.status === 'active' && !p.archived);
  const rows = await trx('projects')
    .whereIn(
      'code',
      active.map((p) => p.code),
    )
    .select<{ id: number; code: string }[]>('id', 'code');
  const withMilestones = new Set(
    (await trx('milestones').distinct('project_id').select<{ project_id: number }[]>()).map(
      (r) => r.project_id,
    ),
  );
  for (const [projectIndex, project] of active.entries()) {
    const row = rows.find((r) => r.code === project.code);
    if (!row || withMilestones.has(row.id)) continue;
    // Top-level tasks by due date (undated last): the earlier work counts towards the earlier milestones.
    const tasks = (
      await trx('tasks')
        .where({ project_id: row.id })
        .whereNull('parent_id')
        .orderByRaw('due_date is null, due_date, id')
        .select<{ id: number }[]>('id')
    ).map((t) => t.id);
    let next = 0;
    const kickOffPaid = project.code !== DEMO_ISSUED_INVOICES.overdue.code;
    for (const { tasks: count, ...values } of plan(
      today,
      projectIndex,
      projectIndex === 0,
      kickOffPaid,
    )) {
      const id = await insertMilestone(trx, row.id, values, context.userIds.pm, context.now);
      const linked = tasks.slice(next, next + count);
      next += count;
      if (linked.length > 0) await trx('tasks').whereIn('id', linked).update({ milestone_id: id });
    }
  }
}
