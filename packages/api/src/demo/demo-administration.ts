import { INVITATION_TTL_MS, type BuiltInRole } from '@keel/types';
import type { Knex } from 'knex';
import { hashToken, newToken } from '../lib/tokens';
import { assignRoles, findUserByEmail, insertUser } from '../modules/auth';
import {
  findEmployeeByUser,
  insertEmployee,
  insertGroup,
  replaceGroupRates,
  replaceOverrides,
} from '../modules/salaries/salaries.repository';

/**
 * The administration part of the demo workspace: salary groups with a rate
 * change, an employee record for every internal demo account, and a pending
 * invitation. Fixed data; only what is missing is added.
 */

type InternalAccount = 'admin' | 'pm' | 'member' | 'finance';

const rate = (effectiveFrom: string, amount: number) => ({
  effectiveFrom,
  hourlyRate: { amount, currency: 'EUR' },
});

export const DEMO_SALARY_GROUPS = [
  { name: 'Consultant', rates: [rate('2025-01-01', 4500), rate('2026-01-01', 4800)] },
  { name: 'Senior consultant', rates: [rate('2025-01-01', 6000), rate('2026-04-01', 6500)] },
  { name: 'Operations', rates: [rate('2025-01-01', 3800)] },
] as const;

export const DEMO_EMPLOYEES: Record<
  InternalAccount,
  {
    group: (typeof DEMO_SALARY_GROUPS)[number]['name'];
    start: string;
    minutesPerDay: number;
    workingDays: number[];
    overrides: ReturnType<typeof rate>[];
  }
> = {
  admin: {
    group: 'Operations',
    start: '2024-03-01',
    minutesPerDay: 480,
    workingDays: [1, 2, 3, 4, 5],
    overrides: [],
  },
  pm: {
    group: 'Senior consultant',
    start: '2023-09-01',
    minutesPerDay: 480,
    workingDays: [1, 2, 3, 4, 5],
    overrides: [],
  },
  member: {
    group: 'Consultant',
    start: '2025-02-03',
    minutesPerDay: 450,
    workingDays: [1, 2, 3, 4, 5],
    overrides: [rate('2026-07-01', 5200)],
  },
  finance: {
    group: 'Operations',
    start: '2024-01-15',
    minutesPerDay: 480,
    workingDays: [1, 2, 3, 4],
    overrides: [],
  },
};

export const DEMO_INVITATION = {
  email: 'new.hire@example.com',
  name: 'Nia Newhire',
  role: 'Team Member' as BuiltInRole,
};

export async function seedAdministrationDemo(
  trx: Knex,
  ctx: {
    userIds: Record<InternalAccount | 'stakeholder', number>;
    roles: Map<BuiltInRole, number>;
    /** Fixed creation time of demo records. */
    seedTime: number;
    /** Real time: the demo invitation must still be open when the workspace is first used. */
    now: number;
  },
): Promise<void> {
  const groupIds = new Map<string, number>();
  for (const group of DEMO_SALARY_GROUPS) {
    const existing = await trx('salary_groups')
      .where({ name: group.name })
      .first<{ id: number } | undefined>('id');
    if (existing) {
      groupIds.set(group.name, existing.id);
      continue;
    }
    const id = await insertGroup(trx, group.name, ctx.seedTime);
    await replaceGroupRates(trx, id, group.rates);
    groupIds.set(group.name, id);
  }

  for (const [key, employee] of Object.entries(DEMO_EMPLOYEES) as Array<
    [InternalAccount, (typeof DEMO_EMPLOYEES)[InternalAccount]]
  >) {
    const userId = ctx.userIds[key];
    if (await findEmployeeByUser(trx, userId)) continue;
    const id = await insertEmployee(
      trx,
      userId,
      {
        salaryGroupId: groupIds.get(employee.group) ?? null,
        standardMinutesPerDay: employee.minutesPerDay,
        workingDays: employee.workingDays,
        employmentStart: employee.start,
        employmentEnd: null,
      },
      ctx.seedTime,
    );
    await replaceOverrides(trx, id, employee.overrides);
  }

  if (!(await findUserByEmail(trx, DEMO_INVITATION.email))) {
    const userId = await insertUser(
      trx,
      { email: DEMO_INVITATION.email, name: DEMO_INVITATION.name, status: 'invited' },
      ctx.seedTime,
    );
    await assignRoles(trx, userId, [ctx.roles.get(DEMO_INVITATION.role) as number]);
    // Nobody knows this token: an administrator resends the invitation to get a usable link.
    await trx('invitations').insert({
      user_id: userId,
      email: DEMO_INVITATION.email,
      token_hash: hashToken(newToken()),
      expires_at: ctx.now + INVITATION_TTL_MS,
      invited_by: ctx.userIds.admin,
      created_at: ctx.now,
    });
  }
}
