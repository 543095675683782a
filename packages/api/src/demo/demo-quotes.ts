import { computePricing, type QuoteStatus } from '@keel/types';
import type { Knex } from 'knex';
import {
  draftLineColumns,
  findRateProfile,
  type StoredLine,
} from '../modules/quotes/quote-lines.repository';
import { insertRevision } from '../modules/quotes/quote-revisions.repository';
import { insertQuote } from '../modules/quotes/quotes.repository';
import { storedMarkups } from '../modules/quotes/pricing-configs.repository';
import { costRatesOf } from '../modules/quotes/quote-lines.service';
import { DEMO_PRICING_CONFIG_NAME, DEMO_RATE_PROFILE_NAMES } from './demo-quote-config';
import type { DemoAccountKey } from './demo-workspace';

/**
 * Demo quotes (issue 14): the ten demo quotes of `DEMO_QUOTES` get a rate
 * profile, the pricing config, line items and revisions to match their
 * status (every status, the three meta types, owned by the pm and finance,
 * two archived), and two templates are added. EUR throughout.
 *
 * The rate profiles "Standard rates" and "Public sector" and the pricing
 * config "Standard pricing" are `demo-quote-config.ts`'s, seeded before
 * this (`demo-workspace.ts`); they are found by name. Cost rates come from the demo salary groups on each
 * quote's date, as the API derives them. Seeded once: a quote that already
 * has lines or a revision, and a template whose name exists, are left alone.
 * KEEL-002's quote link is another seed's (`demo-from-quote.ts`).
 */

const [DEMO_STANDARD_RATES, DEMO_PUBLIC_SECTOR_RATES] = DEMO_RATE_PROFILE_NAMES as [string, string];

type DemoLine = [
  key: string,
  section: string,
  description: string,
  role: string,
  hours: number,
  expenses?: number,
];

const WEBSITE: DemoLine[] = [
  ['kickoff', 'Discovery', 'Kick-off and stakeholder interviews', 'Senior consultant', 12],
  ['ux-map', 'Discovery', 'User journeys and site map', 'Designer', 16],
  ['visual', 'Design', 'Visual design of key screens', 'Designer', 40],
  ['frontend', 'Build', 'Front-end build', 'Developer', 80],
  ['cms', 'Build', 'Content management set-up', 'Developer', 24],
  ['pm', 'Delivery', 'Project management', 'Project manager', 20],
  ['hosting', 'Delivery', 'Hosting, first year', '', 0, 120_000],
];
const WEBSITE_V2: DemoLine[] = [
  ...WEBSITE.slice(0, 4),
  ['shop', 'Build', 'Online shop and payments', 'Developer', 56],
  ...WEBSITE.slice(4),
];
const MIGRATION: DemoLine[] = [
  ['audit', 'Analysis', 'Source data audit', 'Senior consultant', 24],
  ['mapping', 'Analysis', 'Field mapping workshops', 'Consultant', 32],
  ['scripts', 'Migration', 'Migration scripts', 'Developer', 120],
  ['dry-run', 'Migration', 'Two dry runs with reconciliation', 'Consultant', 40],
  ['cutover', 'Go-live', 'Cut-over weekend', 'Developer', 16, 45_000],
  ['pm', 'Go-live', 'Project management', 'Project manager', 30],
];
const MIGRATION_V2: DemoLine[] = MIGRATION.map((line) =>
  line[0] === 'scripts' ? ['scripts', 'Migration', 'Migration scripts', 'Developer', 150] : line,
);
const CHANGE: DemoLine[] = [
  ['analysis', 'Change', 'Impact analysis', 'Senior consultant', 6],
  ['build', 'Change', 'Implementation', 'Developer', 32],
  ['test', 'Change', 'Regression testing', 'Consultant', 12],
];
const RETAINER: DemoLine[] = [
  ['support', 'Support', 'Monthly support hours (12 months)', 'Consultant', 96],
  ['updates', 'Support', 'Security updates', 'Developer', 48],
  ['reviews', 'Governance', 'Quarterly service reviews', 'Project manager', 8],
  ['hosting', 'Hosting', 'Managed hosting (12 months)', '', 0, 240_000],
];
const RETAINER_V2: DemoLine[] = [
  ...RETAINER.slice(0, 2),
  ['on-call', 'Support', 'Weekend on-call', 'Developer', 24],
  ...RETAINER.slice(2),
];
const BRAND: DemoLine[] = [
  ['research', 'Research', 'Brand audit and interviews', 'Senior consultant', 10],
  ['guide', 'Design', 'Brand guidelines', 'Designer', 60],
  ['assets', 'Design', 'Templates and assets', 'Designer', 24, 30_000],
];

