import {
  MARKUP_APPLIES_TO,
  MARKUP_APPLIES_TO_TITLES,
  MARKUP_BOUNDS,
  MARKUP_KIND_TITLES,
  MARKUP_KINDS,
  MAX_MARKUP_ENTRIES,
  type MarkupEntry,
  type MarkupEntryOptions,
  type MarkupOptions,
  type PricingConfig,
  type PricingConfigCreateInputSchema,
  type PricingConfigOptions,
  type PricingConfigUpdateInputSchema,
  type MarkupEntryAddInputSchema,
  type MarkupEntryUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError, ValidationError, orNotFound } from '../../lib/errors';
import { versionedRowDelete, versionedSave } from '../../lib/versioned-save';
import { hasFlag, type AuthUser } from '../auth';
import * as repo from './pricing-configs.repository';

/**
 * Pricing configs and their markup entries (README.md beside this file).
 * Entries have no id: SPEC addresses them by their 0-based index, so every
 * change of an entry is a versioned save of its config. The index is read
 * against the list after the version was claimed, so it always means the
 * list the client saw.
 */

const MARKUP_NOT_FOUND = 'No markup entry at this index';

export function markupOptions(user: AuthUser): MarkupOptions {
  return {
    kinds: MARKUP_KINDS.map((value) => ({ value, label: MARKUP_KIND_TITLES[value] })),
    appliesTo: MARKUP_APPLIES_TO.map((value) => ({
      value,
      label: MARKUP_APPLIES_TO_TITLES[value],
    })),
    percent: { ...MARKUP_BOUNDS.percent },
    fixedMax: MARKUP_BOUNDS.fixedMax,
    maxEntries: MARKUP_BOUNDS.maxEntries,
    canManage: hasFlag(user, 'manageQuotePricingConfigs'),
  };
}

export async function listConfigs(deps: AppDeps): Promise<PricingConfig[]> {
  return repo.listConfigs(deps.knex);
}

async function loadConfig(db: Db, id: number): Promise<PricingConfig> {
  return orNotFound(await repo.findConfig(db, id), 'Pricing config not found');
}

export async function configOptions(
  deps: AppDeps,
  user: AuthUser,
  id: number,
): Promise<PricingConfigOptions> {
  return { config: await loadConfig(deps.knex, id), markupOptions: markupOptions(user) };
}

/** A config's own options route: 404 for an unknown config, like its other routes. */
export async function configMarkupOptions(
  deps: AppDeps,
  user: AuthUser,
  id: number,
): Promise<MarkupOptions> {
  await loadConfig(deps.knex, id);
  return markupOptions(user);
}

export async function markupEntryOptions(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  index: number,
): Promise<MarkupEntryOptions> {
  const config = await loadConfig(deps.knex, id);
  const entry = config.markups[index];
  if (!entry) throw new NotFoundError(MARKUP_NOT_FOUND);
  return { configId: id, configVersion: config.version, entry, markupOptions: markupOptions(user) };
}

export async function createConfig(
  deps: AppDeps,
  input: z.output<typeof PricingConfigCreateInputSchema>,
): Promise<PricingConfig> {
  await repo.assertPricingConfigNameFree(deps.knex, input.name);
  const id = await repo.insertConfig(deps.knex, input, deps.clock());
  return loadConfig(deps.knex, id);
}

export async function updateConfig(
  deps: AppDeps,
  id: number,
  input: z.output<typeof PricingConfigUpdateInputSchema>,
): Promise<PricingConfig> {
  await loadConfig(deps.knex, id);
  if (input.name !== undefined) await repo.assertPricingConfigNameFree(deps.knex, input.name, id);
  return changeMarkups(deps, id, input.version, (markups) => input.markups ?? markups, input.name);
}

/** Deletes the config; quotes using it are left without one (ON DELETE SET NULL). */
export async function deleteConfig(
  deps: AppDeps,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  return versionedRowDelete(deps, repo.CONFIG_ROWS, { id, version }, loadConfig);
}

/**
 * A versioned save of the config's entries: claims the version, then
 * `change` computes the new list from the stored one (and may refuse with
 * 400 or 404, which rolls the claim back). Answers the whole config.
 */
async function changeMarkups(
  deps: AppDeps,
  id: number,
  version: number,
  change: (markups: MarkupEntry[]) => MarkupEntry[],
  name?: string,
): Promise<PricingConfig> {
  const now = deps.clock();
  await versionedSave(
    deps.knex,
    repo.CONFIG_ROWS,
    { id, version },
    async (trx) => {
      const stored = (await repo.storedMarkups(trx, id)) ?? [];
      await repo.updateConfigRow(trx, id, { name, markups: change(stored) }, now);
    },
    { now, current: loadConfig },
  );
  return loadConfig(deps.knex, id);
}

function entryOf(input: MarkupEntry): MarkupEntry {
  return { label: input.label, kind: input.kind, value: input.value, appliesTo: input.appliesTo };
}

/** Adds at `index` (0 … length) or at the end; past the list is a 400 on `index`. */
export async function addMarkup(
  deps: AppDeps,
  id: number,
  input: z.output<typeof MarkupEntryAddInputSchema>,
): Promise<PricingConfig> {
  return changeMarkups(deps, id, input.version, (markups) => {
    if (markups.length >= MAX_MARKUP_ENTRIES)
      throw ValidationError.field('markups', `At most ${MAX_MARKUP_ENTRIES} markup entries`);
    const index = input.index ?? markups.length;
    if (index > markups.length)
      throw ValidationError.field('index', `index is at most ${markups.length} (the end)`);
    const next = [...markups];
    next.splice(index, 0, entryOf(input));
    return next;
  });
}

export async function updateMarkup(
  deps: AppDeps,
  id: number,
  index: number,
  input: z.output<typeof MarkupEntryUpdateInputSchema>,
): Promise<PricingConfig> {
  return changeMarkups(deps, id, input.version, (markups) => {
    if (index >= markups.length) throw new NotFoundError(MARKUP_NOT_FOUND);
    return markups.map((m, i) => (i === index ? entryOf(input) : m));
  });
}

/** Deletes the entry at `index`; the later ones move up one. */
export async function removeMarkup(
  deps: AppDeps,
  id: number,
  index: number,
  version: number,
): Promise<PricingConfig> {
  return changeMarkups(deps, id, version, (markups) => {
    if (index >= markups.length) throw new NotFoundError(MARKUP_NOT_FOUND);
    return markups.filter((_, i) => i !== index);
  });
}
