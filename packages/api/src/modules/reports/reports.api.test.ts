import {
  type ErrorBody,
  type LatestStatusPage,
  type PublicStatusReport,
  type ReportPublicLink,
  type SnapshotStatusPage,
  type StatusReport,
  type StatusReportPage,
} from '@keel/types';
import { describe, expect, it } from 'vitest';
import { loggedUrl } from '../../lib/request-log';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../../demo/demo-workspace';
import { DEMO_REPORT_PROJECT, DEMO_STATUS_REPORT_TOKEN } from '../../demo/demo-reports';
import { loggingAppFor } from '../../test/logging-app';
import { type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { expectInvalid } from '../../test/answers';
import { createProject } from '../projects/projects.test-fixtures';
import { loadGlobalFlags } from '../auth';
import { expectLookupsLimited } from '../../test/public-links';
import { snapshot } from './report-portfolio.service';
import { endOfDay } from './reports.service';

let server: TestServer;
let ids: Record<DemoAccountKey, number>;
let keel1: number;
let keel3: number;

serverForFile(async (started) => {
  server = started;
  ids = await server.demoUserIds();
  keel1 = await server.idOf('projects', { code: 'KEEL-001' });
  keel3 = await server.idOf('projects', { code: 'KEEL-003' });
});

type Body = StatusReport & ErrorBody;
const base = (projectId: number) => `/api/projects/${projectId}/reports`;
let counter = 0;

/** A project of its own (the pm manages it), so periods and risks do not meet other tests'. */
async function newProject(): Promise<number> {
  return (await createProject(server, { name: `Reports project ${++counter}` })).id;
}

async function addMember(projectId: number, who: DemoAccountKey, role: string) {
  await server.knex('project_members').insert({
    project_id: projectId,
    user_id: ids[who],
    role,
    created_at: server.clock.now,
  });
}

async function risk(
  projectId: number,
  values: {
    title?: string;
    probability: number;
    impact: number;
    status?: string;
    shared?: boolean;
    mitigation?: string;
  },
): Promise<number> {
  const [row] = await server
    .knex('risks')
    .insert({
      project_id: projectId,
      kind: 'risk',
      title: values.title ?? `Risk ${++counter}`,
      description: 'Internal discussion of the risk',
      probability: values.probability,
      impact: values.impact,
      severity: values.probability * values.impact,
      owner_id: ids.pm,
      status: values.status ?? 'open',
      due_date: '2030-06-30',
      mitigation: values.mitigation ?? 'Weekly check-in',
      shared_with_stakeholders: values.shared ?? false,
      comment_count: 0,
      created_by: ids.pm,
      version: 1,
      created_at: server.clock.now,
      updated_at: server.clock.now,
    })
    .returning<{ id: number }[]>('id');
  return (row as { id: number }).id;
}

async function milestone(projectId: number, name: string, dueDate: string): Promise<number> {
  const [row] = await server
    .knex('milestones')
    .insert({
      project_id: projectId,
      name,
      due_date: dueDate,
      status: 'planned',
      financial: true,
      amount: 1_234_500,
      version: 1,
      created_at: server.clock.now,
      updated_at: server.clock.now,
    })
    .returning<{ id: number }[]>('id');
  return (row as { id: number }).id;
}

async function setRag(projectId: number, overall: string, comment: string) {
  const project = await server.call<{ version: number }>('pm', 'GET', `/api/projects/${projectId}`);
  const entry = { status: overall, comment };
  const saved = await server.call<ErrorBody>('pm', 'PUT', `/api/projects/${projectId}/rag`, {
    overall: entry,
    schedule: { status: 'green', comment: '' },
    budget: { status: 'green', comment: '' },
    scope: { status: 'green', comment: '' },
    version: project.body.version,
  });
  expect(saved.status, saved.text).toBe(200);
}

async function draft(projectId: number, periodEnd?: string): Promise<StatusReport> {
  const created = await server.call<Body>(
    'pm',
    'POST',
    base(projectId),
    periodEnd ? { periodEnd } : {},
  );
  expect(created.status, created.text).toBe(201);
  return created.body;
}

function updateBody(report: StatusReport, values: Record<string, unknown> = {}) {
  return {
    periodStart: report.periodStart,
    periodEnd: report.periodEnd,
    rag: report.rag,
    summary: report.summary,
    achievements: report.achievements,
    nextSteps: report.nextSteps,
    topRiskIds: report.topRisks.flatMap((r) => (r.riskId === null ? [] : [r.riskId])),
    version: report.version,
    ...values,
  };
}

async function publish(report: StatusReport, as: DemoAccountKey = 'pm'): Promise<StatusReport> {
  const published = await server.call<Body>(
    as,
    'POST',
    `${base(report.project.id)}/${report.id}/publish`,
    { version: report.version },
  );
  expect(published.status, published.text).toBe(200);
  return published.body;
}

async function share(report: StatusReport): Promise<ReportPublicLink> {
  const link = await server.call<ReportPublicLink & ErrorBody>(
    'pm',
    'POST',
    `${base(report.project.id)}/${report.id}/public-link`,
    { version: report.version },
  );
  expect(link.status, link.text).toBe(200);
  return link.body;
}

const publicView = (token: string) =>
  server.request<PublicStatusReport & ErrorBody>(
    'GET',
    `/api/public/reports/${encodeURIComponent(token)}`,
  );

describe('a new draft', () => {
  it("is pre-filled on the server: the project's RAG with comments, the period, the three most severe open items", async () => {
    const projectId = await newProject();
    await setRag(projectId, 'amber', 'Supplier is two weeks late');
    const low = await risk(projectId, { probability: 1, impact: 2 });
    const high = await risk(projectId, { probability: 5, impact: 4 });
    await risk(projectId, { probability: 5, impact: 5, status: 'closed' });
    const mid = await risk(projectId, { probability: 3, impact: 3, status: 'mitigating' });
    const second = await risk(projectId, { probability: 4, impact: 4 });
    await risk(projectId, { probability: 5, impact: 5 }).then(async (id) => {
      // Another project's item never counts.
      await server.knex('risks').where({ id }).update({ project_id: keel3 });
    });

    const report = await draft(projectId, '2030-03-15');
    expect(report).toMatchObject({
      state: 'draft',
      periodStart: '2030-03-02',
      periodEnd: '2030-03-15',
      rag: {
        overall: { status: 'amber', comment: 'Supplier is two weeks late' },
        schedule: { status: 'green', comment: '' },
      },
      author: { id: ids.pm },
      publishedAt: null,
      publishedBy: null,
      publicLink: null,
      version: 1,
    });
    expect(report.topRisks.map((r) => r.riskId)).toEqual([high, second, mid]);
    expect(report.topRisks.map((r) => r.riskId)).not.toContain(low);
    expect(report.topRisks[0]).toMatchObject({ severity: 20, owner: DEMO_ACCOUNTS.pm.name });

    // The next report starts the day after the latest report's period end.
    const next = await draft(projectId, '2030-03-29');
    expect(next.periodStart).toBe('2030-03-16');
  });

  it('ends today in the workspace time zone when no period end is given', async () => {
    const projectId = await newProject();
    const report = await draft(projectId);
    expect(report.periodEnd).toBe(new Date(server.clock.now).toISOString().slice(0, 10));
  });

  it('refuses bad input naming the field, and a member or stakeholder (no createReports) with 403', async () => {
    expectInvalid(
      await server.call('pm', 'POST', base(keel1), {
        periodEnd: '2030-02-31',
      }),
      'periodEnd',
    );
    expectInvalid(await server.call('pm', 'POST', base(keel1), { periodEnd: 'soon' }), 'periodEnd');
    for (const who of ['member', 'stakeholder'] as const) {
      const refused = await server.call<ErrorBody>(who, 'POST', base(keel1), {});
      expect(refused.status, who).toBe(403);
    }
  });
});

describe('editing a draft', () => {
  it('saves the fields and the chosen risks in order; live risks and milestones of the period', async () => {
    const projectId = await newProject();
    const a = await risk(projectId, { probability: 2, impact: 2, title: 'Vendor lock-in' });
    const b = await risk(projectId, { probability: 1, impact: 1, title: 'Key person leaves' });
    await milestone(projectId, 'Before the period', '2030-04-30');
    const inside = await milestone(projectId, 'Design sign-off', '2030-05-10');
    await milestone(projectId, 'After the period', '2030-06-01');
    const report = await draft(projectId, '2030-05-14');
    const entry = { status: 'red', comment: '  Over budget  ' };
    const saved = await server.call<Body>(
      'pm',
      'PUT',
      `${base(projectId)}/${report.id}`,
      updateBody(report, {
        periodStart: '2030-05-01',
        rag: { overall: entry, schedule: entry, budget: entry, scope: entry },
        summary: 'All on track',
        achievements: '- Design done',
        nextSteps: '- Build',
        topRiskIds: [b, a],
      }),
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      periodStart: '2030-05-01',
      rag: { budget: { status: 'red', comment: 'Over budget' } },
      summary: 'All on track',
      version: 2,
    });
    expect(saved.body.topRisks.map((r) => r.title)).toEqual([
      'Key person leaves',
      'Vendor lock-in',
    ]);
    expect(saved.body.milestones).toEqual([
      { milestoneId: inside, name: 'Design sign-off', dueDate: '2030-05-10', status: 'planned' },
    ]);
    expect(JSON.stringify(saved.body)).not.toMatch(/amount|1234500/i);

    // Live: a renamed risk shows its new title, a deleted one drops out.
    await server.knex('risks').where({ id: a }).update({ title: 'Vendor lock-in (renamed)' });
    await server.knex('risks').where({ id: b }).delete();
    const live = await server.call<Body>('pm', 'GET', `${base(projectId)}/${report.id}`);
    expect(live.body.topRisks.map((r) => r.title)).toEqual(['Vendor lock-in (renamed)']);
  });

  it('answers 400 naming the field, 409 for a stale version, 404 for another project', async () => {
    const projectId = await newProject();
    const report = await draft(projectId, '2030-07-14');
    const url = `${base(projectId)}/${report.id}`;
    const foreign = await risk(keel3, { probability: 1, impact: 1 });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ topRiskIds: [foreign] }, 'topRiskIds'],
      [{ topRiskIds: [1, 1] }, 'topRiskIds'],
      [{ topRiskIds: Array.from({ length: 11 }, (_, i) => i + 1) }, 'topRiskIds'],
      [{ periodStart: '2030-07-15' }, 'periodStart'],
      [{ periodStart: '2030-02-30' }, 'periodStart'],
      [{ summary: 'x'.repeat(20_001) }, 'summary'],
      [{ rag: { overall: { status: 'purple' } } }, 'rag'],
    ];
    for (const [values, field] of cases) {
      const bad = await server.call<ErrorBody>('pm', 'PUT', url, updateBody(report, values));
      expect(bad.status, JSON.stringify(values)).toBe(400);
      expect(Object.keys(bad.body.errors ?? {}).join(','), JSON.stringify(values)).toContain(field);
    }
    const stale = await server.call<ErrorBody>(
      'pm',
      'PUT',
      url,
      updateBody(report, { version: 7 }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ id: report.id, version: 1 });
    const elsewhere = await server.call<ErrorBody>(
      'pm',
      'PUT',
      `${base(keel1)}/${report.id}`,
      updateBody(report),
    );
    expect(elsewhere.status).toBe(404);
    const staleDelete = await server.call<ErrorBody>('pm', 'DELETE', `${url}?version=9`);
    expect(staleDelete.status).toBe(409);
    const deleted = await server.call<ErrorBody>('pm', 'DELETE', `${url}?version=1`);
    expect(deleted.status).toBe(200);
    expect((await server.call('pm', 'GET', url)).status).toBe(404);
  });
});

