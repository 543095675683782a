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

/** The columns of a joined user: `<alias>.id as <as>_id`, and its name, initials and colour alike. */
export function userRefColumns(alias: string, as: string = alias): string[] {
  return ['id', 'name', 'initials', 'color'].map(
    (column) => `${alias}.${column} as ${as}_${column}`,
  );
}

/** A row's joined user, as `userRefColumns(…, as)` selects it. */
export type UserRefRow<As extends string> = Record<`${As}_id`, number | null> &
  Record<`${As}_name` | `${As}_initials` | `${As}_color`, string | null>;

/** The joined user `as` of a row (`userRefColumns`), null when none is set. */
export function userRefOf<As extends string>(row: UserRefRow<As>, as: As): UserRef | null {
  const columns = row as Record<string, number | string | null>;
  const text = (column: string) => columns[`${as}_${column}`] as string | null;
  return userRef(
    columns[`${as}_id`] as number | null,
    text('name'),
    text('initials'),
    text('color'),
  );
}
