export { recordBudgetEdit } from './scope.service';