describe('publishing', () => {
  it('freezes the risks and milestones: later changes and deletions never alter the report', async () => {
    const projectId = await newProject();
    const kept = await risk(projectId, {
      probability: 4,
      impact: 4,
      title: 'Data loss',
      shared: true,
    });
    const gone = await risk(projectId, { probability: 3, impact: 4, title: 'Scope creep' });
    const m = await milestone(projectId, 'Go-live', '2030-08-10');
    const report = await draft(projectId, '2030-08-14');
    const published = await publish(report);
    expect(published).toMatchObject({
      state: 'published',
      publishedBy: { id: ids.pm },
      version: 2,
    });
    expect(published.publishedAt).not.toBeNull();
    expect(published.topRisks.map((r) => r.title)).toEqual(['Data loss', 'Scope creep']);

    await server
      .knex('risks')
      .where({ id: kept })
      .update({ title: 'Data loss (changed)', probability: 1, severity: 4, status: 'closed' });
    await server.knex('risks').where({ id: gone }).delete();
    await server
      .knex('milestones')
      .where({ id: m })
      .update({ name: 'Go-live (moved)', status: 'missed' });
    await setRag(projectId, 'red', 'Everything changed since');

    const again = await server.call<Body>('pm', 'GET', `${base(projectId)}/${report.id}`);
    expect(again.body.topRisks).toEqual([
      expect.objectContaining({ riskId: kept, title: 'Data loss', severity: 16, status: 'open' }),
      expect.objectContaining({ riskId: null, title: 'Scope creep' }),
    ]);
    expect(again.body.milestones).toEqual([
      { milestoneId: m, name: 'Go-live', dueDate: '2030-08-10', status: 'planned' },
    ]);
    expect(again.body.rag.overall.status).toBe(published.rag.overall.status);
  });

  it('refuses every write on a published report with 409 (edit, delete, publish again), fresh version or not', async () => {
    const projectId = await newProject();
    const published = await publish(await draft(projectId, '2030-09-14'));
    const url = `${base(projectId)}/${published.id}`;
    const writes = [
      () => server.call<ErrorBody>('pm', 'PUT', url, updateBody(published, { summary: 'Changed' })),
      () => server.call<ErrorBody>('pm', 'DELETE', `${url}?version=${published.version}`),
      () => server.call<ErrorBody>('pm', 'POST', `${url}/publish`, { version: published.version }),
      () => server.call<ErrorBody>('admin', 'PUT', url, updateBody(published)),
      () => server.call<ErrorBody>('pm', 'DELETE', `${url}?version=1`),
    ];
    for (const write of writes) {
      const refused = await write();
      expect(refused.status, refused.text).toBe(409);
      expect(refused.body.message).toMatch(/published/i);
    }
    const stored = await server.call<Body>('pm', 'GET', url);
    expect(stored.body).toMatchObject({
      summary: '',
      version: published.version,
      state: 'published',
    });
  });

  it('needs createReports (403 for the member) and the current version (409)', async () => {
    const projectId = await newProject();
    await addMember(projectId, 'member', 'member');
    const report = await draft(projectId, '2030-10-14');
    const url = `${base(projectId)}/${report.id}/publish`;
    expect((await server.call('member', 'POST', url, { version: 1 })).status).toBe(403);
    expect((await server.call('pm', 'POST', url, { version: 2 })).status).toBe(409);
  });
});

