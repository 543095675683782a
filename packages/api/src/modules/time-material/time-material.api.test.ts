import {
  amountForMinutes,
  type ErrorBody,
  type Page,
  type PublicResourceTimesheet,
  type PublicTimeMaterial,
  type ResourceTimesheet,
  type StakeholderToken,
  type TimeMaterialContract,
  type TimeMaterialContractDetail,
  type TimeMaterialResource,
} from '@keel/types';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggedUrl } from '../../lib/request-log';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../../demo/demo-workspace';
import { DEMO_CONTRACT_NAME, DEMO_STAKEHOLDER_TOKEN } from '../../demo/demo-time-material';
import { DEMO_CONTRACT_PROJECT } from '../../demo/demo-projects';
import { hashToken } from '../../lib/tokens';
import { housekeeping } from '../../server';
import { loggingAppFor } from '../../test/logging-app';
import { startTestServer, type TestServer } from '../../test/test-server';
import { serverForFile } from '../../test/server-for-file';
import { expectInvalid } from '../../test/answers';
import { insertUser } from '../auth/accounts.repository';
import { amountSql } from './time-material-consumption.repository';
import { expectLookupsLimited } from '../../test/public-links';

let server: TestServer;
let ids: Record<DemoAccountKey, number>;
let keel1: number;
let keel3: number;
let keel4: number;

serverForFile(async (started) => {
  server = started;
  ids = await server.demoUserIds();
  keel1 = await server.idOf('projects', { code: 'KEEL-001' });
  keel3 = await server.idOf('projects', { code: 'KEEL-003' });
  keel4 = await server.idOf('projects', { code: 'KEEL-004' });
});

type Body = TimeMaterialContractDetail & ErrorBody;

/** Money in euros (minor units), as the API writes it. */
const eur = (amount: number) => ({ amount, currency: 'EUR' });
/** What a contract or a resource consumed, and how near its caps (within both unless told). */
const consumption = (
  minutes: number,
  amount: number,
  minutesLevel = 'within',
  amountLevel = 'within',
) => ({ minutes, amount: eur(amount), minutesLevel, amountLevel });
const base = (projectId: number) => `/api/projects/${projectId}/time-material`;
let counter = 0;

function contractBody(values: Record<string, unknown> = {}) {
  return {
    name: `Contract ${++counter}`,
    periodStart: '2030-03-01',
    periodEnd: '2030-04-30',
    currency: 'EUR',
    ...values,
  };
}

async function newContract(
  projectId = keel1,
  values: Record<string, unknown> = {},
): Promise<TimeMaterialContractDetail> {
  const created = await server.call<Body>('pm', 'POST', base(projectId), contractBody(values));
  expect(created.status, created.text).toBe(201);
  return created.body;
}

async function addResource(
  contract: { projectId: number; id: number },
  userId: number,
  hourlyRate: number,
  capMinutes: number | null = null,
): Promise<TimeMaterialResource> {
  const added = await server.call<TimeMaterialResource & ErrorBody>(
    'pm',
    'POST',
    `${base(contract.projectId)}/${contract.id}/resources`,
    { userId, hourlyRate, capMinutes },
  );
  expect(added.status, added.text).toBe(201);
  return added.body;
}

async function entry(values: {
  user: DemoAccountKey;
  projectId: number;
  date: string;
  minutes: number;
  billable?: boolean;
  note?: string;
  taskId?: number | null;
}): Promise<number> {
  const [row] = await server
    .knex('time_entries')
    .insert({
      user_id: ids[values.user],
      date: values.date,
      project_id: values.projectId,
      project_task_id: values.taskId ?? null,
      timesheet_task_id: null,
      minutes: values.minutes,
      note: values.note ?? '',
      billable: values.billable ?? true,
      version: 1,
      created_by: ids[values.user],
      created_at: server.clock.now,
      updated_at: server.clock.now,
    })
    .returning<{ id: number }[]>('id');
  return (row as { id: number }).id;
}

async function rotate(contract: { projectId: number; id: number; version: number }) {
  const rotated = await server.call<StakeholderToken & ErrorBody>(
    'pm',
    'POST',
    `${base(contract.projectId)}/${contract.id}/stakeholder-token`,
    { version: contract.version },
  );
  expect(rotated.status, rotated.text).toBe(201);
  return rotated.body;
}

const publicView = (projectId: number, token: string) =>
  server.request<PublicTimeMaterial & ErrorBody>(
    'GET',
    `/api/public/projects/${projectId}/time-material?stakeholderToken=${encodeURIComponent(token)}`,
  );
