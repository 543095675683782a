import type { BillingSettings, Invoice } from '@keel/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForFile } from '../../test/server-for-file';
import type { TestServer } from '../../test/test-server';
import { addProjectMember, createProject, postCreated } from '../projects/projects.test-fixtures';

/**
 * A new draft's payment terms and tax rate (README.md § Drafts) on both
 * databases: the body's when given, else the workspace billing settings'
 * (14 days, 7 % here), else 30 days and 0 % when the workspace has no
 * settings row — for an empty draft, a draft from time and one from
 * milestones.
 */

const DB = process.env.KEEL_TEST_DB ?? 'sqlite';
let server: TestServer;
serverForFile((started) => (server = started));

let projectId: number;
let memberId: number;
let week = 0;

/** A financial milestone of the project with an amount, on no invoice. */
async function milestone(): Promise<number> {
  const [row] = await server
    .knex('milestones')
    .insert({
      project_id: projectId,
      name: `Defaults milestone ${++week}`,
      description: '',
      due_date: '2026-06-30',
      status: 'planned',
      financial: true,
      amount: 100_000,
      version: 1,
      created_at: server.clock.now,
      updated_at: server.clock.now,
    })
    .returning<{ id: number }[]>('id');
  return (row as { id: number }).id;
}

/** An hour of the member's billable time in an approved week of its own: what from-time drafts. */
async function approvedHour(): Promise<{ from: string; to: string }> {
  const monday = new Date(Date.UTC(2024, 0, 1 + 7 * ++week)).toISOString().slice(0, 10);
  const now = server.clock.now;
  await server.knex('time_entries').insert({
    user_id: memberId,
    date: monday,
    project_id: projectId,
    minutes: 60,
    billable: true,
    created_by: memberId,
    created_at: now,
    updated_at: now,
  });
  await server.knex('timesheet_weeks').insert({
    user_id: memberId,
    week_start: monday,
    status: 'approved',
    created_at: now,
    updated_at: now,
  });
  return { from: monday, to: monday };
}

const drafted = async (path: string, body: Record<string, unknown>) =>
  postCreated<Invoice>(server, 'finance', `/api/invoices${path}`, body);

const termsAndRates = (invoice: Invoice) => ({
  paymentTermsDays: invoice.paymentTermsDays,
  taxRates: invoice.lines.map((line) => line.taxRate),
});

beforeAll(async () => {
  memberId = await server.idOf('users', { email: 'member@example.com' });
  projectId = (await createProject(server, { name: 'Draft defaults', currency: 'EUR' })).id;
  await addProjectMember(server, projectId, memberId, 'member');
  const current = await server.call<BillingSettings>('admin', 'GET', '/api/settings/billing');
  const saved = await server.call('admin', 'PUT', '/api/settings/billing', {
    ...current.body,
    paymentTermsDays: 14,
    defaultTaxRateBp: 700,
    version: current.body.version,
    updatedAt: undefined,
  });
  expect(saved.status, saved.text).toBe(200);
});

describe(`draft defaults from the billing settings (${DB})`, () => {
  it("gives a draft without terms or tax rate the billing settings' terms and default tax rate", async () => {
    expect(termsAndRates(await drafted('', { projectId }))).toEqual({
      paymentTermsDays: 14,
      taxRates: [],
    });
    expect(
      termsAndRates(await drafted('/from-milestones', { milestoneIds: [await milestone()] })),
    ).toEqual({ paymentTermsDays: 14, taxRates: [700] });
    expect(
      termsAndRates(await drafted('/from-time', { projectId, ...(await approvedHour()) })),
    ).toEqual({ paymentTermsDays: 14, taxRates: [700] });
  });

  it('keeps what the body says, a 0 included', async () => {
    expect(termsAndRates(await drafted('', { projectId, paymentTermsDays: 0 }))).toEqual({
      paymentTermsDays: 0,
      taxRates: [],
    });
    expect(
      termsAndRates(
        await drafted('/from-milestones', {
          milestoneIds: [await milestone()],
          taxRate: 0,
          paymentTermsDays: 45,
        }),
      ),
    ).toEqual({ paymentTermsDays: 45, taxRates: [0] });
    expect(
      termsAndRates(
        await drafted('/from-time', { projectId, ...(await approvedHour()), taxRate: 1900 }),
      ),
    ).toEqual({ paymentTermsDays: 14, taxRates: [1900] });
  });

  it('falls back to 30 days and 0 % when the workspace has no billing settings', async () => {
    await server.knex('billing_settings').delete();
    expect(termsAndRates(await drafted('', { projectId }))).toEqual({
      paymentTermsDays: 30,
      taxRates: [],
    });
    expect(
      termsAndRates(await drafted('/from-milestones', { milestoneIds: [await milestone()] })),
    ).toEqual({ paymentTermsDays: 30, taxRates: [0] });
    expect(
      termsAndRates(await drafted('/from-time', { projectId, ...(await approvedHour()) })),
    ).toEqual({ paymentTermsDays: 30, taxRates: [0] });
  });
});
