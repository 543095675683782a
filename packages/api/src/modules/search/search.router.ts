import type { searchEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as searchService from './search.service';

/** Thin handler of the quick search: input was validated by the registrar. */
export const search: Handler<typeof searchEndpoints.search, AuthUser> = ({ deps, user, query }) =>
  searchService.search(deps, user, query);