const publicTimesheet = (projectId: number, resourceId: number, token: string, extra = '') =>
  server.request<PublicResourceTimesheet & ErrorBody>(
    'GET',
    `/api/public/projects/${projectId}/time-material/resources/${resourceId}/timesheet?stakeholderToken=${encodeURIComponent(token)}${extra}`,
  );

describe('contracts', () => {
  it('creates, reads, lists, changes and deletes a contract, every month of the period listed', async () => {
    const contract = await newContract(keel1, {
      name: '  Support 2030  ',
      periodStart: '2030-01-15',
      periodEnd: '2030-03-10',
      capAmount: 500_000,
      capMinutes: 6_000,
    });
    expect(contract).toMatchObject({
      projectId: keel1,
      name: 'Support 2030',
      periodStart: '2030-01-15',
      periodEnd: '2030-03-10',
      currency: 'EUR',
      capAmount: eur(500_000),
      capMinutes: 6_000,
      consumed: consumption(0, 0),
      resourceCount: 0,
      stakeholderLink: { active: false, createdAt: null },
      resources: [],
      version: 1,
    });
    expect(contract.months.map((m) => m.month)).toEqual(['2030-01', '2030-02', '2030-03']);

    const resource = await addResource(contract, ids.member, 9_000, 600);
    expect(resource).toMatchObject({
      contractId: contract.id,
      user: { id: ids.member, name: DEMO_ACCOUNTS.member.name },
      hourlyRate: eur(9_000),
      capMinutes: 600,
      version: 1,
    });

    const list = await server.call<Page<TimeMaterialContract>>('pm', 'GET', base(keel1));
    expect(list.status, list.text).toBe(200);
    expect(list.body.items.find((c) => c.id === contract.id)).toMatchObject({ resourceCount: 1 });

    const changed = await server.call<Body>('pm', 'PUT', `${base(keel1)}/${contract.id}`, {
      ...contractBody({ name: 'Support 2030 (extended)', periodEnd: '2030-06-30' }),
      capAmount: null,
      version: 1,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Support 2030 (extended)',
      capAmount: null,
      version: 2,
    });
    expect(changed.body.months).toHaveLength(4);

    const stale = await server.call<Body>('pm', 'PUT', `${base(keel1)}/${contract.id}`, {
      ...contractBody(),
      version: 1,
    });
    expect(stale.status, stale.text).toBe(409);
    expect(stale.body.current).toMatchObject({ id: contract.id, version: 2 });

    const staleDelete = await server.call(
      'pm',
      'DELETE',
      `${base(keel1)}/${contract.id}?version=1`,
    );
    expect(staleDelete.status).toBe(409);
    const deleted = await server.call('pm', 'DELETE', `${base(keel1)}/${contract.id}?version=2`);
    expect(deleted.status, deleted.text).toBe(200);
    const gone = await server.call('pm', 'GET', `${base(keel1)}/${contract.id}`);
    expect(gone.status).toBe(404);
    expect(
      await server.knex('time_material_resources').where({ contract_id: contract.id }),
    ).toEqual([]);
  });

  it('answers 404 for a contract of another project, and 403 where the project is not readable', async () => {
    const other = await newContract(keel3);
    expect((await server.call('pm', 'GET', `${base(keel1)}/${other.id}`)).status).toBe(404);
    expect(
      (
        await server.call('pm', 'PUT', `${base(keel1)}/${other.id}`, {
          ...contractBody(),
          version: 1,
        })
      ).status,
    ).toBe(404);
    expect((await server.call('pm', 'DELETE', `${base(keel1)}/${other.id}?version=1`)).status).toBe(
      404,
    );
    // KEEL-004: the member is not on it; KEEL-003: the stakeholder is not on it.
    expect((await server.call('member', 'GET', base(keel4))).status).toBe(403);
    expect((await server.call('stakeholder', 'GET', base(keel3))).status).toBe(403);
    expect((await server.request('GET', base(keel1))).status).toBe(401);
  });

  it('lets readers read without rates or link state, and only managers write', async () => {
    const contract = await newContract();
    await addResource(contract, ids.member, 9_000);
    await rotate(contract);
    for (const who of ['member', 'stakeholder'] as const) {
      const read = await server.call<Body>(who, 'GET', `${base(keel1)}/${contract.id}`);
      expect(read.status, read.text).toBe(200);
      expect(read.body.stakeholderLink).toBeNull();
      expect(read.body.resources[0]?.hourlyRate).toBeNull();
      const list = await server.call<Page<TimeMaterialContract>>(who, 'GET', base(keel1));
      expect(list.body.items.every((c) => c.stakeholderLink === null)).toBe(true);
      expect((await server.call(who, 'POST', base(keel1), contractBody())).status).toBe(403);
      expect(
        (
          await server.call(who, 'POST', `${base(keel1)}/${contract.id}/stakeholder-token`, {
            version: 2,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await server.call(who, 'POST', `${base(keel1)}/${contract.id}/resources`, {
            userId: ids.pm,
            hourlyRate: 1,
          })
        ).status,
      ).toBe(403);
    }
    const admin = await server.call<Body>('admin', 'GET', `${base(keel1)}/${contract.id}`);
    expect(admin.body.resources[0]?.hourlyRate).toEqual(eur(9_000));
    expect(admin.body.stakeholderLink?.active).toBe(true);
  });

  it('refuses bad contract input with a 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ periodStart: '2030-02-30' }, 'periodStart'],
      [{ periodStart: '30-01-01' }, 'periodStart'],
      [{ periodEnd: '2030-02-28', periodStart: '2030-03-01' }, 'periodEnd'],
      [{ periodStart: '2030-01-01', periodEnd: '2040-01-01' }, 'periodEnd'],
      [{ currency: 'XXX' }, 'currency'],
      [{ capAmount: 0 }, 'capAmount'],
      [{ capAmount: 1.5 }, 'capAmount'],
      [{ capAmount: Number.MAX_SAFE_INTEGER + 2 }, 'capAmount'],
      [{ capAmount: '100' }, 'capAmount'],
      [{ capMinutes: 0 }, 'capMinutes'],
      [{ capMinutes: 60_000_001 }, 'capMinutes'],
      [{ capMinutes: 2_147_483_648 }, 'capMinutes'],
      [{ name: 'a\u0000b' }, 'name'],
    ];
    for (const [values, field] of cases) {
      const response = await server.call<ErrorBody>(
        'pm',
        'POST',
        base(keel1),
        contractBody(values),
      );
      expect(response.status, `${JSON.stringify(values)}: ${response.text}`).toBe(400);
      expect(response.body.errors, JSON.stringify(values)).toHaveProperty([field]);
    }
    const contract = await newContract();
    expectInvalid(
      await server.call('pm', 'PUT', `${base(keel1)}/${contract.id}`, contractBody()),
      'version',
    );
    const bigVersion = await server.call<ErrorBody>('pm', 'PUT', `${base(keel1)}/${contract.id}`, {
      ...contractBody(),
      version: 2_147_483_648,
    });
    expect(bigVersion.status).toBe(400);
    expect((await server.call('pm', 'GET', `${base(keel1)}/2147483648`)).status).toBe(400);
    expect((await server.call('pm', 'DELETE', `${base(keel1)}/${contract.id}`)).status).toBe(400);
  });

  it('stores money caps beyond 32 bits exactly (BIGINT)', async () => {
    const contract = await newContract(keel1, { capAmount: 9_000_000_000_123 });
    expect(contract.capAmount).toEqual(eur(9_000_000_000_123));
    const read = await server.call<Body>('pm', 'GET', `${base(keel1)}/${contract.id}`);
    expect(read.body.capAmount?.amount).toBe(9_000_000_000_123);
  });
});

