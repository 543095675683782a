import type { reportsEndpoints } from '@keel/types';
import type { Request } from 'express';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as portfolio from './report-portfolio.service';
import * as viewer from './report-viewer.service';
import * as reports from './reports.service';

/** Thin handlers of the status report routes: input was validated by the registrar. */
type T = typeof reportsEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;
type PublicH<K extends keyof T> = Handler<T[K], AuthUser | null>;

export const list: H<'list'> = ({ deps, user, params, query }) =>
  reports.listReports(deps, user, params.projectId, query);
export const create: H<'create'> = ({ deps, user, params, body }) =>
  reports.createReport(deps, user, params.projectId, body);
export const get: H<'get'> = ({ deps, user, params }) =>
  reports.getReport(deps, user, params.projectId, params.reportId);
export const update: H<'update'> = ({ deps, params, body }) =>
  reports.updateReport(deps, params.projectId, params.reportId, body);
export const remove: H<'remove'> = ({ deps, params, query }) =>
  reports.deleteReport(deps, params.projectId, params.reportId, query.version);
export const publish: H<'publish'> = ({ deps, user, params, body }) =>
  reports.publishReport(deps, user, params.projectId, params.reportId, body.version);
export const createPublicLink: H<'createPublicLink'> = ({ deps, params, body }) =>
  reports.createPublicLink(deps, params.projectId, params.reportId, body.version);
export const revokePublicLink: H<'revokePublicLink'> = ({ deps, params, query }) =>
  reports.revokePublicLink(deps, params.projectId, params.reportId, query.version);
export const latest: H<'latest'> = ({ deps, user, query }) => portfolio.latest(deps, user, query);
export const snapshot: H<'snapshot'> = ({ deps, user, query }) =>
  portfolio.snapshot(deps, user, query);

/** The client address as Express sees it (proxy headers only when TRUST_PROXY says so). */
function clientAddress(req: Request): string {
  return (req.ip ?? req.socket.remoteAddress ?? 'unknown').slice(0, 64);
}

/** The public answer is never cached, and its page never sends its address on as a referrer. */
export const publicView: PublicH<'publicView'> = ({ req, res, deps, params }) => {
  res.set('Cache-Control', 'no-store');
  res.set('Referrer-Policy', 'no-referrer');
  return viewer.publicView(deps, clientAddress(req), params.reportToken);
};
