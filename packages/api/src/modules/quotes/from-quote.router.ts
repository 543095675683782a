import type { fromQuoteEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as fromQuoteUpdate from './from-quote-update.service';
import * as fromQuote from './from-quote.service';

/** Thin handlers of the project-from-a-quote routes: input was validated by the registrar. */
type T = typeof fromQuoteEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const createOptions: H<'createOptions'> = ({ deps, user, params }) =>
  fromQuote.createOptions(deps, user, params.quoteId);
export const create: H<'create'> = ({ deps, user, params, body }) =>
  fromQuote.createFromQuote(deps, user, params.quoteId, body);
export const updateOptions: H<'updateOptions'> = ({ deps, user, params }) =>
  fromQuoteUpdate.updateOptions(deps, user, params.quoteId);
export const update: H<'update'> = ({ deps, user, params, body }) =>
  fromQuoteUpdate.updateFromQuote(deps, user, params.quoteId, body);
