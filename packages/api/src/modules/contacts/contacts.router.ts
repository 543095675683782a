import { ContactExportQuerySchema, type contactsEndpoints } from '@keel/types';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../lib/deps';
import type { Handler, RawRouteDoc } from '../../lib/route';
import { textDownloadHandler } from '../../lib/text-download';
import { parsePart } from '../../lib/validation';
import type { AuthUser } from '../auth';
import * as contacts from './contacts.service';

/** Thin handlers of the contact routes: input was validated, the permission checked. */
type T = typeof contactsEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const list: H<'list'> = ({ deps, query }) => contacts.listContacts(deps, query);
export const create: H<'create'> = ({ deps, user, body }) =>
  contacts.createContact(deps, user, body);
export const update: H<'update'> = ({ deps, params, body }) =>
  contacts.updateContact(deps, params.contactId, body);
export const remove: H<'remove'> = ({ deps, params, query }) =>
  contacts.deleteContact(deps, params.contactId, query.version);
export const projectList: H<'projectList'> = ({ deps, user, params, query }) =>
  contacts.listProjectContacts(deps, user, params.projectId, query);
export const link: H<'link'> = ({ deps, user, params, body }) =>
  contacts.linkContact(deps, user, params.projectId, body);
export const unlink: H<'unlink'> = ({ deps, params }) =>
  contacts.unlinkContact(deps, params.projectId, params.contactId);

export const EXPORT_SUMMARY =
  'The contact directory as a CSV or vCard 4.0 download: every contact matching the search (query: format=csv|vcf, search, sort, direction)';
export const EXPORT_DOC: RawRouteDoc = {
  tag: 'contacts',
  description: 'A download (`Content-Disposition: attachment`), in the format the query asks for.',
  query: ContactExportQuerySchema,
  produces: { 'text/csv': 'text', 'text/vcard': 'text' },
};

/**
 * `GET /api/contacts/export`: every contact matching the list's search, as a
 * download, streamed a batch at a time with backpressure. The query is
 * checked first: a bad one is a 400 naming the field.
 */
export function exportContacts(deps: AppDeps): RequestHandler {
  return textDownloadHandler((req) => {
    const query = parsePart(ContactExportQuerySchema, req.query, 'query');
    return { ...contacts.prepareContactsExport(deps, query), bom: query.format === 'csv' };
  });
}
