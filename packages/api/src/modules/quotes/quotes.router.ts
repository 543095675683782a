import type { quotesEndpoints, quoteTemplatesEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as quoteLists from './quote-lists.service';
import * as quoteRevisions from './quote-revisions.service';
import * as quotes from './quotes.service';

/** Thin handlers of the quote and quote template routes: input was validated by the registrar. */
type Q = typeof quotesEndpoints;
type H<K extends keyof Q> = Handler<Q[K], AuthUser>;
type T = typeof quoteTemplatesEndpoints;
type HT<K extends keyof T> = Handler<T[K], AuthUser>;

export const types: H<'types'> = ({ deps }) => quotes.quoteMetaTypes(deps);
export const query: H<'query'> = ({ deps, user, query, body }) =>
  quoteLists.queryQuotes(deps, user, query, body);
export const queryOptions: H<'queryOptions'> = ({ deps, user }) =>
  quoteLists.queryOptions(deps, user);
export const create: H<'create'> = ({ deps, user, body }) => quotes.createQuote(deps, user, body);
export const get: H<'get'> = ({ deps, user, params }) =>
  quotes.getQuote(deps, user, params.quoteId);
export const update: H<'update'> = ({ deps, user, params, body }) =>
  quotes.updateQuote(deps, user, params.quoteId, body);
export const remove: H<'remove'> = ({ deps, user, params, query }) =>
  quotes.deleteQuote(deps, user, params.quoteId, query.version);
export const brief: H<'brief'> = ({ deps, params }) => quotes.getBrief(deps, params.quoteId);
export const revisions: H<'revisions'> = ({ deps, user, params }) =>
  quoteRevisions.listRevisions(deps, user, params.quoteId);
export const createRevision: H<'createRevision'> = ({ deps, user, params, body }) =>
  quoteRevisions.createRevision(deps, user, params.quoteId, body);
export const status: H<'status'> = ({ deps, user, params, body }) =>
  quotes.changeStatus(deps, user, params.quoteId, body);
export const archive: H<'archive'> = ({ deps, user, params, body }) =>
  quotes.setArchived(deps, user, params.quoteId, body);

export const templateCreate: HT<'create'> = ({ deps, user, body }) =>
  quotes.createTemplate(deps, user, body);
export const templateQuery: HT<'query'> = ({ deps, query, body }) =>
  quoteLists.queryTemplates(deps, query, body);
export const templateGet: HT<'get'> = ({ deps, user, params }) =>
  quotes.getTemplate(deps, user, params.quoteId);
export const templateUpdate: HT<'update'> = ({ deps, user, params, body }) =>
  quotes.updateTemplate(deps, user, params.quoteId, body);
export const templateRemove: HT<'remove'> = ({ deps, user, params, query }) =>
  quotes.deleteTemplate(deps, user, params.quoteId, query.version);
