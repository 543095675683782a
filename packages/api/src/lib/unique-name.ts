import type { Db } from './db';
import { ValidationError } from './errors';
import { nameTaken, type UniquelyNamedTable } from './unique-name.repository';

/**
 * Roles, teams and salary groups are named uniquely, ignoring case: a 400 on
 * `name` when another row of `table` (any but `exceptId`) already has the name.
 */
export async function assertNameFree(
  db: Db,
  table: UniquelyNamedTable,
  noun: string,
  name: string,
  exceptId?: number,
): Promise<void> {
  if (await nameTaken(db, table, name, exceptId))
    throw ValidationError.field('name', `A ${noun} with this name already exists`);
}