interface DemoQuotePlan {
  number: string;
  profile: string;
  quoteDate: string;
  validUntil: string;
  /** Each revision's lines, oldest first; the draft is the last unless `draft` is given. */
  revisions: DemoLine[][];
  draft?: DemoLine[];
  /** The revision accepted (accepted quotes). */
  accepted?: number;
  archived?: boolean;
}

const PLANS: readonly DemoQuotePlan[] = [
  {
    number: 'Q-2026-0001',
    profile: DEMO_STANDARD_RATES,
    quoteDate: '2026-01-12',
    validUntil: '2026-02-12',
    revisions: [WEBSITE],
    accepted: 1,
  },
  {
    number: 'Q-2026-0002',
    profile: DEMO_STANDARD_RATES,
    quoteDate: '2026-01-20',
    validUntil: '2026-02-20',
    revisions: [WEBSITE, WEBSITE_V2],
  },
  {
    number: 'Q-2026-0003',
    profile: DEMO_STANDARD_RATES,
    quoteDate: '2026-01-26',
    validUntil: '2026-02-26',
    revisions: [MIGRATION, MIGRATION_V2],
    accepted: 2,
  },
  {
    number: 'Q-2026-0004',
    profile: DEMO_STANDARD_RATES,
    quoteDate: '2026-02-02',
    validUntil: '2026-03-02',
    revisions: [],
    draft: CHANGE,
  },
  {
    number: 'Q-2026-0005',
    profile: DEMO_PUBLIC_SECTOR_RATES,
    quoteDate: '2026-02-04',
    validUntil: '2026-03-04',
    revisions: [RETAINER],
  },
  {
    number: 'Q-2026-0006',
    profile: DEMO_STANDARD_RATES,
    quoteDate: '2026-02-09',
    validUntil: '2026-03-09',
    revisions: [CHANGE],
    archived: true,
  },
  {
    number: 'Q-2026-0007',
    profile: DEMO_STANDARD_RATES,
    quoteDate: '2026-01-05',
    validUntil: '2026-01-31',
    revisions: [WEBSITE],
    archived: true,
  },
  {
    number: 'Q-2026-0008',
    profile: DEMO_PUBLIC_SECTOR_RATES,
    quoteDate: '2026-01-15',
    validUntil: '2026-02-15',
    revisions: [RETAINER, RETAINER_V2],
    accepted: 1,
  },
  {
    number: 'Q-2026-0009',
    profile: DEMO_STANDARD_RATES,
    quoteDate: '2026-02-16',
    validUntil: '2026-03-16',
    revisions: [BRAND],
    draft: [...BRAND, ['print', 'Design', 'Print-ready files', 'Designer', 8, 12_000]],
  },
  {
    number: 'Q-2026-0010',
    profile: DEMO_STANDARD_RATES,
    quoteDate: '2026-02-18',
    validUntil: '2026-03-18',
    revisions: [RETAINER],
  },
];

const TEMPLATES: ReadonlyArray<{
  name: string;
  metaTypeId: number;
  profile: string;
  lines: DemoLine[];
  notes: string;
}> = [
  {
    name: 'Website starter',
    metaTypeId: 1,
    profile: DEMO_STANDARD_RATES,
    lines: WEBSITE,
    notes: 'Prices are valid for 30 days.',
  },
  {
    name: 'Support retainer (12 months)',
    metaTypeId: 3,
    profile: DEMO_STANDARD_RATES,
    lines: RETAINER,
    notes: 'Invoiced quarterly in advance.',
  },
];

/** The id of a demo rate profile or pricing config, seeded by `demo-quote-config.ts`. */
async function idByName(knex: Knex, table: string, name: string): Promise<number> {
  const row = await knex(table).where({ name }).first<{ id: number } | undefined>('id');
  if (!row) throw new Error(`${name} is not seeded (demo-quote-config.ts runs first)`);
  return Number(row.id);
}

