/**
 * The scope module's front door: what other modules may use. The router is
 * wired by `routes.ts`; the rest stays inside the module.
 */
export { recordBudgetEdit } from './scope.service';
