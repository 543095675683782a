import type { MarkupEntry } from '@keel/types';
import type { Db } from '../../lib/db';

/**
 * Rate profiles, pricing configs and salary groups for the quote tests and
 * matrix examples, inserted directly (their own API is another module's):
 *
 * - "Developers" (EUR): 40.00/h from 2029-01-01, 50.00 from 2030-01-01, 60.00
 *   from 2031-01-01; "Designers" (USD): 70.00/h from 2029-01-01;
 * - a profile (EUR): Developer 90.00/h (Developers), Designer 80.00/h
 *   (Designers), Tester 70.00/h (no salary group);
 * - a config: +10 % on labour, then a fixed 50.00 on the subtotal; and a
 *   second config without entries.
 */
export interface QuoteFixtures {
  profileId: number;
  profileName: string;
  configId: number;
  configName: string;
  secondConfigId: number;
  markups: MarkupEntry[];
}

let counter = 0;

export async function insertQuoteFixtures(db: Db, now: number): Promise<QuoteFixtures> {
  const n = ++counter;
  const group = async (name: string, rates: Array<[string, number, string]>) => {
    const [row] = await db('salary_groups')
      .insert({ name: `${name} (quote fixture ${n})`, created_at: now, updated_at: now })
      .returning<{ id: number }[]>('id');
    const id = Number(row?.id);
    await db('salary_group_rates').insert(
      rates.map(([effective_from, amount, currency]) => ({
        salary_group_id: id,
        effective_from,
        amount,
        currency,
      })),
    );
    return id;
  };
  const developers = await group('Developers', [
    ['2029-01-01', 4_000, 'EUR'],
    ['2030-01-01', 5_000, 'EUR'],
    ['2031-01-01', 6_000, 'EUR'],
  ]);
  const designers = await group('Designers', [['2029-01-01', 7_000, 'USD']]);

  const profileName = `Fixture rates ${n}`;
  const [profile] = await db('quote_rate_profiles')
    .insert({ name: profileName, currency: 'EUR', created_at: now, updated_at: now })
    .returning<{ id: number }[]>('id');
  const profileId = Number(profile?.id);
  await db('quote_rate_profile_roles').insert([
    {
      profile_id: profileId,
      position: 0,
      role: 'Developer',
      hourly_rate: 9_000,
      salary_group_id: developers,
    },
    {
      profile_id: profileId,
      position: 1,
      role: 'Designer',
      hourly_rate: 8_000,
      salary_group_id: designers,
    },
    {
      profile_id: profileId,
      position: 2,
      role: 'Tester',
      hourly_rate: 7_000,
      salary_group_id: null,
    },
  ]);

  const markups: MarkupEntry[] = [
    { label: 'Contingency', kind: 'percent', value: 10, appliesTo: 'labour' },
    { label: 'Admin fee', kind: 'fixed', value: 5_000, appliesTo: 'subtotal' },
  ];
  const configName = `Fixture pricing ${n}`;
  const [config] = await db('quote_pricing_configs')
    .insert({
      name: configName,
      markups: JSON.stringify(markups),
      created_at: now,
      updated_at: now,
    })
    .returning<{ id: number }[]>('id');
  const [second] = await db('quote_pricing_configs')
    .insert({
      name: `Fixture pricing ${n} (bare)`,
      markups: '[]',
      created_at: now,
      updated_at: now,
    })
    .returning<{ id: number }[]>('id');
  return {
    profileId,
    profileName,
    configId: Number(config?.id),
    configName,
    secondConfigId: Number(second?.id),
    markups,
  };
}
