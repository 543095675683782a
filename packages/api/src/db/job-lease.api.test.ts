import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { startTestServer, type TestServer } from '../test/test-server';
import {
  leaseHolder,
  processName,
  releaseJobLease,
  releaseLeasesOf,
  releaseLeasesOfDeadProcesses,
  runWhileLeased,
  takeJobLease,
} from './job-lease';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server.close());

const TTL = 30_000;

describe('job leases', () => {
  it('gives a lease to one holder of many asking at once, until it runs out', async () => {
    const { knex } = server;
    const now = 1_000_000;
    const holders = Array.from({ length: 8 }, (_, i) => `host/${100 + i}/x`);
    const taken = await Promise.all(holders.map((h) => takeJobLease(knex, 'race', h, now, TTL)));
    expect(taken.filter(Boolean)).toHaveLength(1);
    const winner = holders[taken.indexOf(true)] as string;
    const other = holders.find((h) => h !== winner) as string;
    // The holder renews; another is refused while it lasts, and takes it once it has run out.
    expect(await takeJobLease(knex, 'race', winner, now + 10_000, TTL)).toBe(true);
    expect(await takeJobLease(knex, 'race', other, now + 39_999, TTL)).toBe(false);
    expect(await takeJobLease(knex, 'race', other, now + 40_000, TTL)).toBe(true);
    expect(await takeJobLease(knex, 'race', winner, now + 40_001, TTL)).toBe(false);
    // Given back, it is free at once.
    await releaseJobLease(knex, 'race', other);
    expect(await takeJobLease(knex, 'race', winner, now + 40_002, TTL)).toBe(true);
  });

  it("frees a dead process's leases by its name, and only those", async () => {
    const { knex } = server;
    const dead = processName(4242);
    expect(await takeJobLease(knex, 'a', `${dead}one`, 0, TTL)).toBe(true);
    expect(await takeJobLease(knex, 'b', `${processName(42420)}two`, 0, TTL)).toBe(true);
    expect(await releaseLeasesOf(knex, dead)).toBe(1);
    expect(
      await knex('job_leases').whereIn('name', ['a', 'b']).orderBy('name').pluck('name'),
    ).toEqual(['b']);
  });

  it("frees at start the leases of this host's processes that no longer run, and only those", async () => {
    const { knex } = server;
    await knex('job_leases').delete();
    const gone = spawnSync(process.execPath, ['-e', '']).pid as number;
    expect(await takeJobLease(knex, 'gone', `${processName(gone)}x`, 0, TTL)).toBe(true);
    expect(await takeJobLease(knex, 'alive', `${processName()}x`, 0, TTL)).toBe(true);
    expect(await takeJobLease(knex, 'elsewhere', 'another-host/1/x', 0, TTL)).toBe(true);
    expect(await releaseLeasesOfDeadProcesses(knex)).toBe(1);
    const names = ['gone', 'alive', 'elsewhere'];
    expect(await knex('job_leases').whereIn('name', names).orderBy('name').pluck('name')).toEqual([
      'alive',
      'elsewhere',
    ]);
    await knex('job_leases').whereIn('name', names).delete();
  });

  it('runs the job in one of two runners, and in the other once the first stops', async () => {
    const { knex } = server;
    const logger = createLogger({ logLevel: 'silent' });
    const running: string[] = [];
    const runner = (holder: string) =>
      runWhileLeased({
        knex,
        logger,
        name: 'jobs',
        holder,
        renewMs: 50,
        start: async () => {
          running.push(holder);
          return { stop: async () => void running.splice(running.indexOf(holder), 1) };
        },
      });
    const first = await runner(leaseHolder());
    const second = await runner(leaseHolder());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([first.holding(), second.holding()]).toEqual([true, false]);
    expect(running).toHaveLength(1);
    await first.stop();
    const deadline = Date.now() + 5_000;
    while (!second.holding() && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect([first.holding(), second.holding()]).toEqual([false, true]);
    expect(running).toHaveLength(1);
    await second.stop();
    expect(running).toEqual([]);
    expect(
      await knex('job_leases').where({ name: 'jobs' }).count<{ n: number }[]>({ n: '*' }),
    ).toEqual([{ n: 0 }]);
  });
});
