import type { billingEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as billing from './billing.service';

/** Thin handlers of the billing settings routes: input was validated, the permission checked. */
type T = typeof billingEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const getSettings: H<'getSettings'> = ({ deps }) => billing.getBillingSettings(deps);
export const updateSettings: H<'updateSettings'> = ({ deps, body }) =>
  billing.updateBillingSettings(deps, body);
