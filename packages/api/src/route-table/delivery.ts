import {
  lessonsEndpoints,
  notificationsEndpoints,
  risksEndpoints,
  TIMESHEET_EXPORT_RUN_PATH,
  timeMaterialEndpoints,
  timesheetEndpoints,
  timesheetTimerEndpoints,
  timesheetApprovalsEndpoints,
} from '@keel/types';
import { publicAccess, signedIn } from '../lib/permission';
import { rawRoute, route, type RouteDefinition } from '../lib/route';
import * as lessons from '../modules/lessons/lessons.router';
import * as notifications from '../modules/notifications/notifications.router';
import * as risks from '../modules/risks/risks.router';
import * as timeMaterial from '../modules/time-material/time-material.router';
import * as timesheet from '../modules/timesheet/timesheet.router';
import * as timesheetTimer from '../modules/timesheet/timesheet-timer.router';
import * as timesheetApprovals from '../modules/timesheet/timesheet-approvals.router';
import {
  TIMESHEET_USERS,
  TIMESHEET_TIMER,
  READ_PROJECT_TIME,
  READ_TIMESHEET_LOCKS,
  MANAGE_TIMESHEET_LOCKS,
  MANAGE_TIMESHEET_TASKS,
  APPROVE_TIMESHEETS,
  MANAGE_TIME_IN_LIEU,
  READ_EXPORT_TEMPLATES,
  MANAGE_EXPORT_TEMPLATES,
  READ_LESSONS,
  MANAGE_LESSONS,
  READ_LESSON_LIBRARY,
  READ_TIME_MATERIAL,
  MANAGE_TIME_MATERIAL,
  READ_RISK_REGISTER,
  READ_RISKS,
  MANAGE_RISKS,
  READ_SOME_PROJECT_RISKS,
} from '../route-permissions';

