import type { Knex } from 'knex';
import { amountForMinutes } from '@keel/types';
import {
  DEMO_MARKUPS,
  DEMO_PRICING_CONFIG_NAME,
  DEMO_RATE_PROFILE_NAMES,
} from './demo-quote-config';
import { DEMO_CONTRACT_PROJECT } from './demo-projects';
import type { DemoAccountKey } from './demo-workspace';
import { insertQuoteWithRevisions, type RevisionSpec } from './quote-revisions';

/**
 * KEEL-002 created from a quote that has a newer revision waiting (issue 14
 * item 5): "Café Müller relaunch" (`DEMO_FROM_QUOTE_NUMBER`) has revision 1,
 * which KEEL-002 carries, and revision 2, accepted since. Revision 1 is what
 * the project has (its total and hours are the project's budget): its financial milestones "Kick-off and discovery", "Beta
 * release" and "Go-live" are its sections, five of its top-level tasks (the
 * first by id) are its lines at their estimates, and the first unassigned one
 * the development pool that holds the rest of the budget hours, and the contract's resources
 * bill its roles (the member Developer at 97.50, the pm Project manager at
 * 135.00: the contract's negotiated rates, over the "Standard rates" profile's,
 * whose salary groups cost the lines). Revision 2 is the client's loyalty
 * programme (the RAG comment of KEEL-002): a new section with two lines, more
 * hours on one task, one line gone, the developer rate up, and the "Standard
 * pricing" markups, the quote's pricing config since. So the update preview
 * shows real differences of every kind, and the draft is revision 2.
 *
 * Deterministic (the tasks are the demo's, by id) and idempotent: nothing is
 * written when the quote exists, or when KEEL-002 lacks its tasks.
 */

export const DEMO_FROM_QUOTE_NUMBER = 'Q-2026-0090';

const SECTIONS = ['Beta release', 'Beta release', 'Go-live', 'Go-live', 'Go-live'] as const;
const DEVELOPER_RATE = 9_750;
const PM_RATE = 13_500;

