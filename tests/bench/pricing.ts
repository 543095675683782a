/**
 * The pricing engine's figure of issue 14: computing a quote of 500 line
 * items and 10 markup entries (budget: p99 under 5 ms, tests/bench/budgets.json).
 * Builds one deterministic quote (a mix of roles, rates, overridden rates,
 * expenses-only lines, percent and fixed entries on labour, expenses and the
 * subtotal, discounts included), warms the engine up, then times each of
 * RUNS computations and prints the median and p99 in milliseconds.
 * Usage: tsx tests/bench/pricing.ts [--json] [--runs=N]
 * (--json prints one JSON object instead, for tests/bench/run.mjs).
 */
import { performance } from 'node:perf_hooks';
import { computePricing, type PricingLine, type PricingMarkup } from '@keel/types';

const LINES = 500;
const WARM_UP = 2_000;
const runsOption = process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length);
const RUNS = Math.max(100, Number(runsOption ?? 5_000) || 5_000);
const json = process.argv.includes('--json');

/** Hourly rates and cost rates (minor units) of a rate profile's roles. */
const ROLES = [
  { rate: 15_000, costRate: 7_200 },
  { rate: 12_500, costRate: 6_100 },
  { rate: 11_000, costRate: 5_350 },
  { rate: 9_550, costRate: 4_800 },
  { rate: 8_000, costRate: null },
] as const;

function buildLines(): PricingLine[] {
  return Array.from({ length: LINES }, (_, index) => {
    const role = ROLES[index % ROLES.length] ?? ROLES[0];
    // Every 25th line is expenses only; every 7th overrides the profile's rate.
    if (index % 25 === 24)
      return { minutes: 0, rate: 0, costRate: null, expenses: 12_345 + index * 101 };
    return {
      minutes: 15 + ((index * 37) % 2_400),
      rate: index % 7 === 0 ? role.rate + 1_250 : role.rate,
      costRate: role.costRate ?? 4_100,
      expenses: index % 3 === 0 ? (index * 523) % 50_000 : 0,
    };
  });
}

const MARKUPS: PricingMarkup[] = [
  { kind: 'percent', value: 12.5, appliesTo: 'labour' },
  { kind: 'percent', value: 8.25, appliesTo: 'expenses' },
  { kind: 'fixed', value: 150_000, appliesTo: 'subtotal' },
  { kind: 'percent', value: 3.3333, appliesTo: 'subtotal' },
  { kind: 'percent', value: -2.5, appliesTo: 'subtotal' },
  { kind: 'fixed', value: -25_000, appliesTo: 'expenses' },
  { kind: 'percent', value: 0.0175, appliesTo: 'subtotal' },
  { kind: 'percent', value: 15, appliesTo: 'labour' },
  { kind: 'fixed', value: 9_999, appliesTo: 'labour' },
  { kind: 'percent', value: 7.7, appliesTo: 'subtotal' },
];

const lines = buildLines();
let sink = 0;
for (let i = 0; i < WARM_UP; i += 1) sink += computePricing(lines, MARKUPS).total;
const durations: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const started = performance.now();
  sink += computePricing(lines, MARKUPS).total;
  durations.push(performance.now() - started);
}
durations.sort((a, b) => a - b);
const at = (fraction: number) =>
  durations[Math.min(durations.length - 1, Math.ceil(fraction * durations.length) - 1)] ?? NaN;
const result = {
  lines: LINES,
  markups: MARKUPS.length,
  runs: RUNS,
  medianMs: at(0.5),
  p99Ms: at(0.99),
  maxMs: durations.at(-1) ?? NaN,
  total: computePricing(lines, MARKUPS).total,
};
if (sink === 0) throw new Error('the engine priced nothing');
if (json) console.log(JSON.stringify(result));
else
  console.log(
    `pricing (${LINES} lines, ${MARKUPS.length} markups): median ${result.medianMs.toFixed(3)} ms, ` +
      `p99 ${result.p99Ms.toFixed(3)} ms, max ${result.maxMs.toFixed(3)} ms over ${RUNS} runs ` +
      `(total ${result.total} minor units)`,
  );
