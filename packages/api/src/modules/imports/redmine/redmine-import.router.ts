import type { importsEndpoints } from '@keel/types';
import type { Handler } from '../../../lib/route';
import type { AuthUser } from '../../auth';
import { importFromRedmine, type CreateImport } from './redmine-import.service';

type T = typeof importsEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

/**
 * The handler of `POST /api/imports/redmine`, given the imports module's
 * `createImport` (the imports router: `export const redmine = redmineHandler(createImport)`).
 */
export const redmineHandler =
  (createImport: CreateImport): H<'redmine'> =>
  ({ deps, user, body }) =>
    importFromRedmine(deps, user, body, createImport);
