import type { UserRef } from '@keel/types';

/** A joined user (manager, author, decider...) as a reference; null when none is set. */
export function userRef(
  id: number | null,
  name: string | null,
  initials: string | null,
  color: string | null,
): UserRef | null {
  return id === null
    ? null
    : { id, name: name ?? '', initials: initials ?? '', color: color ?? '' };
}

/** The columns of a joined user's details: `<alias>.name as <as>_name`, its initials and colour alike. */
export function userDetailColumns(alias: string, as: string = alias): string[] {
  return ['name', 'initials', 'color'].map((column) => `${alias}.${column} as ${as}_${column}`);
}

/** The columns of a joined user: `<alias>.id as <as>_id` and its details (`userDetailColumns`). */
export function userRefColumns(alias: string, as: string = alias): string[] {
  return [`${alias}.id as ${as}_id`, ...userDetailColumns(alias, as)];
}

/** A row's joined user details, as `userDetailColumns(…, as)` selects them. */
export type UserDetailsRow<As extends string> = Record<
  `${As}_name` | `${As}_initials` | `${As}_color`,
  string | null
>;

/** A row's joined user, as `userRefColumns(…, as)` selects it. */
export type UserRefRow<As extends string> = Record<`${As}_id`, number | null> & UserDetailsRow<As>;

/**
 * The joined user `as` of a row, null when none is set: its id from `<as>_id`
 * (`userRefColumns`), or `id` when the row names it otherwise (a foreign key
 * such as `created_by` beside `userDetailColumns`).
 */
export function userRefOf<As extends string>(row: UserRefRow<As>, as: As): UserRef | null;
export function userRefOf<As extends string>(
  row: UserDetailsRow<As>,
  as: As,
  id: number | null,
): UserRef | null;
export function userRefOf(row: object, as: string, id?: number | null): UserRef | null {
  const columns = row as Record<string, number | string | null>;
  const text = (column: string) => columns[`${as}_${column}`] as string | null;
  const userId = id === undefined ? (columns[`${as}_id`] as number | null) : id;
  return userRef(userId, text('name'), text('initials'), text('color'));
}