describe('what each reader sees', () => {
  it('a stakeholder reads published reports only, with the shared risks only and no link state', async () => {
    const projectId = await newProject();
    await addMember(projectId, 'stakeholder', 'stakeholder');
    await addMember(projectId, 'member', 'member');
    await risk(projectId, { probability: 5, impact: 5, title: 'Shared risk', shared: true });
    await risk(projectId, { probability: 5, impact: 4, title: 'Unshared risk' });
    const published = await publish(await draft(projectId, '2030-11-14'));
    await share(published);
    const hidden = await draft(projectId, '2030-11-28');

    const list = await server.call<StatusReportPage>('stakeholder', 'GET', base(projectId));
    expect(list.status).toBe(200);
    expect(list.body.items.map((r) => r.id)).toEqual([published.id]);
    expect(list.body.items[0]?.shared).toBe(false);
    expect(list.body.canCreate).toBe(false);
    const drafts = await server.call<StatusReportPage>(
      'stakeholder',
      'GET',
      `${base(projectId)}?state=draft`,
    );
    expect(drafts.body.items).toEqual([]);
    expect(
      (await server.call('stakeholder', 'GET', `${base(projectId)}/${hidden.id}`)).status,
    ).toBe(404);
    const seen = await server.call<Body>(
      'stakeholder',
      'GET',
      `${base(projectId)}/${published.id}`,
    );
    expect(seen.status).toBe(200);
    expect(seen.body.topRisks.map((r) => r.title)).toEqual(['Shared risk']);
    expect(seen.body.publicLink).toBeNull();

    // The member reads drafts and every risk, but not the link state; the pm sees it all.
    const member = await server.call<StatusReportPage>('member', 'GET', base(projectId));
    expect(member.body.items.map((r) => r.id).sort()).toEqual([published.id, hidden.id].sort());
    expect(member.body.canCreate).toBe(false);
    const memberView = await server.call<Body>(
      'member',
      'GET',
      `${base(projectId)}/${published.id}`,
    );
    expect(memberView.body.topRisks).toHaveLength(2);
    expect(memberView.body.publicLink).toBeNull();
    const pmView = await server.call<Body>('pm', 'GET', `${base(projectId)}/${published.id}`);
    expect(pmView.body.publicLink).not.toBeNull();
    const pmList = await server.call<StatusReportPage>('pm', 'GET', base(projectId));
    expect(pmList.body.canCreate).toBe(true);
    expect(pmList.body.items.find((r) => r.id === published.id)?.shared).toBe(true);
  });

  it('a project the user may not read is a 403', async () => {
    const projectId = await newProject();
    expect((await server.call('stakeholder', 'GET', base(projectId))).status).toBe(403);
    expect((await server.call('member', 'GET', base(projectId))).status).toBe(403);
  });
});

