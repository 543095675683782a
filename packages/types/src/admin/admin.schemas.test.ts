import { describe, expect, it } from 'vitest';
import { GLOBAL_PERMISSION_FLAGS } from '../permissions/permissions';
import { PERMISSION_CATALOGUE } from '../roles/permission-catalogue';
import { RoleCreateInputSchema } from '../roles/roles.schemas';
import {
  EmployeeCreateInputSchema,
  SalaryGroupCreateInputSchema,
} from '../salaries/salaries.schemas';
import { AdminUserListQuerySchema, InvitationCreateInputSchema } from './admin.schemas';

describe('the permission catalogue', () => {
  it('has every global flag exactly once, each with a description', () => {
    const flags = PERMISSION_CATALOGUE.flatMap((area) => area.flags.map((f) => f.flag));
    expect(flags).toHaveLength(GLOBAL_PERMISSION_FLAGS.length);
    expect(new Set(flags)).toEqual(new Set(GLOBAL_PERMISSION_FLAGS));
    for (const area of PERMISSION_CATALOGUE)
      for (const f of area.flags) expect(f.description.length, f.flag).toBeGreaterThan(5);
  });

  it('orders and deduplicates the flags of a role', () => {
    expect(
      RoleCreateInputSchema.parse({
        name: ' Auditor ',
        flags: ['manageRoles', 'readTeams', 'readTeams'],
      }),
    ).toEqual({ name: 'Auditor', flags: ['readTeams', 'manageRoles'] });
  });
});

describe('user list query', () => {
  it('reads comma-separated ids and statuses, with defaults', () => {
    expect(
      AdminUserListQuerySchema.parse({ roleIds: '3,1', status: 'active,disabled' }),
    ).toMatchObject({
      kind: 'all',
      roleIds: [3, 1],
      status: ['active', 'disabled'],
      sort: 'name',
      direction: 'asc',
      page: 1,
    });
    expect(AdminUserListQuerySchema.parse({ roleIds: '' }).roleIds).toBeUndefined();
    const bad = AdminUserListQuerySchema.safeParse({ teamIds: '1,x', status: 'asleep' });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'status.0',
      'teamIds.1',
    ]);
  });
});

describe('administration inputs', () => {
  it('normalises an invitation', () => {
    expect(InvitationCreateInputSchema.parse({ email: ' Ada@Example.COM ' })).toEqual({
      email: 'ada@example.com',
      roleIds: [],
      external: false,
      projectIds: [],
    });
  });

  it('checks rate histories and employment dates', () => {
    const twice = SalaryGroupCreateInputSchema.safeParse({
      name: 'G',
      rates: [
        { effectiveFrom: '2025-01-01', hourlyRate: { amount: 1, currency: 'EUR' } },
        { effectiveFrom: '2025-01-01', hourlyRate: { amount: 2, currency: 'EUR' } },
      ],
    });
    expect(twice.error?.issues[0]?.path).toEqual(['rates', 1, 'effectiveFrom']);
    expect(
      SalaryGroupCreateInputSchema.parse({
        name: 'G',
        rates: [{ effectiveFrom: '2025-01-01', hourlyRate: { amount: 1, currency: 'usd' } }],
      }).rates[0]?.hourlyRate.currency,
    ).toBe('USD');
    expect(
      EmployeeCreateInputSchema.parse({
        userId: 1,
        employmentStart: '2025-01-01',
        workingDays: [3, 1, 3],
      }),
    ).toMatchObject({ workingDays: [1, 3], standardMinutesPerDay: 480, employmentEnd: null });
    const backwards = EmployeeCreateInputSchema.safeParse({
      userId: 1,
      employmentStart: '2025-01-02',
      employmentEnd: '2025-01-01',
    });
    expect(backwards.error?.issues[0]?.path).toEqual(['employmentEnd']);
  });
});