/** The demo lines as stored: the profile's rate for the role, the cost rate on the quote date. */
async function storedLines(
  knex: Knex,
  lines: readonly DemoLine[],
  profileId: number,
  quoteDate: string,
): Promise<StoredLine[]> {
  const profile = await findRateProfile(knex, profileId);
  const rates = new Map(profile?.roles.map((r) => [r.role, r.hourlyRate]));
  const costRates = await costRatesOf(knex, profileId, quoteDate, 'EUR');
  return lines.map(([key, section, description, role, hours, expenses]) => ({
    key,
    section,
    description,
    role,
    minutes: hours * 60,
    rate: rates.get(role) ?? 0,
    costRate: costRates.get(role) ?? null,
    expenses: expenses ?? 0,
  }));
}

export async function seedQuotesDemo(
  knex: Knex,
  options: { userIds: Record<DemoAccountKey, number>; seedTime: number },
): Promise<void> {
  const now = options.seedTime;
  const profiles = new Map<string, number>();
  for (const name of DEMO_RATE_PROFILE_NAMES)
    profiles.set(name, await idByName(knex, 'quote_rate_profiles', name));
  const configId = await idByName(knex, 'quote_pricing_configs', DEMO_PRICING_CONFIG_NAME);
  const markups = (await storedMarkups(knex, configId)) ?? [];

  for (const [index, plan] of PLANS.entries()) {
    const quote = await knex('quotes').where({ number: plan.number }).first<
      | {
          id: number;
          status: QuoteStatus;
          owner_id: number | null;
          line_items: string;
          current_revision: number | null;
        }
      | undefined
    >('id', 'status', 'owner_id', 'line_items', 'current_revision');
    if (!quote || quote.current_revision !== null || quote.line_items !== '[]') continue;
    const profileId = profiles.get(plan.profile) as number;
    // Revisions a few days apart, from the quote date on, by the quote's owner.
    const day = Date.parse(`${plan.quoteDate}T10:00:00Z`);
    for (const [r, lines] of plan.revisions.entries()) {
      const stored = await storedLines(knex, lines, profileId, plan.quoteDate);
      await insertRevision(knex, quote.id, {
        number: r + 1,
        authorId: quote.owner_id ?? options.userIds.pm,
        createdAt: day + r * 3 * 86_400_000 + index * 60_000,
        note: r === 0 ? 'First offer' : 'Scope updated after the client review',
        currency: 'EUR',
        rateProfileName: plan.profile,
        pricingConfigName: DEMO_PRICING_CONFIG_NAME,
        lineItems: stored,
        markups,
        totals: computePricing(stored, markups),
      });
    }
    const draft = plan.draft ?? plan.revisions[plan.revisions.length - 1] ?? [];
    await knex('quotes')
      .where({ id: quote.id })
      .update({
        currency: 'EUR',
        quote_date: plan.quoteDate,
        valid_until: plan.validUntil,
        rate_profile_id: profileId,
        pricing_config_id: configId,
        ...draftLineColumns(await storedLines(knex, draft, profileId, plan.quoteDate)),
        accepted_revision: plan.accepted ?? null,
        ...(plan.archived ? { archived: true } : {}),
      });
  }

  for (const [index, template] of TEMPLATES.entries()) {
    const exists = await knex('quotes')
      .where({ name: template.name, is_template: true })
      .whereNull('deleted_at')
      .first('id');
    if (exists) continue;
    const number = `T-${String(index + 1).padStart(4, '0')}`;
    if (await knex('quotes').where({ number }).first('id')) continue;
    const profileId = profiles.get(template.profile) as number;
    const quoteDate = '2026-01-05';
    await insertQuote(
      knex,
      number,
      {
        name: template.name,
        client: null,
        metaTypeId: template.metaTypeId,
        ownerId: options.userIds.finance,
        currency: 'EUR',
        quoteDate,
        validUntil: null,
        notes: template.notes,
        rateProfileId: profileId,
        pricingConfigId: configId,
        lineItems: await storedLines(knex, template.lines, profileId, quoteDate),
      },
      true,
      now,
    );
  }
}
