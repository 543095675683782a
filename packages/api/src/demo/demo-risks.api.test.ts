import {
  CRITICAL_SEVERITY,
  type NotificationPage,
  type PortfolioRiskPage,
  type RiskDetail,
  type RiskPage,
  type RiskSubscription,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import { TEST_HASH_COST, type TestServer } from '../test/test-server';
import { serverForFile } from '../test/server-for-file';
import { seedDemoWorkspace } from './demo-workspace';

let server: TestServer;
serverForFile((started) => (server = started));

const count = async (table: string) =>
  Number((await server.knex(table).count<{ n: number | string }[]>('* as n'))[0]?.n);

describe('demo risks and issues', () => {
  it('seeds every severity band and status across several projects, with comments and history', async () => {
    const rows = await server
      .knex('risks as r')
      .join('projects as p', 'p.id', 'r.project_id')
      .select<
        Array<{ code: string; kind: string; status: string; severity: number; shared: unknown }>
      >('p.code', 'r.kind', 'r.status', 'r.severity', 'r.shared_with_stakeholders as shared');
    expect(new Set(rows.map((r) => r.code)).size).toBeGreaterThanOrEqual(4);
    expect([...new Set(rows.map((r) => r.status))].sort()).toEqual([
      'closed',
      'mitigating',
      'open',
    ]);
    expect([...new Set(rows.map((r) => r.kind))].sort()).toEqual(['issue', 'risk']);
    const band = (s: number) => (s >= CRITICAL_SEVERITY ? 3 : s >= 10 ? 2 : s >= 5 ? 1 : 0);
    expect([...new Set(rows.map((r) => band(Number(r.severity))))].sort()).toEqual([0, 1, 2, 3]);
    expect(rows.some((r) => Boolean(r.shared))).toBe(true);
    expect(await count('risk_comments')).toBeGreaterThan(3);
    expect(await count('risk_history')).toBeGreaterThan(rows.length);

    const keel002 = await server.idOf('projects', { code: 'KEEL-002' });
    const register = await server.call<RiskPage>('pm', 'GET', `/api/projects/${keel002}/risks`);
    const supplier = register.body.items.find((i) => i.title === 'Supplier delay');
    expect(supplier).toMatchObject({ severity: 20, critical: true, commentCount: 1 });
    const detail = await server.call<RiskDetail>(
      'pm',
      'GET',
      `/api/projects/${keel002}/risks/${supplier?.id}`,
    );
    expect(detail.body.history[0]?.changes).toEqual([{ field: 'probability', from: '2', to: '4' }]);
    // Sam sees the shared items of KEEL-002 only.
    const shared = await server.call<RiskPage>(
      'stakeholder',
      'GET',
      `/api/projects/${keel002}/risks`,
    );
    expect(shared.body.items.length).toBeGreaterThan(0);
    expect(shared.body.items.length).toBeLessThan(register.body.items.length);

    const critical = await server.call<PortfolioRiskPage>('pm', 'GET', '/api/risks?view=critical');
    expect(critical.body.total).toBeGreaterThanOrEqual(3);
    const recent = await server.call<PortfolioRiskPage>('pm', 'GET', '/api/risks?view=recent');
    expect(recent.body.total).toBeGreaterThan(0);
    const inactive = await server.call<PortfolioRiskPage>('pm', 'GET', '/api/risks?view=inactive');
    expect(inactive.body.total).toBeGreaterThan(0);
  });

  it('gives Pat three subscriptions and unread risk notifications, and re-seeding changes nothing', async () => {
    const subscriptions = await server.call<RiskSubscription[]>(
      'pm',
      'GET',
      '/api/risks/subscriptions',
    );
    expect(subscriptions.body.map((s) => s.scope)).toEqual(['all', 'project', 'item']);
    expect(subscriptions.body[0]?.events).toEqual(['created', 'severityRaised']);
    const notifications = await server.call<NotificationPage>(
      'pm',
      'GET',
      '/api/notifications?unreadOnly=true&pageSize=100',
    );
    const risk = notifications.body.items.filter((n) => n.kind === 'risk');
    expect(risk.length).toBeGreaterThanOrEqual(2);
    expect(risk.some((n) => n.text.includes('"Supplier delay" on KEEL-002'))).toBe(true);

    const before = [
      await count('risks'),
      await count('risk_subscriptions'),
      await count('risk_comments'),
    ];
    await seedDemoWorkspace(server.knex, { passwordHashCost: TEST_HASH_COST, timesheets: false });
    const after = [
      await count('risks'),
      await count('risk_subscriptions'),
      await count('risk_comments'),
    ];
    expect(after).toEqual(before);
  });
});
