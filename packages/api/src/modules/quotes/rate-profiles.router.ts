import type { rateProfilesEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as profiles from './rate-profiles.service';

/** Thin handlers of the rate profile routes: input was validated by the registrar. */
type T = typeof rateProfilesEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const list: H<'list'> = ({ deps, user }) => profiles.listProfiles(deps, user);
export const save: H<'save'> = ({ deps, user, body }) => profiles.saveProfile(deps, user, body);
export const options: H<'options'> = ({ deps, user }) => profiles.profileOptions(deps, user);
export const remove: H<'remove'> = ({ deps, user, params, body }) =>
  profiles.deleteProfile(deps, user, params.profileId, body.version);
