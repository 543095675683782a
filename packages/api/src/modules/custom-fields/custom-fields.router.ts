import type { customFieldsEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as customFields from './custom-fields.service';

/** Thin handlers of the custom field definitions: input was validated by the registrar. */
type C = typeof customFieldsEndpoints;
type H<K extends keyof C> = Handler<C[K], AuthUser>;

export const list: H<'list'> = ({ deps, user }) => customFields.listVisibleCustomFields(deps, user);
export const create: H<'create'> = ({ deps, body }) => customFields.createCustomField(deps, body);
export const update: H<'update'> = ({ deps, params, body }) =>
  customFields.changeCustomField(deps, params.fieldId, body);
export const remove: H<'remove'> = ({ deps, params, query }) =>
  customFields.removeCustomField(deps, params.fieldId, query.version);
