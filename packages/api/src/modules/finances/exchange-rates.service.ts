import type { ExchangeRate, ExchangeRateCreateInput, ExchangeRateList } from '@keel/types';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { versionedDelete } from '../../lib/versioned-save';
import type { AuthUser } from '../auth';
import * as repo from './finances.repository';

/**
 * The dated exchange rates (READING.md § Currencies): rates are kept as
 * micros (millionths) so a conversion is exact integer arithmetic, rounded
 * half to even like every figure.
 */

/** Micros (millionths) of a rate written as a decimal string, exactly. */
export function rateMicros(rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0'));
}

/** Micros back to the shortest decimal string (`1085000` -> `1.085`). */
export function rateText(micros: number): string {
  const whole = Math.floor(micros / 1_000_000);
  const fraction = String(micros % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** `amount` minor units at `micros` millionths, rounded half to even (the figures' one rule). */
export function convert(amount: number, micros: number): number {
  const product = BigInt(amount) * BigInt(micros);
  const divisor = 1_000_000n;
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  let quotient = magnitude / divisor;
  const twice = (magnitude % divisor) * 2n;
  if (twice > divisor || (twice === divisor && quotient % 2n === 1n)) quotient += 1n;
  const result = Number(quotient);
  return negative ? -result : result;
}

function toExchangeRate(record: repo.ExchangeRateRecord): ExchangeRate {
  return {
    id: record.id,
    currency: record.currency,
    rate: rateText(record.rateMicros),
    effectiveFrom: record.effectiveFrom,
    version: record.version,
  };
}

export async function listExchangeRates(deps: AppDeps): Promise<ExchangeRateList> {
  const rates = await repo.listExchangeRates(deps.knex);
  return { workspaceCurrency: deps.config.workspaceCurrency, items: rates.map(toExchangeRate) };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function createExchangeRate(
  deps: AppDeps,
  user: AuthUser,
  input: ExchangeRateCreateInput,
): Promise<ExchangeRate> {
  if (input.currency === deps.config.workspaceCurrency)
    throw ValidationError.field('currency', `${input.currency} is the workspace currency`);
  const micros = rateMicros(input.rate);
  const taken = () =>
    ValidationError.field(
      'effectiveFrom',
      `${input.currency} has a rate from ${input.effectiveFrom} already`,
    );
  if (await repo.hasRateFrom(deps.knex, input.currency, input.effectiveFrom)) throw taken();
  let id: number;
  try {
    id = await repo.insertExchangeRate(
      deps.knex,
      {
        currency: input.currency,
        rateMicros: micros,
        effectiveFrom: input.effectiveFrom,
        createdBy: user.id,
      },
      deps.clock(),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  const created = await repo.findExchangeRate(deps.knex, id);
  if (!created) throw new NotFoundError('Exchange rate not found');
  return toExchangeRate(created);
}

export async function deleteExchangeRate(
  deps: AppDeps,
  rateId: number,
  version: number,
): Promise<{ ok: true }> {
  return versionedDelete(
    deps.knex,
    repo.EXCHANGE_RATE_ROWS,
    { id: rateId, version },
    (trx) => repo.deleteExchangeRate(trx, rateId),
    {
      now: deps.clock(),
      current: async (trx, id) => {
        const record = await repo.findExchangeRate(trx, id);
        return record ? toExchangeRate(record) : null;
      },
    },
  );
}
