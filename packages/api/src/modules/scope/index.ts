/** The scope module's front door (minimal: what projects needs; its owner completes it). */
export { recordBudgetEdit } from './scope.service';