describe('the public link', () => {
  it('only for a published report; rotate and revoke stop the old token at once', async () => {
    const projectId = await newProject();
    const report = await draft(projectId, '2030-12-14');
    const early = await server.call<ErrorBody>(
      'pm',
      'POST',
      `${base(projectId)}/${report.id}/public-link`,
      { version: report.version },
    );
    expect(early.status).toBe(409);
    const published = await publish(report);
    const first = await share(published);
    expect(first.token.length).toBeGreaterThanOrEqual(43);
    expect(first.path).toBe(`/reports/status/viewer/${first.token}`);
    expect(first.version).toBe(published.version + 1);
    const stored = await server.knex('status_reports').where({ id: report.id }).first();
    expect(JSON.stringify(stored)).not.toContain(first.token);

    await server.knex('public_link_failures').delete();
    const opened = await publicView(first.token);
    expect(opened.status, opened.text).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');

    const second = await share({ ...published, version: first.version });
    expect(second.version).toBe(first.version + 1);
    expect((await publicView(first.token)).status).toBe(404);
    expect((await publicView(second.token)).status).toBe(200);

    const staleRevoke = await server.call(
      'pm',
      'DELETE',
      `${base(projectId)}/${report.id}/public-link?version=${first.version}`,
    );
    expect(staleRevoke.status).toBe(409);
    const revoked = await server.call(
      'pm',
      'DELETE',
      `${base(projectId)}/${report.id}/public-link?version=${second.version}`,
    );
    expect(revoked.status).toBe(200);
    const miss = await publicView(second.token);
    expect(miss.status).toBe(404);
    expect(miss.headers.get('cache-control')).toBe('no-store');
    // Revoking again: there is no link (404), as for a delete.
    const again = await server.call(
      'pm',
      'DELETE',
      `${base(projectId)}/${report.id}/public-link?version=${second.version + 1}`,
    );
    expect(again.status).toBe(404);
    // The member may not share.
    await addMember(projectId, 'member', 'member');
    expect(
      (
        await server.call('member', 'POST', `${base(projectId)}/${report.id}/public-link`, {
          version: second.version + 1,
        })
      ).status,
    ).toBe(403);
  });

  it('shows the frozen report without denied words, unshared risks or ids', async () => {
    const projectId = await newProject();
    await risk(projectId, {
      probability: 4,
      impact: 5,
      title: 'Client approves late',
      shared: true,
      mitigation: 'Fixed review slots',
    });
    await risk(projectId, { probability: 5, impact: 5, title: 'Team burn-out (confidential)' });
    await milestone(projectId, 'Beta', '2031-01-10');
    const report = await draft(projectId, '2031-01-14');
    const filled = await server.call<Body>(
      'pm',
      'PUT',
      `${base(projectId)}/${report.id}`,
      updateBody(report, { summary: 'Steady progress', achievements: 'Beta shipped' }),
    );
    const link = await share(await publish(filled.body));
    await server.knex('public_link_failures').delete();
    const view = await publicView(link.token);
    expect(view.status, view.text).toBe(200);
    expect(view.body).toMatchObject({
      project: { name: expect.stringContaining('Reports project') },
      periodStart: '2031-01-01',
      periodEnd: '2031-01-14',
      summary: 'Steady progress',
      author: DEMO_ACCOUNTS.pm.name,
      milestones: [{ name: 'Beta', dueDate: '2031-01-10', status: 'planned' }],
    });
    expect(view.body.topRisks).toEqual([
      expect.objectContaining({ title: 'Client approves late', mitigation: 'Fixed review slots' }),
    ]);
    expect(view.text).not.toContain('burn-out');
    const denied = /cost|salary|margin|rate|internal/i;
    const walk = (value: unknown, path: string): void => {
      if (value && typeof value === 'object')
        for (const [key, child] of Object.entries(value)) {
          expect(key, `${path}.${key}`).not.toMatch(denied);
          expect(key, `${path}.${key}`).not.toMatch(/^(id|riskId|milestoneId|version)$/);
          walk(child, `${path}.${key}`);
        }
      else if (typeof value === 'string') expect(value, path).not.toMatch(denied);
    };
    walk(view.body, 'view');
  });

  it("renders the texts to sanitised HTML with the app's renderer, so the viewer loads none", async () => {
    const projectId = await newProject();
    await risk(projectId, {
      probability: 4,
      impact: 5,
      title: 'Vendor slips',
      shared: true,
      mitigation: 'Review *weekly* <img src=x onerror="alert(1)">',
    });
    const report = await draft(projectId, '2031-03-14');
    const filled = await server.call<Body>(
      'pm',
      'PUT',
      `${base(projectId)}/${report.id}`,
      updateBody(report, {
        summary:
          '**On track** <script>alert(1)</script> [bad](javascript:alert(1)) [site](https://example.com/a)',
        achievements: '- Beta shipped\n- <span style="position:fixed" class="x">Docs</span>',
        nextSteps: '   ',
      }),
    );
    const link = await share(await publish(filled.body));
    await server.knex('public_link_failures').delete();
    const view = await publicView(link.token);
    expect(view.status, view.text).toBe(200);
    const { html, topRisks } = view.body as {
      html: { summary: string; achievements: string; nextSteps: string };
      topRisks: Array<{ mitigation: string; mitigationHtml: string }>;
    };
    // The Markdown as written stays in the answer beside its rendering.
    expect(view.body).toMatchObject({ summary: expect.stringContaining('**On track**') });
    expect(html.summary).toContain('<strong>On track</strong>');
    expect(html.summary).toContain(
      '<a href="https://example.com/a" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
    expect(html.achievements).toContain('<li>Beta shipped</li>');
    expect(html.achievements).toContain('Docs');
    // A blank text stays empty (the page says "No next steps recorded.").
    expect(html.nextSteps).toBe('');
    expect(topRisks[0]!.mitigation).toBe('Review *weekly* <img src=x onerror="alert(1)">');
    expect(topRisks[0]!.mitigationHtml).toContain('<em>weekly</em>');
    for (const rendered of [html.summary, html.achievements, topRisks[0]!.mitigationHtml]) {
      expect(rendered).not.toMatch(/<script|onerror|javascript:|style=|class=/i);
    }
  });

  it('answers the same 404 for any token it does not open, counted per address: 429 past the limit', async () => {
    await server.knex('public_link_failures').delete();
    const projectId = await newProject();
    const link = await share(await publish(await draft(projectId, '2031-02-14')));
    const misses = await expectLookupsLimited(server, {
      miss: (i) => publicView(`guess-${i}-${'x'.repeat(20)}`),
      limited: () => publicView(link.token),
      open: () => publicView(link.token),
    });
    expect(new Set(misses.map((m) => m.body.message)).size).toBe(1);
    await server.knex('public_link_failures').delete();
  });

  it('never writes the token to the request log, and the viewer pages send no referrer', () => {
    expect(loggedUrl('/api/public/reports/abc-secret')).toBe('/api/public/reports/[redacted]');
    expect(loggedUrl('/api/public/reports/abc-secret?x=1')).toBe(
      '/api/public/reports/[redacted]?x=1',
    );
    expect(loggedUrl('/reports/status/viewer/abc-secret')).toBe(
      '/reports/status/viewer/[redacted]',
    );
    expect(loggedUrl('/projects/reports/viewer/abc-secret/print')).toBe(
      '/projects/reports/viewer/[redacted]/print',
    );
    expect(loggedUrl('/API/Public/Reports/abc-secret')).not.toContain('abc-secret');
    expect(loggedUrl('/api/projects/1/reports/2')).toBe('/api/projects/1/reports/2');
  });
});

describe('the token in the path never reaches the log; the viewer pages send no referrer', () => {
  const logging = loggingAppFor(() => server, 'keel-reports-static-');

  it('writes the request lines with the token redacted, found or not, API and app pages', async () => {
    const projectId = await newProject();
    const link = await share(await publish(await draft(projectId, '2031-05-14')));
    const guess = 'a-guessed-report-token-that-must-not-be-logged';
    const paths = [
      `/api/public/reports/${link.token}`,
      `/api/public/reports/${guess}`,
      `/reports/status/viewer/${link.token}`,
      `/projects/reports/viewer/${link.token}`,
    ];
    const responses = [];
    for (const p of paths) responses.push(await fetch(logging.url + p));
    expect(responses.map((r) => r.status)).toEqual([200, 404, 200, 200]);
    for (const response of responses.slice(2)) {
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('content-type')).toMatch(/html/);
    }
    const log = logging.logged.join('');
    expect(log).toContain('/api/public/reports/[redacted]');
    expect(log).toContain('/reports/status/viewer/[redacted]');
    expect(log).not.toContain(link.token);
    expect(log).not.toContain(guess);
    await server.knex('public_link_failures').delete();
  });
});

