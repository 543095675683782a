import type {
  Holiday,
  HolidayCreateInput,
  HolidayListQuerySchema,
  HolidayUpdateInput,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { ConflictError, orNotFound } from '../../lib/errors';
import { deleteRow, versionedDelete, versionedSave } from '../../lib/versioned-save';
import * as repo from './holidays.repository';
import { mark } from './workload-store.repository';
import { dayCalendar, DEFAULT_CALENDAR, isWorkingDayNumber } from './workload-rules';

/**
 * The workspace holiday calendar (issue 17): every staff member reads it;
 * the holders of manageTimesheetLocks (the people who run the working-time
 * calendar: Administrator, Finance) add, move, rename and delete holidays.
 * The permission is checked by the route table (`routes.ts`).
 *
 * A holiday moves everyone's spread of work: each write marks the whole
 * workload store stale in its transaction (the build spreads it again).
 */

const markEverything = (trx: Db) => mark(trx, 'all', [0]);

const TABLE = repo.HOLIDAY_ROWS;
const DUPLICATE = 'There is already a holiday on this date';

export async function listHolidays(
  deps: AppDeps,
  query: z.output<typeof HolidayListQuerySchema>,
): Promise<Holiday[]> {
  if (query.year === undefined) return repo.listHolidays(deps.knex);
  return repo.listHolidays(deps.knex, { from: `${query.year}-01-01`, to: `${query.year}-12-31` });
}

async function getHoliday(db: Db, id: number): Promise<Holiday> {
  return orNotFound(await repo.findHoliday(db, id), 'Holiday not found');
}

/** A second holiday on a date is a 409 (checked first; the unique index settles a race). */
async function guardDuplicate<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (repo.isDuplicateDate(error)) throw new ConflictError(DUPLICATE);
    throw error;
  }
}

export async function createHoliday(deps: AppDeps, input: HolidayCreateInput): Promise<Holiday> {
  if (await repo.dateTaken(deps.knex, input.date)) throw new ConflictError(DUPLICATE);
  const id = await guardDuplicate(() =>
    deps.knex.transaction(async (trx) => {
      const inserted = await repo.insertHoliday(trx, input, deps.clock());
      await markEverything(trx);
      return inserted;
    }),
  );
  return getHoliday(deps.knex, id);
}

export async function updateHoliday(
  deps: AppDeps,
  id: number,
  input: HolidayUpdateInput,
): Promise<Holiday> {
  await getHoliday(deps.knex, id);
  if (await repo.dateTaken(deps.knex, input.date, id)) throw new ConflictError(DUPLICATE);
  await guardDuplicate(() =>
    versionedSave(
      deps.knex,
      TABLE,
      { id, version: input.version },
      async (trx, now) => {
        await repo.updateHolidayRow(trx, id, input, now);
        await markEverything(trx);
      },
      { now: deps.clock(), current: getHoliday },
    ),
  );
  return getHoliday(deps.knex, id);
}

export async function deleteHoliday(
  deps: AppDeps,
  id: number,
  version: number,
): Promise<{ ok: true }> {
  return versionedDelete(
    deps.knex,
    TABLE,
    { id, version },
    async (trx) => {
      await deleteRow(trx, TABLE, id);
      await markEverything(trx);
    },
    { now: deps.clock(), current: getHoliday },
  );
}

/**
 * The workspace's working days as a predicate on day numbers (`dayNumber`):
 * the calendar of unassigned work (Monday to Friday) less the workspace
 * holidays. Task scheduling counts lags and shifts in these days (issue 31),
 * the same calendar the workload spreads work over.
 */
export async function workspaceWorkingDays(db: Db): Promise<(day: number) => boolean> {
  const holidays = await repo.listHolidays(db);
  const calendar = dayCalendar(
    DEFAULT_CALENDAR,
    holidays.map((h) => h.date),
  );
  return (day) => isWorkingDayNumber(calendar, day);
}
