import type { pricingConfigsEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as configs from './pricing-configs.service';

/** Thin handlers of the pricing config routes: input was validated by the registrar. */
type T = typeof pricingConfigsEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const list: H<'list'> = ({ deps }) => configs.listConfigs(deps);
export const create: H<'create'> = ({ deps, body }) => configs.createConfig(deps, body);
export const options: H<'options'> = async ({ user }) => configs.markupOptions(user);
export const update: H<'update'> = ({ deps, params, body }) =>
  configs.updateConfig(deps, params.configId, body);
export const remove: H<'remove'> = ({ deps, params, query }) =>
  configs.deleteConfig(deps, params.configId, query.version);
export const configOptions: H<'configOptions'> = ({ deps, user, params }) =>
  configs.configOptions(deps, user, params.configId);
export const addMarkup: H<'addMarkup'> = ({ deps, params, body }) =>
  configs.addMarkup(deps, params.configId, body);
export const markupOptions: H<'markupOptions'> = ({ deps, user, params }) =>
  configs.configMarkupOptions(deps, user, params.configId);
export const updateMarkup: H<'updateMarkup'> = ({ deps, params, body }) =>
  configs.updateMarkup(deps, params.configId, params.markupIndex, body);
export const removeMarkup: H<'removeMarkup'> = ({ deps, params, query }) =>
  configs.removeMarkup(deps, params.configId, params.markupIndex, query.version);
export const markupEntryOptions: H<'markupEntryOptions'> = ({ deps, user, params }) =>
  configs.markupEntryOptions(deps, user, params.configId, params.markupIndex);
