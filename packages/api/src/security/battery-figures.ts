import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the security battery's figures are collected during a run:
 * `npm test` empties the file before the unit tests and prints it after them,
 * so the figures (routes fuzzed, uploads tried, cascades refused, races run,
 * payloads rendered) close the phase instead of hiding in vitest's output.
 */
export const BATTERY_FIGURES_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../test-results/security-figures.txt',
);

/**
 * Prints one figure of the battery (`[security] uploads: 14 bodies, 0 crashes`)
 * and records it for the run's summary, labelled with the database it ran on.
 */
export function reportBatteryFigure(area: string, figure: string): void {
  const database = process.env.KEEL_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  const line = `[security] ${area} (${database}): ${figure}`;
  console.log(line);
  try {
    mkdirSync(dirname(BATTERY_FIGURES_FILE), { recursive: true });
    appendFileSync(BATTERY_FIGURES_FILE, `${line}\n`);
  } catch {
    // A read-only checkout still prints the figure above.
  }
}
