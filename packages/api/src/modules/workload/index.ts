/**
 * The workload module's front door (README.md): the workload view and the
 * workspace holiday calendar, reached through the routes.
 */
export { options, parseFilters, workload } from './workload.service';
export {
  createHoliday,
  deleteHoliday,
  listHolidays,
  updateHoliday,
  workspaceWorkingDays,
} from './holidays.service';
export { countWorkingDayNumbers, dayNumber } from './workload-rules';
export { buildStore, markWorkloadStoreStale, startBuild } from './workload-store.service';