describe('resources', () => {
  it('adds, changes and removes a resource with versions', async () => {
    const contract = await newContract();
    const resource = await addResource(contract, ids.pm, 12_000);
    const path = `${base(keel1)}/${contract.id}/resources/${resource.id}`;
    const changed = await server.call<TimeMaterialResource & ErrorBody>('pm', 'PUT', path, {
      hourlyRate: 12_500,
      capMinutes: 1_200,
      version: 1,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      hourlyRate: { amount: 12_500 },
      capMinutes: 1_200,
      version: 2,
    });
    const stale = await server.call<ErrorBody>('pm', 'PUT', path, { hourlyRate: 1, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ id: resource.id, version: 2 });
    expect((await server.call('pm', 'DELETE', `${path}?version=1`)).status).toBe(409);
    expect((await server.call('pm', 'DELETE', `${path}?version=2`)).status).toBe(200);
    expect((await server.call('pm', 'DELETE', `${path}?version=2`)).status).toBe(404);
    // The person's time stays: the resource only stops billing it.
  });

  it('refuses bad resource input with a 400 naming the field', async () => {
    const contract = await newContract();
    const external = await server.idOf('users', { email: DEMO_ACCOUNTS.stakeholder.email });
    const disabled = await insertUser(
      server.knex,
      {
        email: `tm-disabled-${++counter}@example.com`,
        name: 'Disabled Person',
        status: 'disabled',
      },
      server.clock.now,
    );
    await addResource(contract, ids.member, 9_000);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ userId: ids.pm }, 'hourlyRate'],
      [{ userId: ids.pm, hourlyRate: -1 }, 'hourlyRate'],
      [{ userId: ids.pm, hourlyRate: 1.5 }, 'hourlyRate'],
      [{ userId: ids.pm, hourlyRate: 10_000_001 }, 'hourlyRate'],
      [{ userId: ids.pm, hourlyRate: 3_000_000_000 }, 'hourlyRate'],
      [{ userId: ids.pm, hourlyRate: 100, capMinutes: 0 }, 'capMinutes'],
      [{ hourlyRate: 100 }, 'userId'],
      [{ userId: 0, hourlyRate: 100 }, 'userId'],
      [{ userId: 2_147_483_648, hourlyRate: 100 }, 'userId'],
      [{ userId: 999_999, hourlyRate: 100 }, 'userId'],
      [{ userId: external, hourlyRate: 100 }, 'userId'],
      [{ userId: disabled, hourlyRate: 100 }, 'userId'],
      [{ userId: ids.member, hourlyRate: 100 }, 'userId'],
    ];
    for (const [body, field] of cases) {
      const response = await server.call<ErrorBody>(
        'pm',
        'POST',
        `${base(keel1)}/${contract.id}/resources`,
        body,
      );
      expect(response.status, `${JSON.stringify(body)}: ${response.text}`).toBe(400);
      expect(response.body.errors, JSON.stringify(body)).toHaveProperty([field]);
    }
  });

  it('adds any active internal user, member of the project or not, once however many ask at once', async () => {
    const contract = await newContract();
    // The finance account is on no demo project.
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.call('pm', 'POST', `${base(keel1)}/${contract.id}/resources`, {
          userId: ids.finance,
          hourlyRate: 7_000,
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
  });

  it('answers 404 for a resource of another contract', async () => {
    const one = await newContract();
    const two = await newContract();
    const resource = await addResource(two, ids.member, 100);
    const path = `${base(keel1)}/${one.id}/resources/${resource.id}`;
    expect((await server.call('pm', 'GET', `${path}/timesheet`)).status).toBe(404);
    expect(
      (await server.call('pm', 'PUT', path, { hourlyRate: 1, capMinutes: null, version: 1 }))
        .status,
    ).toBe(404);
    expect((await server.call('pm', 'DELETE', `${path}?version=1`)).status).toBe(404);
  });
});

