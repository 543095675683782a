import type { holidaysEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as holidays from './holidays.service';

/** Thin handlers of the holiday routes: input was validated by the registrar. */
type T = typeof holidaysEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const list: H<'list'> = ({ deps, query }) => holidays.listHolidays(deps, query);
export const create: H<'create'> = ({ deps, body }) => holidays.createHoliday(deps, body);
export const update: H<'update'> = ({ deps, params, body }) =>
  holidays.updateHoliday(deps, params.holidayId, body);
export const remove: H<'remove'> = ({ deps, params, query }) =>
  holidays.deleteHoliday(deps, params.holidayId, query.version);
