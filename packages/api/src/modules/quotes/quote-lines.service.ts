import { randomBytes } from 'node:crypto';
import {
  computePricing,
  PricingRangeError,
  withoutCostFigures,
  type PricingTotals,
  type QuoteLineItem,
  type QuoteUpdateInputSchema,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import { ValidationError } from '../../lib/errors';
import { hasFlag, type AuthUser } from '../auth';
import { storedMarkups } from './pricing-configs.repository';
import {
  findRateProfile,
  salaryGroupRatesOn,
  type StoredLine,
  type StoredMarkup,
} from './quote-lines.repository';
import type { RevisionRecord } from './quote-revisions.repository';
import type { QuoteRecord } from './quotes.repository';

/**
 * A quote's lines (README.md beside this file, "Quotes and revisions"): kept
 * with their keys and derived cost rates, priced by the engine, and shaped
 * for a reader (cost figures only for those who may see cost).
 */

/* Cost figures ------------------------------------------------------------------ */

/** Cost, cost rates and margin only for holders of readEmployeeSalaryGroups (issue 14). */
export function seesCost(user: AuthUser): boolean {
  return hasFlag(user, 'readEmployeeSalaryGroups');
}

/**
 * The one place a quote's or a revision's figures are shaped for a reader:
 * each line with its priced labour and cost, and the totals, with every cost
 * figure nulled for a reader who may not see cost.
 */
export function pricedForReader(
  lines: readonly StoredLine[],
  totals: PricingTotals,
  user: AuthUser,
): { lineItems: QuoteLineItem[]; totals: PricingTotals } {
  const showCost = seesCost(user);
  return {
    lineItems: lines.map((line, index) => ({
      key: line.key,
      section: line.section,
      description: line.description,
      role: line.role,
      minutes: line.minutes,
      rate: line.rate,
      expenses: line.expenses,
      labour: totals.lines[index]?.labour ?? 0,
      costRate: showCost ? line.costRate : null,
      cost: showCost ? (totals.lines[index]?.cost ?? null) : null,
    })),
    totals: showCost ? totals : withoutCostFigures(totals),
  };
}

/**
 * The engine's totals. Inputs are bounded by the schemas, yet a sum can still
 * leave the exact range (thousands of huge lines): that is a 400 naming the
 * figure (`lineItems.3.rate`, `total`), never a 500.
 */
export function price(
  lines: readonly StoredLine[],
  markups: readonly StoredMarkup[],
): PricingTotals {
  try {
    return computePricing(lines, markups);
  } catch (error) {
    if (error instanceof PricingRangeError) {
      const field = error.figure.replace(/^lines\./, 'lineItems.');
      throw ValidationError.field(field, error.message.replace(/^lines\./, 'lineItems.'));
    }
    throw error;
  }
}

export function markupViews(markups: readonly StoredMarkup[]) {
  return markups.map((m, index) => ({
    index,
    label: m.label,
    kind: m.kind,
    value: m.value,
    appliesTo: m.appliesTo,
  }));
}

/** The hourly cost rate of each role of the profile on `date`, in `currency` (else null). */
export async function costRatesOf(
  db: Db,
  profileId: number | null,
  date: string,
  currency: string,
): Promise<Map<string, number | null>> {
  const rates = new Map<string, number | null>();
  if (profileId === null) return rates;
  const profile = await findRateProfile(db, profileId);
  if (!profile) return rates;
  const groupRates = await salaryGroupRatesOn(
    db,
    profile.roles.flatMap((r) => (r.salaryGroupId === null ? [] : [r.salaryGroupId])),
    date,
  );
  for (const role of profile.roles) {
    if (rates.has(role.role)) continue; // the first row of a role decides, as the profile lists it
    const rate = role.salaryGroupId === null ? undefined : groupRates.get(role.salaryGroupId);
    rates.set(role.role, rate && rate.currency === currency ? rate.amount : null);
  }
  return rates;
}

/** The draft differs from the latest revision in its lines, markups or currency. */
export function differsFrom(record: QuoteRecord, revision: RevisionRecord | null): boolean {
  if (!revision) return true;
  return (
    record.currency !== revision.currency ||
    JSON.stringify(record.lineItems.map(canonicalLine)) !==
      JSON.stringify(revision.lineItems.map(canonicalLine)) ||
    JSON.stringify(record.markups.map(canonicalMarkup)) !==
      JSON.stringify(revision.markups.map(canonicalMarkup))
  );
}

/** A line with its fields in one order, so two JSON texts compare by content. */
export function canonicalLine(line: StoredLine): StoredLine {
  return {
    key: line.key,
    section: line.section,
    description: line.description,
    role: line.role,
    minutes: line.minutes,
    rate: line.rate,
    costRate: line.costRate,
    expenses: line.expenses,
  };
}

export function canonicalMarkup(m: StoredMarkup): StoredMarkup {
  return { label: m.label, kind: m.kind, value: m.value, appliesTo: m.appliesTo };
}

export type LineInput = NonNullable<z.output<typeof QuoteUpdateInputSchema>['lineItems']>[number];

/**
 * The draft's lines as stored: sent keys kept (a duplicate is a 400 naming
 * `lineItems.N.key`), a new key for a line without one, and each line's cost
 * rate derived from the rate profile on the quote date.
 */
export function keyedLines(
  lines: ReadonlyArray<LineInput | StoredLine>,
  costRates: ReadonlyMap<string, number | null>,
): StoredLine[] {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (line.key === undefined) return;
    if (seen.has(line.key))
      throw ValidationError.field(`lineItems.${index}.key`, 'Another line has this key');
    seen.add(line.key);
  });
  return lines.map((line) => {
    let key = line.key;
    while (key === undefined) {
      // 48 random bits: a clash with another line is a retry, never a duplicate.
      const candidate = `L${randomBytes(6).toString('base64url')}`;
      if (!seen.has(candidate)) {
        key = candidate;
        seen.add(candidate);
      }
    }
    return {
      key,
      section: line.section,
      description: line.description,
      role: line.role,
      minutes: line.minutes,
      rate: line.rate,
      costRate: costRates.get(line.role) ?? null,
      expenses: line.expenses,
    };
  });
}

/**
 * Re-derives the cost rates of the draft's lines and prices it (a range error
 * is a 400). Runs on every write of the draft, so a change of role, profile,
 * quote date or currency never leaves a stale cost rate behind.
 */
export async function preparedLines(
  db: Db,
  lines: ReadonlyArray<LineInput | StoredLine>,
  draft: { rateProfileId: number | null; pricingConfigId: number | null },
  quoteDate: string,
  currency: string,
): Promise<StoredLine[]> {
  const costRates = await costRatesOf(db, draft.rateProfileId, quoteDate, currency);
  const stored = keyedLines(lines, costRates);
  const config =
    draft.pricingConfigId === null ? null : await storedMarkups(db, draft.pricingConfigId);
  price(stored, config ?? []);
  return stored;
}