describe('consumption', () => {
  let contract: TimeMaterialContractDetail;
  let member: TimeMaterialResource;
  let pm: TimeMaterialResource;
  let task: { id: number; name: string };

  beforeAll(async () => {
    // KEEL-003 (the stakeholder is not on it), a period of its own: 2030-03-01 to 2030-04-30.
    contract = await newContract(keel3, { capAmount: 12_000, capMinutes: 185 });
    member = await addResource(contract, ids.member, 1_001, 175);
    pm = await addResource(contract, ids.pm, 9_999);
    task = await server
      .knex('tasks')
      .where({ project_id: keel3 })
      .orderBy('id')
      .first<{ id: number; name: string }>('id', 'name');
    // Counted: the first and the last day of the period, a day within, time on a task.
    await entry({
      user: 'member',
      projectId: keel3,
      date: '2030-03-01',
      minutes: 30,
      note: 'First day',
    });
    await entry({
      user: 'member',
      projectId: keel3,
      date: '2030-04-30',
      minutes: 90,
      note: 'Last day',
    });
    await entry({
      user: 'member',
      projectId: keel3,
      date: '2030-03-20',
      minutes: 20,
      note: 'Call',
    });
    await entry({ user: 'pm', projectId: keel3, date: '2030-04-10', minutes: 45, taskId: task.id });
    // Not counted: the days before and after, not billable, another project, someone else.
    await entry({ user: 'member', projectId: keel3, date: '2030-02-28', minutes: 60 });
    await entry({ user: 'member', projectId: keel3, date: '2030-05-01', minutes: 60 });
    await entry({
      user: 'member',
      projectId: keel3,
      date: '2030-03-15',
      minutes: 120,
      billable: false,
    });
    await entry({ user: 'member', projectId: keel1, date: '2030-03-16', minutes: 120 });
    await entry({ user: 'admin', projectId: keel3, date: '2030-03-16', minutes: 120 });
  });

  it('sums each entry rounded half to even, per resource, per month and in total, against the caps', async () => {
    // member at 10.01/h: 30 min = 500.5 -> 500 (even), 90 min = 1501.5 -> 1502, 20 min = 333.67 -> 334.
    // pm at 99.99/h: 45 min = 7499.25 -> 7499.
    expect(amountForMinutes(30, 1_001)).toBe(500);
    expect(amountForMinutes(90, 1_001)).toBe(1_502);
    const read = await server.call<Body>('pm', 'GET', `${base(keel3)}/${contract.id}`);
    expect(read.status, read.text).toBe(200);
    expect(read.body.consumed).toEqual(
      consumption(185, 500 + 1_502 + 334 + 7_499, 'reached', 'near'),
    );
    const byUser = new Map(read.body.resources.map((r) => [r.user.id, r]));
    expect(byUser.get(ids.member)?.consumed).toEqual(consumption(140, 2_336, 'near'));
    expect(byUser.get(ids.pm)?.consumed).toEqual(consumption(45, 7_499));
    expect(read.body.months).toEqual([
      {
        month: '2030-03',
        minutes: 50,
        amount: eur(834),
        resources: expect.arrayContaining([
          { resourceId: member.id, minutes: 50, amount: eur(834) },
          { resourceId: pm.id, minutes: 0, amount: eur(0) },
        ]),
      },
      {
        month: '2030-04',
        minutes: 135,
        amount: eur(9_001),
        resources: expect.arrayContaining([
          { resourceId: member.id, minutes: 90, amount: eur(1_502) },
          { resourceId: pm.id, minutes: 45, amount: eur(7_499) },
        ]),
      },
    ]);
    const list = await server.call<Page<TimeMaterialContract>>('pm', 'GET', base(keel3));
    expect(list.body.items.find((c) => c.id === contract.id)?.consumed).toEqual(read.body.consumed);
  });

  it('shows a write at once on the signed-in pages (the remembered aggregate goes stale)', async () => {
    const path = `${base(keel3)}/${contract.id}`;
    const before = await server.call<Body>('pm', 'GET', path);
    const id = await entry({ user: 'pm', projectId: keel3, date: '2030-03-31', minutes: 60 });
    const after = await server.call<Body>('pm', 'GET', path);
    expect(after.body.consumed.minutes).toBe(before.body.consumed.minutes + 60);
    await server.knex('time_entries').where({ id }).delete();
    const again = await server.call<Body>('pm', 'GET', path);
    expect(again.body.consumed).toEqual(before.body.consumed);
  });

  it('pages a resource timesheet newest day first, with each entry’s amount', async () => {
    const path = `${base(keel3)}/${contract.id}/resources/${member.id}/timesheet`;
    const first = await server.call<ResourceTimesheet>('pm', 'GET', `${path}?pageSize=2`);
    expect(first.status, first.text).toBe(200);
    expect(first.body.contract).toEqual({
      id: contract.id,
      name: contract.name,
      periodStart: '2030-03-01',
      periodEnd: '2030-04-30',
      currency: 'EUR',
    });
    expect(first.body.resource.consumed.minutes).toBe(140);
    expect(first.body.entries.total).toBe(3);
    expect(
      first.body.entries.items.map((e) => [e.date, e.minutes, e.note, e.amount.amount]),
    ).toEqual([
      ['2030-04-30', 90, 'Last day', 1_502],
      ['2030-03-20', 20, 'Call', 334],
    ]);
    const second = await server.call<ResourceTimesheet>('pm', 'GET', `${path}?pageSize=2&page=2`);
    expect(second.body.entries.items.map((e) => [e.date, e.amount.amount])).toEqual([
      ['2030-03-01', 500],
    ]);
    const pmSheet = await server.call<ResourceTimesheet>(
      'member',
      'GET',
      `${base(keel3)}/${contract.id}/resources/${pm.id}/timesheet`,
    );
    expect(pmSheet.status, pmSheet.text).toBe(200);
    expect(pmSheet.body.resource.hourlyRate).toBeNull();
    expect(pmSheet.body.entries.items[0]?.task).toEqual({ id: task.id, name: task.name });
    expectInvalid(await server.call('pm', 'GET', `${path}?pageSize=0`), 'pageSize');
  });

  it('rounds half to even in SQL exactly as amountForMinutes does', async () => {
    const pairs: Array<[number, number]> = [];
    const rates = [
      0, 1, 2, 3, 30, 45, 59, 61, 90, 150, 1_001, 9_999, 12_345, 9_999_999, 10_000_000,
    ];
    const minutes = [1, 2, 3, 15, 29, 30, 31, 45, 59, 60, 61, 89, 90, 91, 119, 1_439, 1_440];
    for (const rate of rates) for (const m of minutes) pairs.push([m, rate]);
    let seed = 42;
    const random = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % max;
    };
    for (let i = 0; i < 1_000; i++) pairs.push([1 + random(1_440), random(10_000_001)]);
    for (let i = 0; i < pairs.length; i += 200) {
      const batch = pairs.slice(i, i + 200);
      const sql = batch
        .map(() => `SELECT ${amountSql('CAST(? AS BIGINT)', 'CAST(? AS BIGINT)')} AS amount`)
        .join(' UNION ALL ');
      // The same pair is bound once per use in the expression (it names each operand 4 times).
      const bindings = batch.flatMap(([m, r]) => Array.from({ length: 4 }, () => [m, r]).flat());
      const result = await server.knex.raw(sql, bindings);
      const rows = (Array.isArray(result) ? result : result.rows) as Array<{
        amount: number | string;
      }>;
      expect(rows.map((row) => Number(row.amount))).toEqual(
        batch.map(([m, r]) => amountForMinutes(m, r)),
      );
    }
  });
});

