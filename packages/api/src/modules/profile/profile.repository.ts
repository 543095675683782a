import type { VersionedTable } from '../../lib/versioned-save';

/**
 * The signed-in user's own row as a versioned save of their profile claims
 * it: a deleted user is gone. The reads and writes of the row are the users
 * and admin-users modules' (their front doors).
 */
export const PROFILE_ROWS: VersionedTable = {
  table: 'users',
  notFound: 'User not found',
  live: (query) => query.whereNull('deleted_at'),
};