describe('the portfolio', () => {
  it('latest: the latest period end per visible project, then the later publish time', async () => {
    const projectId = await newProject();
    const older = await publish(await draft(projectId, '2031-03-14'));
    server.clock.advance(1000);
    const sameEndEarly = await publish(await draft(projectId, '2031-03-28'));
    server.clock.advance(1000);
    const sameEndLate = await publish(await draft(projectId, '2031-03-28'));
    await draft(projectId, '2031-04-30'); // a draft never counts
    const page = await server.call<LatestStatusPage>(
      'pm',
      'GET',
      `/api/reports/status/latest?pageSize=100&search=${encodeURIComponent(`Reports project`)}`,
    );
    expect(page.status, page.text).toBe(200);
    const row = page.body.items.find((r) => r.project.id === projectId);
    expect(row?.report.id).toBe(sameEndLate.id);
    expect([older.id, sameEndEarly.id]).not.toContain(row?.report.id);
    expect(page.body.items.filter((r) => r.project.id === projectId)).toHaveLength(1);

    // Filter by overall RAG and search by code.
    const code = row?.project.code ?? '';
    const byCode = await server.call<LatestStatusPage>(
      'pm',
      'GET',
      `/api/reports/status/latest?search=${encodeURIComponent(code)}`,
    );
    expect(byCode.body.items.map((r) => r.project.id)).toContain(projectId);
    const other = row?.report.rag.overall.status === 'red' ? 'green' : 'red';
    const filtered = await server.call<LatestStatusPage>(
      'pm',
      'GET',
      `/api/reports/status/latest?overall=${other}&search=${encodeURIComponent(code)}`,
    );
    expect(filtered.body.items).toEqual([]);

    // Scoped to what the user may read: the member is not on this project; the team member
    // role holds neither report flag at all.
    expect((await server.call('member', 'GET', '/api/reports/status/latest')).status).toBe(403);
    const stakeholder = await server.call<LatestStatusPage>(
      'stakeholder',
      'GET',
      '/api/reports/status/latest?pageSize=100',
    );
    expect(stakeholder.status).toBe(200);
    expect(stakeholder.body.items.map((r) => r.project.id)).not.toContain(projectId);
  });

  it('snapshot: the RAG and report as at the end of the day; later changes and later projects are left out', async () => {
    {
      // The project exists from 2032-01-10 noon UTC; its reports are published on the 15th and
      // the 22nd (set in the database: moving the clock years ahead would end the sessions).
      const projectId = await newProject();
      await server
        .knex('projects')
        .where({ id: projectId })
        .update({ created_at: Date.UTC(2032, 0, 10, 12) });
      const ragRow = (at: number, overall: string) =>
        server.knex('project_rag_changes').insert({
          project_id: projectId,
          overall,
          overall_comment: `${overall} at ${new Date(at).toISOString()}`,
          schedule: 'green',
          schedule_comment: '',
          budget: 'green',
          budget_comment: '',
          scope: 'green',
          scope_comment: '',
          changed_by: ids.pm,
          changed_at: at,
        });
      await server.knex('project_rag_changes').where({ project_id: projectId }).delete();
      await ragRow(Date.UTC(2032, 0, 11, 9), 'green');
      await ragRow(Date.UTC(2032, 0, 20, 23, 30), 'amber');
      await ragRow(Date.UTC(2032, 0, 21, 8), 'red');
      const first = await publish(await draft(projectId, '2032-01-14'));
      const second = await publish(await draft(projectId, '2032-01-21'));
      await server
        .knex('status_reports')
        .where({ id: first.id })
        .update({ published_at: Date.UTC(2032, 0, 15, 10) });
      await server
        .knex('status_reports')
        .where({ id: second.id })
        .update({ published_at: Date.UTC(2032, 0, 22, 10) });

      const at = async (date: string) => {
        const page = await server.call<SnapshotStatusPage>(
          'admin',
          'GET',
          `/api/reports/status/snapshot?date=${date}&pageSize=100`,
        );
        expect(page.status, page.text).toBe(200);
        return { page: page.body, row: page.body.items.find((r) => r.project.id === projectId) };
      };
      expect((await at('2032-01-09')).row).toBeUndefined();
      const before = await at('2032-01-10');
      expect(before.row).toMatchObject({ rag: null, ragChangedAt: null, report: null });
      expect(before.page).toMatchObject({
        date: '2032-01-10',
        asAt: '2032-01-10T23:59:59.999Z',
        timeZone: 'UTC',
      });
      const mid = await at('2032-01-20');
      expect(mid.row?.rag?.overall.status).toBe('amber');
      expect(mid.row?.report?.id).toBe(first.id);
      const after = await at('2032-01-22');
      expect(after.row?.rag?.overall.status).toBe('red');
      expect(after.row?.report?.id).toBe(second.id);

      // In Berlin (UTC+1 in January) 2032-01-20 ends at 22:59:59.999Z: the 23:30Z change is the 21st's.
      const admin = {
        id: ids.admin,
        email: DEMO_ACCOUNTS.admin.email,
        name: DEMO_ACCOUNTS.admin.name,
        external: false,
        flags: await loadGlobalFlags(server.knex, ids.admin),
      };
      const berlin = await snapshot(
        { ...server.deps, config: { ...server.deps.config, workspaceTimeZone: 'Europe/Berlin' } },
        admin,
        { date: '2032-01-20', page: 1, pageSize: 100 },
      );
      expect(berlin.asAt).toBe('2032-01-20T22:59:59.999Z');
      expect(berlin.timeZone).toBe('Europe/Berlin');
      expect(berlin.items.find((r) => r.project.id === projectId)?.rag?.overall.status).toBe(
        'green',
      );

      const bad = await server.call<ErrorBody>(
        'admin',
        'GET',
        '/api/reports/status/snapshot?date=2032-02-30',
      );
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toHaveProperty(['date']);
      expect(
        (await server.call('member', 'GET', '/api/reports/status/snapshot?date=2032-01-20')).status,
      ).toBe(403);
    }
  });

  it('ends a day in the workspace time zone across a DST change', () => {
    expect(new Date(endOfDay('2030-03-30', 'Europe/Berlin')).toISOString()).toBe(
      '2030-03-30T22:59:59.999Z',
    );
    expect(new Date(endOfDay('2030-03-31', 'Europe/Berlin')).toISOString()).toBe(
      '2030-03-31T21:59:59.999Z',
    );
    expect(new Date(endOfDay('2030-03-31', 'UTC')).toISOString()).toBe('2030-03-31T23:59:59.999Z');
  });
});