describe('the stakeholder link', () => {
  beforeEach(async () => {
    await server.knex('public_link_failures').delete();
  });

  it('creates a token only the creating response carries, stored hashed, and opens the public view', async () => {
    // A period of its own: no other test's time falls in it.
    const contract = await newContract(keel1, {
      capMinutes: 1_000,
      periodStart: '2030-07-01',
      periodEnd: '2030-08-31',
    });
    const resource = await addResource(contract, ids.member, 6_000, 120);
    await entry({
      user: 'member',
      projectId: keel1,
      date: '2030-07-05',
      minutes: 60,
      note: 'Workshop',
    });
    const link = await rotate(contract);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(
      `/public/projects/${keel1}/time-material?stakeholderToken=${link.token}`,
    );
    expect(link.contract).toMatchObject({
      id: contract.id,
      version: 2,
      stakeholderLink: { active: true },
    });
    const row = await server
      .knex('time_material_contracts')
      .where({ id: contract.id })
      .first<{ stakeholder_token_hash: string }>('stakeholder_token_hash');
    expect(row.stakeholder_token_hash).toBe(hashToken(link.token));
    const detail = await server.call('pm', 'GET', `${base(keel1)}/${contract.id}`);
    expect(detail.text).not.toContain(link.token);

    const view = await publicView(keel1, link.token);
    expect(view.status, view.text).toBe(200);
    expect(view.headers.get('referrer-policy')).toBe('no-referrer');
    expect(view.headers.get('cache-control')).toBe('no-store');
    expect(view.body).toEqual({
      project: { id: keel1, code: 'KEEL-001', name: expect.any(String) },
      contract: {
        name: contract.name,
        periodStart: '2030-07-01',
        periodEnd: '2030-08-31',
        currency: 'EUR',
        capAmount: null,
        capMinutes: 1_000,
        consumed: consumption(60, 6_000),
      },
      resources: [
        {
          id: resource.id,
          name: DEMO_ACCOUNTS.member.name,
          // The billing rate, as an invoice shows it: 1 h × 60.00 = 60.00.
          hourlyRate: eur(6_000),
          capMinutes: 120,
          consumed: consumption(60, 6_000),
        },
      ],
      months: [
        {
          month: '2030-07',
          minutes: 60,
          amount: eur(6_000),
          resources: [{ resourceId: resource.id, minutes: 60, amount: eur(6_000) }],
        },
        {
          month: '2030-08',
          minutes: 0,
          amount: eur(0),
          resources: [{ resourceId: resource.id, minutes: 0, amount: eur(0) }],
        },
      ],
    });
    const sheet = await publicTimesheet(keel1, resource.id, link.token);
    expect(sheet.status, sheet.text).toBe(200);
    expect(sheet.headers.get('referrer-policy')).toBe('no-referrer');
    expect(sheet.headers.get('cache-control')).toBe('no-store');
    expect(sheet.body.resource).toEqual(view.body.resources[0]);
    expect(sheet.body.entries).toEqual({
      items: [
        {
          id: expect.any(Number),
          date: '2030-07-05',
          minutes: 60,
          note: 'Workshop',
          amount: eur(6_000),
        },
      ],
      total: 1,
      page: 1,
      pageSize: 100,
    });
  });

  it('carries no key naming a cost, salary, margin, rate or internal anywhere in the public answers but the billing rate of each resource, as an invoice shows it', async () => {
    const contract = await newContract(keel1, { capAmount: 90_000 });
    const resource = await addResource(contract, ids.pm, 15_000);
    await entry({ user: 'pm', projectId: keel1, date: '2030-04-02', minutes: 75 });
    const link = await rotate(contract);
    const denied = [
      'cost',
      'costs',
      'salary',
      'salaries',
      'margin',
      'rate',
      'rates',
      'internal',
      'hourlycost',
    ];
    const words = (key: string) =>
      key
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .split(/[\s_-]+/)
        .map((w) => w.toLowerCase());
    const keysOf = (value: unknown, path = ''): Array<{ key: string; path: string }> => {
      if (Array.isArray(value)) return value.flatMap((item, i) => keysOf(item, `${path}[${i}]`));
      if (value === null || typeof value !== 'object') return [];
      return Object.entries(value).flatMap(([key, item]) => [
        { key, path: `${path}.${key}` },
        ...keysOf(item, `${path}.${key}`),
      ]);
    };
    // By design (README § The stakeholder link): the client's page shows each
    // resource's billing rate beside its hours and amount, as an invoice does
    // (the amount over the hours gives it anyway). Exactly that key, where the
    // resource is; nothing else naming a rate, and never a cost.
    const billingRate = eur(15_000);
    const answers = [
      { response: await publicView(keel1, link.token), rates: ['.resources[0].hourlyRate'] },
      {
        response: await publicTimesheet(keel1, resource.id, link.token),
        rates: ['.resource.hourlyRate'],
      },
    ];
    for (const { response, rates } of answers) {
      expect(response.status).toBe(200);
      const keys = keysOf(response.body);
      expect(keys.length).toBeGreaterThan(20);
      const named = keys.filter(({ key }) => words(key).some((w) => denied.includes(w)));
      expect(named.map((k) => k.path)).toEqual(rates);
      for (const path of rates) {
        const [, holder] = /^\.(\w+)/.exec(path) ?? [];
        const body = response.body as Record<string, unknown>;
        const owner = (
          holder === 'resources' ? (body.resources as unknown[])[0] : body.resource
        ) as { hourlyRate: unknown };
        expect(owner.hourlyRate).toEqual(billingRate);
      }
      // Not even a null: the public answers have no other such field at all.
      expect(response.text.replaceAll('"hourlyRate":', '')).not.toMatch(
        /rate|cost|salar|margin|internal/i,
      );
    }
  });

  it('answers one indistinguishable 404 for every token or resource it does not open', async () => {
    const one = await newContract(keel1);
    const oneResource = await addResource(one, ids.member, 100);
    const two = await newContract(keel1);
    const twoResource = await addResource(two, ids.member, 100);
    const other = await newContract(keel3);
    const otherResource = await addResource(other, ids.member, 100);
    const first = await rotate(one);
    const otherLink = await rotate(other);
    await rotate(two);

    const misses = [
      // another project's token, on this project and the other way round
      await publicView(keel1, otherLink.token),
      await publicView(keel3, first.token),
      await publicTimesheet(keel1, otherResource.id, otherLink.token),
      // a random token, a too-long one
      await publicView(keel1, 'x'.repeat(43)),
      // a resource of another contract (of the same project), and one that does not exist
      await publicTimesheet(keel1, twoResource.id, first.token),
      await publicTimesheet(keel1, 2_000_000_000, first.token),
    ];
    // A rotated (old) token stops at once.
    const rotated = await rotate({ ...one, version: 2 });
    misses.push(await publicView(keel1, first.token));
    misses.push(await publicTimesheet(keel1, oneResource.id, first.token));
    expect((await publicView(keel1, rotated.token)).status).toBe(200);
    // A revoked token stops at once.
    const revoked = await server.call<Body>(
      'pm',
      'DELETE',
      `${base(keel1)}/${one.id}/stakeholder-token?version=3`,
    );
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body.stakeholderLink).toEqual({ active: false, createdAt: null });
    misses.push(await publicView(keel1, rotated.token));
    // Revoking again: there is no link to revoke.
    expect(
      (await server.call('pm', 'DELETE', `${base(keel1)}/${one.id}/stakeholder-token?version=4`))
        .status,
    ).toBe(404);
    // A deleted contract's token stops too.
    const three = await newContract(keel1);
    const threeLink = await rotate(three);
    expect((await server.call('pm', 'DELETE', `${base(keel1)}/${three.id}?version=2`)).status).toBe(
      200,
    );
    misses.push(await publicView(keel1, threeLink.token));

    for (const miss of misses) {
      expect(miss.status, miss.text).toBe(404);
      expect(miss.body).toEqual(misses[0]?.body);
    }
    expect((await publicView(keel1, '')).status).toBe(400);
    expectInvalid(
      await server.request('GET', `/api/public/projects/${keel1}/time-material`),
      'stakeholderToken',
    );
  });

  it('limits failed lookups per address: 429 with Retry-After, for a valid token too, until the window passes', async () => {
    const contract = await newContract(keel1);
    const link = await rotate(contract);
    await expectLookupsLimited(server, {
      miss: (i) => publicView(keel1, `guess-${i}`),
      limited: () => publicView(keel1, 'one-more-guess'),
      open: () => publicView(keel1, link.token),
    });
    // The housekeeping sweeps the failures once the window has passed.
    await housekeeping(server.knex, server.clock.now);
    expect(await server.knex('public_link_failures').select('id')).toEqual([]);
  });

  it('refuses stale versions of the link calls with 409', async () => {
    const contract = await newContract();
    const stale = await server.call<ErrorBody>(
      'pm',
      'POST',
      `${base(keel1)}/${contract.id}/stakeholder-token`,
      { version: 2 },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ id: contract.id, version: 1 });
    const link = await rotate(contract);
    expect(
      (
        await server.call(
          'pm',
          'DELETE',
          `${base(keel1)}/${contract.id}/stakeholder-token?version=1`,
        )
      ).status,
    ).toBe(409);
    expect((await publicView(keel1, link.token)).status).toBe(200);
    expectInvalid(
      await server.call('pm', 'POST', `${base(keel1)}/${contract.id}/stakeholder-token`, {}),
      'version',
    );
  });
});

