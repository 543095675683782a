import { PROJECT_STATUSES, QUOTE_STATUSES } from '@keel/types';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../test/test-server';
import { serverForFile } from '../test/server-for-file';
import { expectReseedChangesNothing } from '../test/demo-reseed';
import { DEMO_PROJECTS } from './demo-workspace';

let server: TestServer;
serverForFile((started) => (server = started));

async function snapshot() {
  const k = server.knex;
  return {
    users: await k('users')
      .orderBy('id')
      .select('id', 'email', 'name', 'initials', 'color', 'external', 'status'),
    roles: await k('user_roles').orderBy(['user_id', 'role_id']).select(),
    teams: await k('teams').orderBy('id').select('id', 'name', 'lead_id'),
    teamMembers: await k('team_members').orderBy(['team_id', 'user_id']).select(),
    projects: await k('projects')
      .orderBy('id')
      .select('id', 'code', 'name', 'status', 'manager_id', 'search_text'),
    members: await k('project_members')
      .orderBy(['project_id', 'user_id'])
      .select('project_id', 'user_id', 'role'),
    quotes: await k('quotes')
      .orderBy('id')
      .select('id', 'number', 'name', 'meta_type_id', 'status', 'owner_id'),
    rateProfiles: await k('quote_rate_profiles').orderBy('id').select('id', 'name', 'version'),
    rateProfileRoles: await k('quote_rate_profile_roles').orderBy('id').select(),
    pricingConfigs: await k('quote_pricing_configs').orderBy('id').select('id', 'name', 'markups'),
  };
}

async function projectCodesOf(email: string, role?: string): Promise<string[]> {
  const query = server
    .knex('project_members as pm')
    .join('users as u', 'u.id', 'pm.user_id')
    .join('projects as p', 'p.id', 'pm.project_id')
    .where('u.email', email)
    .orderBy('p.code');
  if (role) query.andWhere('pm.role', role);
  return (await query.select<{ code: string }[]>('p.code')).map((r) => r.code);
}

describe('the demo workspace', () => {
  it('adds nothing when seeded again', async () => {
    await expectReseedChangesNothing(server, snapshot);
  });

  it('has projects in every status and quotes in every status and meta type', async () => {
    const projects = await server.knex('projects').distinct<{ status: string }[]>('status');
    expect(projects.map((p) => p.status).sort()).toEqual([...PROJECT_STATUSES].sort());
    const quotes = await server
      .knex('quotes')
      .select<{ status: string; meta_type_id: number }[]>('status', 'meta_type_id');
    expect(new Set(quotes.map((q) => q.status))).toEqual(new Set(QUOTE_STATUSES));
    expect(new Set(quotes.map((q) => q.meta_type_id))).toEqual(new Set([1, 2, 3]));
  });

  it('makes Sam a Stakeholder on exactly two projects and Pat a member of all but two', async () => {
    expect(await projectCodesOf('stakeholder@example.com')).toEqual(['KEEL-001', 'KEEL-002']);
    expect(await projectCodesOf('stakeholder@example.com', 'stakeholder')).toEqual([
      'KEEL-001',
      'KEEL-002',
    ]);
    const pm = await projectCodesOf('pm@example.com');
    expect(DEMO_PROJECTS.length - pm.length).toBe(2);
    expect((await projectCodesOf('pm@example.com', 'manager')).length).toBeGreaterThan(
      DEMO_PROJECTS.length / 2,
    );
  });

  it('puts the demo accounts in their teams', async () => {
    const rows = await server
      .knex('team_members as tm')
      .join('teams as t', 't.id', 'tm.team_id')
      .join('users as u', 'u.id', 'tm.user_id')
      .orderBy(['t.name', 'u.email'])
      .select<{ team: string; email: string }[]>('t.name as team', 'u.email as email');
    expect(rows.map((r) => `${r.team}: ${r.email}`)).toEqual([
      'Delivery: member@example.com',
      'Delivery: pm@example.com',
      'Design: member@example.com',
      'Finance: finance@example.com',
    ]);
    const delivery = await server
      .knex('teams as t')
      .join('users as u', 'u.id', 't.lead_id')
      .where('t.name', 'Delivery')
      .first<{ email: string }>('u.email');
    expect(delivery.email).toBe('pm@example.com');
  });
});