describe('the demo', () => {
  it('has three published reports and a draft; the documented token opens one', async () => {
    const reports = await server
      .knex('status_reports')
      .select<{ state: string; project_id: number }[]>('state', 'project_id');
    const demoIds = await server
      .knex('projects')
      .whereIn('code', ['KEEL-001', 'KEEL-002', 'KEEL-003'])
      .pluck('id');
    const demo = reports.filter((r) => demoIds.includes(r.project_id));
    expect(demo.filter((r) => r.state === 'published').length).toBeGreaterThanOrEqual(3);
    expect(demo.filter((r) => r.state === 'draft').length).toBeGreaterThanOrEqual(1);
    await server.knex('public_link_failures').delete();
    const view = await publicView(DEMO_STATUS_REPORT_TOKEN);
    expect(view.status, view.text).toBe(200);
    expect(view.body.project.code).toBe(DEMO_REPORT_PROJECT);
    // The RAG its project's history had then (KEEL-001 turned amber 21 days before the seeding).
    expect(view.body.rag.overall.status).toBe('amber');
    expect(view.body.rag.budget.status).toBe('green');

    // KEEL-001 in the app: the older report green, the newer amber and shared, then the draft
    // starting the day after; the stakeholder sees the two published ones only.
    const list = await server.call<StatusReportPage>('pm', 'GET', base(keel1));
    const demoReports = list.body.items.filter((r) => !r.periodEnd.startsWith('2031'));
    expect(demoReports.map((r) => [r.state, r.overall, r.shared])).toEqual([
      ['draft', 'amber', false],
      ['published', 'amber', true],
      ['published', 'green', false],
    ]);
    const [current, newer] = demoReports;
    expect(current?.periodStart).toBe(
      new Date(Date.parse(`${newer?.periodEnd}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
    );
    const stakeholderList = await server.call<StatusReportPage>('stakeholder', 'GET', base(keel1));
    expect(stakeholderList.body.items.every((r) => r.state === 'published')).toBe(true);
    const shared = await server.call<Body>('pm', 'GET', `${base(keel1)}/${newer?.id}`);
    const seen = await server.call<Body>('stakeholder', 'GET', `${base(keel1)}/${newer?.id}`);
    // The three most severe open items of the register, frozen; the stakeholder's are the shared ones.
    expect(shared.body.topRisks).toHaveLength(3);
    expect(seen.body.topRisks).toEqual(
      shared.body.topRisks.filter((r) => r.sharedWithStakeholders),
    );
    expect(seen.body.topRisks.every((r) => r.sharedWithStakeholders)).toBe(true);
    expect(view.body.topRisks.map((r) => r.title)).toEqual(seen.body.topRisks.map((r) => r.title));
  });
});
