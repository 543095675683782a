/**
 * The tasks module's front door: what other modules may use. The router is
 * wired by `routes.ts` and the subscriptions by `src/subscriptions.ts`.
 */
export { taskPermissionsOf } from './task-access.service';
export { dueTasksOf } from './task-calendar.service';
export type { DueTask } from './task-calendar.repository';
export { lockBoard, neighbourKeys } from './task-board.repository';
export { insertHistory, type HistoryEntry } from './task-history.repository';
export { recordTaskEvent } from './task-events';
export { deleteTaskRow, insertTask, taskNameColumns, type NewTask } from './tasks.repository';
export {
  projectPlan,
  projectTaskDates,
  type PlanTask,
  type ProjectPlan,
} from './task-plan.service';
/** Typed task writes an import makes row by row (modules/imports), each under every rule of its route. */
export {
  createTask,
  removeTask,
  updateAssignee,
  updateDetails,
  updateName,
  updateWorkEstimation,
} from './task-write.service';
export { getTask } from './task-access.service';
export { updateStatus } from './task-board.service';
export { reschedule } from './task-schedule.service';
export { createComment, removeComment } from './task-collaboration.service';
