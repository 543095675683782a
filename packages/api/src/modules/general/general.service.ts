import { APP_VERSION, type Health, type MeasurementUnit } from '@keel/types';
import { databaseKind } from '../../db/dialect';
import type { AppDeps } from '../../lib/deps';
import { pingDatabase } from './general.repository';

/** Durations are stored in minutes; a day is the standard 8-hour working day. */
export const MEASUREMENT_UNITS: readonly MeasurementUnit[] = [
  { id: 'minutes', name: 'Minutes', minutes: 1 },
  { id: 'hours', name: 'Hours', minutes: 60 },
  { id: 'days', name: 'Days', minutes: 480 },
];

/** Liveness: answers only when the database answers. */
export async function health(deps: AppDeps): Promise<Health> {
  await pingDatabase(deps.knex);
  return { status: 'ok', version: APP_VERSION, database: databaseKind(deps.knex) };
}

/** The units durations can be shown in. */
export function measurementUnits(): MeasurementUnit[] {
  return [...MEASUREMENT_UNITS];
}