export async function seedFromQuoteDemo(
  trx: Knex,
  context: { userIds: Record<DemoAccountKey, number>; now: number },
): Promise<void> {
  if (await trx('quotes').where({ number: DEMO_FROM_QUOTE_NUMBER }).first('id')) return;
  const project = await trx('projects')
    .where({ code: DEMO_CONTRACT_PROJECT })
    .whereNull('deleted_at')
    .first<
      | {
          id: number;
          budget_amount: number | string | null;
          budget_minutes: number | string | null;
        }
      | undefined
    >('id', 'budget_amount', 'budget_minutes');
  if (!project || project.budget_amount === null || project.budget_minutes === null) return;
  const tasks = await trx('tasks')
    .where({ project_id: project.id })
    .whereNull('parent_id')
    .orderBy('id')
    .limit(SECTIONS.length)
    .select<Array<{ id: number; name: string; work_estimation: number | string | null }>>(
      'id',
      'name',
      'work_estimation',
    );
  if (tasks.length < SECTIONS.length) return;

  // Revision 1: the project as it is. Its tasks are quoted at their estimates
  // (8 hours without one); the first unassigned task is the team's pool of
  // development hours and takes the rest of the budget hours (unassigned, so
  // nobody's open work grows), and the kick-off's expenses the rest of the
  // budget, so revision 1 totals exactly the project's budget and budget hours.
  const pool = await trx('tasks')
    .where({ project_id: project.id })
    .whereNull('parent_id')
    .whereNull('assignee_id')
    .whereNotIn(
      'id',
      tasks.map((t) => t.id),
    )
    .orderBy('id')
    .first<{ id: number; name: string } | undefined>('id', 'name');
  if (!pool) return;
  const estimates = tasks.map((t) =>
    t.work_estimation === null ? 480 : Number(t.work_estimation),
  );
  const lines = tasks.map((task, i) => ({
    key: `cm-${i + 1}`,
    section: SECTIONS[i] ?? 'Go-live',
    description: task.name,
    role: i === SECTIONS.length - 1 ? 'Project manager' : 'Developer',
    minutes: estimates[i] ?? 480,
    rate: i === SECTIONS.length - 1 ? PM_RATE : DEVELOPER_RATE,
    expenses: 0,
  }));
  const quoted = estimates.reduce((sum, m) => sum + m, 0);
  const poolLine = {
    key: 'cm-pool',
    section: 'Beta release',
    description: pool.name,
    role: 'Developer',
    minutes: Math.max(480, Number(project.budget_minutes) - quoted),
    rate: DEVELOPER_RATE,
    expenses: 0,
  };
  const labour = [...lines, poolLine].reduce(
    (sum, l) => sum + amountForMinutes(l.minutes, l.rate),
    0,
  );
  const kickoff = {
    key: 'cm-kickoff',
    section: 'Kick-off and discovery',
    description: 'Discovery workshop, travel and licences',
    role: '',
    minutes: 0,
    rate: 0,
    expenses: Math.max(0, Number(project.budget_amount) - labour),
  };
  const first: RevisionSpec = {
    lines: [kickoff, ...lines, poolLine],
    markups: [],
    note: 'As agreed at kick-off.',
  };
  const second: RevisionSpec = {
    lines: [
      kickoff,
      // The second task grows by 6 hours; the fourth leaves the quote; the developer rate rises.
      ...lines
        .filter((_, i) => i !== 3)
        .map((line, i) => ({
          ...line,
          minutes: i === 1 ? line.minutes + 360 : line.minutes,
          rate: line.role === 'Developer' ? 10_250 : line.rate,
        })),
      { ...poolLine, rate: 10_250 },
      {
        key: 'cm-loyalty-design',
        section: 'Loyalty programme',
        description: 'Design the loyalty card and rewards',
        role: 'Developer',
        minutes: 960,
        rate: 10_250,
        expenses: 0,
      },
      {
        key: 'cm-loyalty-build',
        section: 'Loyalty programme',
        description: 'Build the points ledger and shop integration',
        role: 'Developer',
        minutes: 1_920,
        rate: 10_250,
        expenses: 0,
      },
    ],
    markups: [...DEMO_MARKUPS],
    note: 'Loyalty programme added at the client’s request.',
  };

  const idOf = async (table: string, name: string) =>
    (await trx(table).where({ name }).first<{ id: number } | undefined>('id'))?.id ?? null;
  const quoteId = await insertQuoteWithRevisions(
    trx,
    {
      number: DEMO_FROM_QUOTE_NUMBER,
      name: 'Café Müller relaunch',
      client: 'Café Müller GmbH',
      ownerId: context.userIds.pm,
      status: 'accepted',
      revisions: [first, second],
      accepted: 2,
      quoteDate: '2026-01-20',
      rateProfileId: await idOf('quote_rate_profiles', DEMO_RATE_PROFILE_NAMES[0] ?? ''),
      pricingConfigId: await idOf('quote_pricing_configs', DEMO_PRICING_CONFIG_NAME),
    },
    context.now,
  );

  // KEEL-002 as created from revision 1.
  await trx('projects')
    .where({ id: project.id })
    .update({ source_quote_id: quoteId, source_quote_revision: 1 });
  for (const [i, task] of [...tasks, pool].entries()) {
    const line = [...lines, poolLine][i];
    if (!line) continue;
    await trx('tasks')
      .where({ id: task.id })
      .update({ quote_line_key: line.key, work_estimation: line.minutes });
  }
  for (const section of ['Kick-off and discovery', 'Beta release', 'Go-live'])
    await trx('milestones')
      .where({ project_id: project.id, name: section })
      .update({ quote_section: section });
  const roles: Array<[DemoAccountKey, string]> = [
    ['member', 'Developer'],
    ['pm', 'Project manager'],
  ];
  for (const [who, role] of roles)
    await trx('time_material_resources')
      .whereIn(
        'contract_id',
        trx('time_material_contracts').where({ project_id: project.id }).select('id'),
      )
      .where({ user_id: context.userIds[who] })
      .update({ quote_role: role });
}
