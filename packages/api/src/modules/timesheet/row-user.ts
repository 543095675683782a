import type { UserRef } from '@keel/types';

/**
 * The user a timesheet row belongs to (an entry's, an adjustment's), joined
 * as `users as u`: the columns a query selects and the reference they make.
 */
export const ROW_USER_COLUMNS = [
  'u.name as user_name',
  'u.initials as user_initials',
  'u.color as user_color',
] as const;

export interface RowUserColumns {
  user_id: number;
  user_name: string;
  user_initials: string;
  user_color: string;
}

export function rowUser(row: RowUserColumns): UserRef {
  return {
    id: row.user_id,
    name: row.user_name,
    initials: row.user_initials,
    color: row.user_color,
  };
}
