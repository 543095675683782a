import type { salariesEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as salaries from './salaries.service';

/** Thin handlers of the salary routes: input was validated by the registrar. */
type S = typeof salariesEndpoints;
type H<K extends keyof S> = Handler<S[K], AuthUser>;

export const listGroups: H<'listGroups'> = ({ deps, query }) => salaries.listGroups(deps, query);
export const getGroup: H<'getGroup'> = ({ deps, params }) =>
  salaries.getGroup(deps, params.salaryGroupId);
export const createGroup: H<'createGroup'> = ({ deps, user, body }) =>
  salaries.createGroup(deps, user, body);
export const updateGroup: H<'updateGroup'> = ({ deps, user, params, body }) =>
  salaries.updateGroup(deps, user, params.salaryGroupId, body);
export const removeGroup: H<'removeGroup'> = ({ deps, user, params, query }) =>
  salaries.deleteGroup(deps, user, params.salaryGroupId, query.version);
export const listEmployees: H<'listEmployees'> = ({ deps, query }) =>
  salaries.listEmployees(deps, query);
export const employeeCandidates: H<'employeeCandidates'> = ({ deps, query }) =>
  salaries.employeeCandidates(deps, query);
export const getEmployee: H<'getEmployee'> = ({ deps, params }) =>
  salaries.getEmployee(deps, params.employeeId);
export const createEmployee: H<'createEmployee'> = ({ deps, user, body }) =>
  salaries.createEmployee(deps, user, body);
export const updateEmployee: H<'updateEmployee'> = ({ deps, user, params, body }) =>
  salaries.updateEmployee(deps, user, params.employeeId, body);
export const removeEmployee: H<'removeEmployee'> = ({ deps, user, params, query }) =>
  salaries.deleteEmployee(deps, user, params.employeeId, query.version);
export const hourlyCost: H<'hourlyCost'> = ({ deps, params, query }) =>
  salaries.hourlyCost(deps, params.userId, query.date);