/** Routes of the delivery work: timesheets, time and material, risks, lessons and notifications. */
export const deliveryRoutes: readonly RouteDefinition[] = [
  // timesheets: entries, locks, weeks and timesheet tasks (modules/timesheet/README.md)
  route(timesheetEndpoints.listEntries, TIMESHEET_USERS, timesheet.listEntries),
  route(timesheetEndpoints.createEntry, TIMESHEET_USERS, timesheet.createEntry),
  route(timesheetEndpoints.updateEntry, TIMESHEET_USERS, timesheet.updateEntry),
  route(timesheetEndpoints.removeEntry, TIMESHEET_USERS, timesheet.removeEntry),
  route(timesheetEndpoints.projectEntries, READ_PROJECT_TIME, timesheet.projectEntries),
  route(timesheetEndpoints.listLocks, READ_TIMESHEET_LOCKS, timesheet.listLocks),
  route(timesheetEndpoints.createLock, MANAGE_TIMESHEET_LOCKS, timesheet.createLock),
  route(timesheetEndpoints.removeLock, MANAGE_TIMESHEET_LOCKS, timesheet.removeLock),
  route(timesheetEndpoints.getWeek, TIMESHEET_USERS, timesheet.getWeek),
  route(timesheetEndpoints.submitWeek, TIMESHEET_USERS, timesheet.submitWeek),
  route(timesheetEndpoints.approveWeek, APPROVE_TIMESHEETS, timesheet.approveWeek),
  route(timesheetEndpoints.rejectWeek, APPROVE_TIMESHEETS, timesheet.rejectWeek),
  route(timesheetEndpoints.reopenWeek, TIMESHEET_USERS, timesheet.reopenWeek),
  route(timesheetApprovalsEndpoints.list, APPROVE_TIMESHEETS, timesheetApprovals.listApprovals),
  route(timesheetApprovalsEndpoints.decide, APPROVE_TIMESHEETS, timesheetApprovals.decideApprovals),
  route(timesheetEndpoints.listTasks, TIMESHEET_USERS, timesheet.listTasks),
  route(timesheetEndpoints.createTask, MANAGE_TIMESHEET_TASKS, timesheet.createTask),
  route(timesheetEndpoints.updateTask, MANAGE_TIMESHEET_TASKS, timesheet.updateTask),
  route(timesheetEndpoints.timeInLieu, TIMESHEET_USERS, timesheet.timeInLieu),
  route(timesheetEndpoints.timeInLieuAdjustments, TIMESHEET_USERS, timesheet.timeInLieuAdjustments),
  route(timesheetEndpoints.adjustTimeInLieu, MANAGE_TIME_IN_LIEU, timesheet.adjustTimeInLieu),
  route(
    timesheetEndpoints.listExportTemplates,
    READ_EXPORT_TEMPLATES,
    timesheet.listExportTemplates,
  ),
  route(
    timesheetEndpoints.createExportTemplate,
    MANAGE_EXPORT_TEMPLATES,
    timesheet.createExportTemplate,
  ),
  route(
    timesheetEndpoints.updateExportTemplate,
    MANAGE_EXPORT_TEMPLATES,
    timesheet.updateExportTemplate,
  ),
  route(
    timesheetEndpoints.removeExportTemplate,
    MANAGE_EXPORT_TEMPLATES,
    timesheet.removeExportTemplate,
  ),
  rawRoute(
    TIMESHEET_EXPORT_RUN_PATH,
    timesheet.RUN_EXPORT_SUMMARY,
    READ_EXPORT_TEMPLATES,
    timesheet.runExportTemplate,
    timesheet.RUN_EXPORT_DOC,
  ),
  // the running timer, one per user (modules/timesheet/README.md § Running timer)
  route(timesheetTimerEndpoints.get, TIMESHEET_TIMER, timesheetTimer.getTimer),
  route(timesheetTimerEndpoints.start, TIMESHEET_TIMER, timesheetTimer.startTimer),
  route(timesheetTimerEndpoints.stop, TIMESHEET_TIMER, timesheetTimer.stopTimer),
  route(timesheetTimerEndpoints.discard, TIMESHEET_TIMER, timesheetTimer.discardTimer),

  // time and material contracts; the public view opens by stakeholder token, without a session
  route(timeMaterialEndpoints.list, READ_TIME_MATERIAL, timeMaterial.list),
  route(timeMaterialEndpoints.create, MANAGE_TIME_MATERIAL, timeMaterial.create),
  route(timeMaterialEndpoints.get, READ_TIME_MATERIAL, timeMaterial.get),
  route(timeMaterialEndpoints.update, MANAGE_TIME_MATERIAL, timeMaterial.update),
  route(timeMaterialEndpoints.remove, MANAGE_TIME_MATERIAL, timeMaterial.remove),
  route(timeMaterialEndpoints.addResource, MANAGE_TIME_MATERIAL, timeMaterial.addResource),
  route(timeMaterialEndpoints.updateResource, MANAGE_TIME_MATERIAL, timeMaterial.updateResource),
  route(timeMaterialEndpoints.removeResource, MANAGE_TIME_MATERIAL, timeMaterial.removeResource),
  route(
    timeMaterialEndpoints.resourceTimesheet,
    READ_TIME_MATERIAL,
    timeMaterial.resourceTimesheet,
  ),
  route(
    timeMaterialEndpoints.rotateStakeholderToken,
    MANAGE_TIME_MATERIAL,
    timeMaterial.rotateStakeholderToken,
  ),
  route(
    timeMaterialEndpoints.revokeStakeholderToken,
    MANAGE_TIME_MATERIAL,
    timeMaterial.revokeStakeholderToken,
  ),
  route(timeMaterialEndpoints.publicView, publicAccess, timeMaterial.publicView),
  route(
    timeMaterialEndpoints.publicResourceTimesheet,
    publicAccess,
    timeMaterial.publicResourceTimesheet,
  ),

  // risks and issues: the project register, comments, the portfolio, subscriptions
  route(risksEndpoints.list, READ_RISK_REGISTER, risks.list),
  route(risksEndpoints.create, MANAGE_RISKS, risks.create),
  route(risksEndpoints.get, READ_RISK_REGISTER, risks.get),
  route(risksEndpoints.update, MANAGE_RISKS, risks.update),
  route(risksEndpoints.remove, MANAGE_RISKS, risks.remove),
  route(risksEndpoints.comments, READ_RISKS, risks.comments),
  route(risksEndpoints.comment, READ_RISKS, risks.comment),
  route(risksEndpoints.portfolio, READ_SOME_PROJECT_RISKS, risks.portfolio),
  route(risksEndpoints.subscriptions, READ_SOME_PROJECT_RISKS, risks.subscriptions),
  route(risksEndpoints.subscribe, READ_SOME_PROJECT_RISKS, risks.subscribe),
  route(risksEndpoints.unsubscribe, READ_SOME_PROJECT_RISKS, risks.unsubscribe),
  // lessons learned: per project, and the library across projects (modules/lessons/README.md)
  route(lessonsEndpoints.list, READ_LESSONS, lessons.list),
  route(lessonsEndpoints.create, MANAGE_LESSONS, lessons.create),
  route(lessonsEndpoints.update, MANAGE_LESSONS, lessons.update),
  route(lessonsEndpoints.remove, MANAGE_LESSONS, lessons.remove),
  route(lessonsEndpoints.library, READ_LESSON_LIBRARY, lessons.library),

  // in-app notifications (each user their own)
  route(notificationsEndpoints.list, signedIn, notifications.list),
  route(notificationsEndpoints.markAllRead, signedIn, notifications.markAllRead),
  route(notificationsEndpoints.markRead, signedIn, notifications.markRead),
];
