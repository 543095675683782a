import type { MarkupEntry } from '@keel/types';
import type { Knex } from 'knex';
import { insertConfig } from '../modules/quotes/pricing-configs.repository';
import { insertProfile, replaceRoles } from '../modules/quotes/rate-profiles.repository';
import { DEMO_SALARY_GROUPS } from './demo-administration';

/**
 * Demo rate profiles and pricing config (issue 14): "Standard rates" and
 * "Public sector" (lower rates, same roles), and "Standard pricing" with
 * three markups. Roles are costed through the demo salary groups. The demo
 * quotes look the profiles and the config up by these names. Fixed data;
 * a profile or config whose name exists is left as it is.
 */

type SalaryGroupName = (typeof DEMO_SALARY_GROUPS)[number]['name'];

interface DemoRole {
  role: string;
  /** Minor units (EUR cents) an hour. */
  hourlyRate: number;
  group: SalaryGroupName | null;
}

interface DemoRateProfile {
  name: string;
  currency: string;
  roles: readonly DemoRole[];
}

/** The roles every demo profile prices, each costed through a salary group. */
const DEMO_ROLE_GROUPS = {
  'Project manager': 'Senior consultant',
  'Senior consultant': 'Senior consultant',
  Consultant: 'Consultant',
  Designer: 'Consultant',
  Developer: 'Consultant',
} as const satisfies Record<string, SalaryGroupName>;

/** A profile in EUR: every demo role at its hourly rate (minor units). */
function demoProfile(
  name: string,
  rates: Record<keyof typeof DEMO_ROLE_GROUPS, number>,
): DemoRateProfile {
  const roles = Object.entries(DEMO_ROLE_GROUPS).map(([role, group]) => ({
    role,
    hourlyRate: rates[role as keyof typeof DEMO_ROLE_GROUPS],
    group,
  }));
  return { name, currency: 'EUR', roles };
}

export const DEMO_RATE_PROFILES: readonly DemoRateProfile[] = [
  demoProfile('Standard rates', {
    'Project manager': 11_000,
    'Senior consultant': 9_500,
    Consultant: 7_500,
    Designer: 8_000,
    Developer: 8_500,
  }),
  // Lower rates, same roles.
  demoProfile('Public sector', {
    'Project manager': 9_500,
    'Senior consultant': 8_200,
    Consultant: 6_500,
    Designer: 6_800,
    Developer: 7_200,
  }),
];

export const DEMO_RATE_PROFILE_NAMES = DEMO_RATE_PROFILES.map((p) => p.name) as readonly string[];

export const DEMO_PRICING_CONFIG_NAME = 'Standard pricing';

/** In the order they apply: the contingency takes the subtotal after the other two. */
export const DEMO_MARKUPS: readonly MarkupEntry[] = [
  { label: 'Project management', kind: 'percent', value: 10, appliesTo: 'labour' },
  { label: 'Travel and materials handling', kind: 'percent', value: 5, appliesTo: 'expenses' },
  { label: 'Risk contingency', kind: 'percent', value: 3, appliesTo: 'subtotal' },
];

export async function seedQuoteConfigDemo(trx: Knex, context: { seedTime: number }): Promise<void> {
  const groups = await trx('salary_groups')
    .whereIn(
      'name',
      DEMO_SALARY_GROUPS.map((g) => g.name),
    )
    .select<Array<{ id: number; name: string }>>('id', 'name');
  const groupIds = new Map(groups.map((g) => [g.name, Number(g.id)]));

  for (const profile of DEMO_RATE_PROFILES) {
    if (await trx('quote_rate_profiles').where({ name: profile.name }).first('id')) continue;
    const id = await insertProfile(trx, profile, context.seedTime);
    await replaceRoles(
      trx,
      id,
      profile.roles.map((r) => ({
        role: r.role,
        hourlyRate: r.hourlyRate,
        salaryGroupId: r.group === null ? null : (groupIds.get(r.group) ?? null),
      })),
    );
  }

  if (!(await trx('quote_pricing_configs').where({ name: DEMO_PRICING_CONFIG_NAME }).first('id')))
    await insertConfig(
      trx,
      { name: DEMO_PRICING_CONFIG_NAME, markups: DEMO_MARKUPS },
      context.seedTime,
    );
}