describe('tokens never reach the log, and public pages send no referrer', () => {
  const logging = loggingAppFor(() => server, 'keel-tm-static-');

  it('writes the request lines with the token redacted (API and app paths, found or not)', async () => {
    const contract = await newContract();
    const resource = await addResource(contract, ids.member, 100);
    const link = await rotate(contract);
    const guess = 'a-guessed-token-that-must-not-be-logged';
    const paths = [
      `/api/public/projects/${keel1}/time-material?stakeholderToken=${link.token}`,
      `/api/public/projects/${keel1}/time-material/resources/${resource.id}/timesheet?page=1&stakeholderToken=${link.token}`,
      `/api/public/projects/${keel1}/time-material?stakeholderToken=${guess}`,
      `/api/public/projects/${keel1}/time-material?stakeholder%54oken=${guess}`,
      `/public/projects/${keel1}/time-material?stakeholderToken=${link.token}`,
    ];
    const statuses = [];
    for (const p of paths) statuses.push((await fetch(logging.url + p)).status);
    expect(statuses).toEqual([200, 200, 404, 404, 200]);
    const log = logging.logged.join('');
    expect(log).toContain('stakeholderToken=[redacted]');
    expect(log).toContain('page=1&stakeholderToken=[redacted]');
    expect(log).not.toContain(link.token);
    expect(log).not.toContain(guess);
    expect(loggedUrl('/x?a=1&STAKEHOLDERTOKEN=abc&b=2')).toBe(
      '/x?a=1&STAKEHOLDERTOKEN=[redacted]&b=2',
    );
    expect(loggedUrl('/x?a=1')).toBe('/x?a=1');
  });

  it('serves the app for /public/... with Referrer-Policy: no-referrer', async () => {
    const response = await fetch(
      `${logging.url}/public/projects/${keel1}/time-material?stakeholderToken=abc`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-type')).toMatch(/html/);
  });
});

describe('the demo contract', () => {
  it('is on KEEL-002 with two resources and a live link the documented token opens', async () => {
    const keel2 = await server.idOf('projects', { code: DEMO_CONTRACT_PROJECT });
    await server.knex('public_link_failures').delete();
    const view = await publicView(keel2, DEMO_STAKEHOLDER_TOKEN);
    expect(view.status, view.text).toBe(200);
    expect(view.body.contract.name).toBe(DEMO_CONTRACT_NAME);
    expect(view.body.resources.map((r) => r.name).sort()).toEqual(
      [DEMO_ACCOUNTS.member.name, DEMO_ACCOUNTS.pm.name].sort(),
    );
  });

  it('bills the demo time: both resources have billable time on KEEL-002 in the period, near the caps', async () => {
    const demo = await startTestServer({ seedTimesheets: true });
    try {
      const keel2 = await demo.idOf('projects', { code: DEMO_CONTRACT_PROJECT });
      const view = await demo.request<PublicTimeMaterial>(
        'GET',
        `/api/public/projects/${keel2}/time-material?stakeholderToken=${DEMO_STAKEHOLDER_TOKEN}`,
      );
      expect(view.status, view.text).toBe(200);
      expect(view.body.resources).toHaveLength(2);
      for (const resource of view.body.resources)
        expect(resource.consumed.minutes, resource.name).toBeGreaterThan(0);
      expect(view.body.contract.consumed.amountLevel).toBe('near');
      const member = view.body.resources.find((r) => r.name === DEMO_ACCOUNTS.member.name);
      expect(member?.consumed.minutesLevel).toBe('near');
      // The months to come are listed, at zero.
      expect(view.body.months.at(-1)).toMatchObject({ minutes: 0 });
    } finally {
      await demo.close();
    }
  });
});
