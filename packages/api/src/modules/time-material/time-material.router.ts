import type { timeMaterialEndpoints } from '@keel/types';
import type { Request, Response } from 'express';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as timeMaterialPublic from './time-material-public.service';
import * as timeMaterial from './time-material.service';

/** Thin handlers of the time and material routes: input was validated by the registrar. */
type T = typeof timeMaterialEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;
type PublicH<K extends keyof T> = Handler<T[K], AuthUser | null>;

export const list: H<'list'> = ({ deps, user, params, query }) =>
  timeMaterial.listContracts(deps, user, params.projectId, query);
export const create: H<'create'> = ({ deps, params, body }) =>
  timeMaterial.createContract(deps, params.projectId, body);
export const get: H<'get'> = ({ deps, user, params }) =>
  timeMaterial.getContract(deps, user, params.projectId, params.contractId);
export const update: H<'update'> = ({ deps, params, body }) =>
  timeMaterial.updateContract(deps, params.projectId, params.contractId, body);
export const remove: H<'remove'> = ({ deps, params, query }) =>
  timeMaterial.deleteContract(deps, params.projectId, params.contractId, query.version);
export const addResource: H<'addResource'> = ({ deps, params, body }) =>
  timeMaterial.addResource(deps, params.projectId, params.contractId, body);
export const updateResource: H<'updateResource'> = ({ deps, params, body }) =>
  timeMaterial.updateResource(deps, params.projectId, params.contractId, params.resourceId, body);
export const removeResource: H<'removeResource'> = ({ deps, params, query }) =>
  timeMaterial.removeResource(
    deps,
    params.projectId,
    params.contractId,
    params.resourceId,
    query.version,
  );
export const resourceTimesheet: H<'resourceTimesheet'> = ({ deps, user, params, query }) =>
  timeMaterial.resourceTimesheet(
    deps,
    user,
    params.projectId,
    params.contractId,
    params.resourceId,
    query,
  );
export const rotateStakeholderToken: H<'rotateStakeholderToken'> = ({ deps, params, body }) =>
  timeMaterial.rotateStakeholderToken(deps, params.projectId, params.contractId, body.version);
export const revokeStakeholderToken: H<'revokeStakeholderToken'> = ({ deps, params, query }) =>
  timeMaterial.revokeStakeholderToken(deps, params.projectId, params.contractId, query.version);

/** The client address as Express sees it (proxy headers only when TRUST_PROXY says so). */
function clientAddress(req: Request): string {
  return (req.ip ?? req.socket.remoteAddress ?? 'unknown').slice(0, 64);
}

/**
 * The public answers are never cached and their pages never send the
 * address (token included) on as a referrer, whatever the app-wide headers say.
 */
function publicHeaders(res: Response): void {
  res.set('Cache-Control', 'no-store');
  res.set('Referrer-Policy', 'no-referrer');
}

export const publicView: PublicH<'publicView'> = ({ req, res, deps, params, query }) => {
  publicHeaders(res);
  return timeMaterialPublic.publicView(
    deps,
    clientAddress(req),
    params.projectId,
    query.stakeholderToken,
  );
};
export const publicResourceTimesheet: PublicH<'publicResourceTimesheet'> = ({
  req,
  res,
  deps,
  params,
  query,
}) => {
  publicHeaders(res);
  return timeMaterialPublic.publicResourceTimesheet(
    deps,
    clientAddress(req),
    params.projectId,
    params.resourceId,
    query,
  );
};
