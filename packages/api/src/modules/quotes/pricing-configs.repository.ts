import type { MarkupEntry, PricingConfig } from '@keel/types';
import type { Knex } from 'knex';
import { assertNameFree } from '../../lib/unique-name';
import type { VersionedTable } from '../../lib/versioned-save';
import { insertReturningId } from '../../lib/insert-row.repository';

/**
 * Pricing configs: the markup entries are one ordered JSON list in the row
 * (SPEC addresses them by index, and they are always read and written with
 * their config). The only file of them that builds SQL.
 */

/** The rows a version-checked save claims. */
export const CONFIG_ROWS: VersionedTable = {
  table: 'quote_pricing_configs',
  notFound: 'Pricing config not found',
};

interface ConfigRow {
  id: number;
  name: string;
  markups: string;
  version: number;
  quote_count: number | string;
}

// Quotes (templates included) that are not deleted and use the config.
const QUOTE_COUNT_SQL =
  '(SELECT COUNT(*) FROM quotes q WHERE q.pricing_config_id = quote_pricing_configs.id AND q.deleted_at IS NULL) as quote_count';

function parseMarkups(text: string): MarkupEntry[] {
  const list = JSON.parse(text) as MarkupEntry[];
  return list.map((m) => ({
    label: m.label,
    kind: m.kind,
    value: Number(m.value),
    appliesTo: m.appliesTo,
  }));
}

function toConfig(row: ConfigRow): PricingConfig {
  return {
    id: row.id,
    name: row.name,
    markups: parseMarkups(row.markups).map((m, index) => ({ index, ...m })),
    quoteCount: Number(row.quote_count),
    version: Number(row.version),
  };
}

function configsQuery(knex: Knex) {
  return knex('quote_pricing_configs')
    .select<ConfigRow[]>('id', 'name', 'markups', 'version', knex.raw(QUOTE_COUNT_SQL))
    .orderByRaw('lower(name), id');
}

export async function listConfigs(knex: Knex): Promise<PricingConfig[]> {
  return (await configsQuery(knex)).map(toConfig);
}

export async function findConfig(knex: Knex, id: number): Promise<PricingConfig | null> {
  const [row] = await configsQuery(knex).where({ id });
  return row ? toConfig(row) : null;
}

/** The stored entries of a config, in order (null when it does not exist). */
export async function storedMarkups(knex: Knex, id: number): Promise<MarkupEntry[] | null> {
  const row = await knex('quote_pricing_configs')
    .where({ id })
    .first<{ markups: string } | undefined>('markups');
  return row ? parseMarkups(row.markups) : null;
}

/** Only the four fields of an entry are stored: the index is its place in the list. */
function markupsText(markups: readonly MarkupEntry[]): string {
  return JSON.stringify(
    markups.map(({ label, kind, value, appliesTo }) => ({ label, kind, value, appliesTo })),
  );
}

export async function insertConfig(
  knex: Knex,
  values: { name: string; markups: readonly MarkupEntry[] },
  now: number,
): Promise<number> {
  return insertReturningId(knex, 'quote_pricing_configs', {
    name: values.name,
    markups: markupsText(values.markups),
    created_at: now,
    updated_at: now,
  });
}

/** The version was claimed (bumped) by the caller's versioned save. */
export async function updateConfigRow(
  knex: Knex,
  id: number,
  values: { name?: string; markups?: readonly MarkupEntry[] },
  now: number,
): Promise<void> {
  const changes: Record<string, unknown> = { updated_at: now };
  if (values.name !== undefined) changes.name = values.name;
  if (values.markups !== undefined) changes.markups = markupsText(values.markups);
  await knex('quote_pricing_configs').where({ id }).update(changes);
}

/** 409 naming `name` when another pricing configuration (not `exceptId`) holds the name already. */
export async function assertPricingConfigNameFree(
  knex: Knex,
  name: string,
  exceptId?: number,
): Promise<void> {
  await assertNameFree(knex, 'quote_pricing_configs', name, exceptId);
}
