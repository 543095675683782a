import type { teamsEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as teams from './teams.service';

/** Thin handlers of the team routes: input was validated by the registrar. */
type T = typeof teamsEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const list: H<'list'> = ({ deps, query }) => teams.listTeams(deps, query);
export const get: H<'get'> = ({ deps, params }) => teams.getTeam(deps, params.teamId);
export const create: H<'create'> = ({ deps, user, body }) => teams.createTeam(deps, user, body);
export const update: H<'update'> = ({ deps, user, params, body }) =>
  teams.updateTeam(deps, user, params.teamId, body);
export const remove: H<'remove'> = ({ deps, user, params, query }) =>
  teams.deleteTeam(deps, user, params.teamId, query.version);
