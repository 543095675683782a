import type { quotesEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth/policy';
import * as quotes from './quotes.service';

/** Thin handlers of the quote routes: input was validated by the registrar. */
export const types: Handler<typeof quotesEndpoints.types, AuthUser> = ({ deps }) =>
  quotes.quoteMetaTypes(deps);
