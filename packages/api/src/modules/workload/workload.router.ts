import type { workloadEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as workload from './workload.service';

/** Thin handlers of the workload routes: input was validated by the registrar. */
type T = typeof workloadEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const query: H<'query'> = ({ deps, user, query, body }) =>
  workload.workload(deps, user, query, body);
export const options: H<'options'> = ({ deps, user }) => workload.options(deps, user);
