import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { insertUser } from '../auth';
import { hourlyCostOn } from './hourly-cost';
import {
  insertEmployee,
  insertGroup,
  replaceGroupRates,
  replaceOverrides,
  updateEmployeeRow,
} from './salaries.repository';

/** `hourlyCostOn` over rate changes, personal overrides and employment gaps. */
let server: TestServer;
let userId: number;
let employeeId: number;
let groupId: number;

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const at = (effectiveFrom: string, amount: number) => ({ effectiveFrom, hourlyRate: eur(amount) });
const base = {
  standardMinutesPerDay: 480,
  workingDays: [1, 2, 3, 4, 5],
  employmentStart: '2025-01-01',
  employmentEnd: null,
};

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const now = Date.UTC(2026, 0, 1);
  userId = await insertUser(
    server.knex,
    { email: 'cost@example.com', name: 'Cost Person', status: 'active' },
    now,
  );
  groupId = await insertGroup(server.knex, 'Engineers', now);
  await replaceGroupRates(server.knex, groupId, [at('2025-01-01', 5000), at('2025-07-01', 5500)]);
  employeeId = await insertEmployee(server.knex, userId, { ...base, salaryGroupId: groupId }, now);
});
afterAll(async () => {
  await server?.close();
});

async function cost(date: string) {
  return hourlyCostOn(server.knex, userId, date);
}

describe('hourlyCostOn', () => {
  it('is null for a user without an employee record', async () => {
    const other = await insertUser(
      server.knex,
      { email: 'nobody@example.com', name: 'No Body', status: 'active' },
      0,
    );
    expect(await hourlyCostOn(server.knex, other, '2025-03-01')).toBeNull();
  });

  it('follows the salary group rate history, a change applying from its date on', async () => {
    expect(await cost('2025-01-01')).toEqual({
      hourlyCost: eur(5000),
      source: 'salaryGroup',
      effectiveFrom: '2025-01-01',
    });
    expect((await cost('2025-06-30'))?.hourlyCost).toEqual(eur(5000));
    expect((await cost('2025-07-01'))?.hourlyCost).toEqual(eur(5500));
    expect((await cost('2030-01-01'))?.hourlyCost).toEqual(eur(5500));
  });

  it('lets a personal override win from its date until a later change of either kind', async () => {
    await replaceOverrides(server.knex, employeeId, [at('2025-09-01', 7000)]);
    await replaceGroupRates(server.knex, groupId, [
      at('2025-01-01', 5000),
      at('2025-07-01', 5500),
      at('2026-01-01', 6000),
    ]);
    expect((await cost('2025-08-31'))?.hourlyCost).toEqual(eur(5500));
    expect(await cost('2025-09-01')).toMatchObject({ hourlyCost: eur(7000), source: 'override' });
    expect(await cost('2026-01-01')).toMatchObject({
      hourlyCost: eur(6000),
      source: 'salaryGroup',
    });
    // On the same date the personal rate wins.
    await replaceOverrides(server.knex, employeeId, [
      at('2025-09-01', 7000),
      at('2026-01-01', 7200),
    ]);
    expect(await cost('2026-01-01')).toMatchObject({ hourlyCost: eur(7200), source: 'override' });
    await replaceOverrides(server.knex, employeeId, []);
    await replaceGroupRates(server.knex, groupId, [at('2025-01-01', 5000), at('2025-07-01', 5500)]);
  });

  it('is null outside employment: before the start, after the end, and before any rate', async () => {
    await updateEmployeeRow(
      server.knex,
      employeeId,
      {
        ...base,
        salaryGroupId: groupId,
        employmentStart: '2024-06-01',
        employmentEnd: '2025-10-31',
      },
      0,
    );
    expect(await cost('2024-05-31')).toBeNull();
    // Employed, but the group has no rate yet in 2024.
    expect(await cost('2024-12-31')).toBeNull();
    expect((await cost('2025-10-31'))?.hourlyCost).toEqual(eur(5500));
    expect(await cost('2025-11-01')).toBeNull();
  });

  it('uses overrides alone for an employee without a salary group', async () => {
    await updateEmployeeRow(server.knex, employeeId, { ...base, salaryGroupId: null }, 0);
    expect(await cost('2025-03-01')).toBeNull();
    await replaceOverrides(server.knex, employeeId, [at('2025-02-01', 4000)]);
    expect(await cost('2025-03-01')).toMatchObject({ hourlyCost: eur(4000), source: 'override' });
    expect(await cost('2025-01-31')).toBeNull();
  });
});
