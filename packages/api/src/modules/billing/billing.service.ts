import type { BillingSettings, BillingSettingsUpdateInputSchema } from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { orNotFound } from '../../lib/errors';
import { versionedSave } from '../../lib/versioned-save';
import * as repo from './billing.repository';

/**
 * The workspace's billing settings (README.md beside this file): read by
 * every internal user (never a stakeholder), changed by administrators; the
 * route table checks both. One row, saved with its version.
 */

type UpdateInput = z.output<typeof BillingSettingsUpdateInputSchema>;

/** The settings as stored; the invoices module reads them through this door. */
export async function getBillingSettings(
  deps: AppDeps,
  db: Db = deps.knex,
): Promise<BillingSettings> {
  return orNotFound(await repo.findBillingSettings(db), repo.BILLING_SETTINGS_NOT_FOUND);
}

/**
 * What a new invoice draft starts from: the settings' payment terms and
 * default tax rate, or null when the workspace has no settings row. The
 * invoices module reads it through this door for drafts whose body leaves
 * them out.
 */
export async function findDraftDefaults(
  deps: AppDeps,
  db: Db = deps.knex,
): Promise<{ paymentTermsDays: number; taxRate: number } | null> {
  const settings = await repo.findBillingSettings(db);
  return settings
    ? { paymentTermsDays: settings.paymentTermsDays, taxRate: settings.defaultTaxRateBp }
    : null;
}

export async function updateBillingSettings(
  deps: AppDeps,
  input: UpdateInput,
): Promise<BillingSettings> {
  const { version, ...values } = input;
  await versionedSave(
    deps.knex,
    repo.BILLING_SETTINGS_ROWS,
    { id: repo.BILLING_SETTINGS_ID, version },
    (trx, now) => repo.updateBillingSettingsRow(trx, values, now),
    { now: deps.clock(), current: (trx) => getBillingSettings(deps, trx) },
  );
  return getBillingSettings(deps);
}
