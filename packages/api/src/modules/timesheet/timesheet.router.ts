import {
  TimesheetExportRunParamsSchema,
  TimesheetExportRunQuerySchema,
  type timesheetEndpoints,
} from '@keel/types';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../lib/deps';
import { attachmentDisposition } from '../../lib/multipart';
import { currentUser } from '../../lib/register-routes';
import type { Handler, RawRouteDoc } from '../../lib/route';
import { streamCsv, streamXlsx } from '../../lib/spreadsheet-download';
import { parsePart } from '../../lib/validation';
import type { AuthUser } from '../auth';
import * as exportTemplates from './export-templates.service';
import * as timesheet from './timesheet.service';

/** Thin handlers of the timesheet routes: input was validated by the registrar. */
type T = typeof timesheetEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const listEntries: H<'listEntries'> = ({ deps, user, query }) =>
  timesheet.listEntries(deps, user, query);
export const createEntry: H<'createEntry'> = ({ deps, user, body }) =>
  timesheet.createEntry(deps, user, body);
export const updateEntry: H<'updateEntry'> = ({ deps, user, params, body }) =>
  timesheet.updateEntry(deps, user, params.entryId, body);
export const removeEntry: H<'removeEntry'> = ({ deps, user, params, query }) =>
  timesheet.deleteEntry(deps, user, params.entryId, query.version);
export const projectEntries: H<'projectEntries'> = ({ deps, user, params, query }) =>
  timesheet.projectEntries(deps, user, params.projectId, query);

export const listLocks: H<'listLocks'> = ({ deps, query }) => timesheet.listLocks(deps, query);
export const createLock: H<'createLock'> = ({ deps, user, body }) =>
  timesheet.createLock(deps, user, body);
export const removeLock: H<'removeLock'> = ({ deps, user, params, query }) =>
  timesheet.liftLock(deps, user, params.lockId, query.version);

export const getWeek: H<'getWeek'> = ({ deps, user, params }) =>
  timesheet.getWeek(deps, user, params.userId, params.weekStart);
export const submitWeek: H<'submitWeek'> = ({ deps, user, params, body }) =>
  timesheet.submitWeek(deps, user, params.userId, params.weekStart, body.version);
export const approveWeek: H<'approveWeek'> = ({ deps, user, params, body }) =>
  timesheet.decideWeek(deps, user, params.userId, params.weekStart, 'approve', body);
export const rejectWeek: H<'rejectWeek'> = ({ deps, user, params, body }) =>
  timesheet.decideWeek(deps, user, params.userId, params.weekStart, 'reject', body);
export const reopenWeek: H<'reopenWeek'> = ({ deps, user, params, body }) =>
  timesheet.decideWeek(deps, user, params.userId, params.weekStart, 'reopen', body);

export const listTasks: H<'listTasks'> = ({ deps, user, query }) =>
  timesheet.listTimesheetTasks(deps, user, query.includeInactive);
export const createTask: H<'createTask'> = ({ deps, user, body }) =>
  timesheet.createTimesheetTask(deps, user, body);
export const updateTask: H<'updateTask'> = ({ deps, user, params, body }) =>
  timesheet.updateTimesheetTask(deps, user, params.timesheetTaskId, body);

export const timeInLieu: H<'timeInLieu'> = ({ deps, user, query }) =>
  timesheet.timeInLieuBalances(deps, user, query);
export const timeInLieuAdjustments: H<'timeInLieuAdjustments'> = ({ deps, user, params, query }) =>
  timesheet.timeInLieuAdjustments(deps, user, params.userId, query);
export const adjustTimeInLieu: H<'adjustTimeInLieu'> = ({ deps, user, params, body }) =>
  timesheet.adjustTimeInLieu(deps, user, params.userId, body);

// Export templates (README, "Export templates")

export const listExportTemplates: H<'listExportTemplates'> = ({ deps }) =>
  exportTemplates.listExportTemplates(deps);
export const createExportTemplate: H<'createExportTemplate'> = ({ deps, user, body }) =>
  exportTemplates.createExportTemplate(deps, user, body);
export const updateExportTemplate: H<'updateExportTemplate'> = ({ deps, user, params, body }) =>
  exportTemplates.updateExportTemplate(deps, user, params.templateId, body);
export const removeExportTemplate: H<'removeExportTemplate'> = ({ deps, user, params, query }) =>
  exportTemplates.deleteExportTemplate(deps, user, params.templateId, query.version);

export const RUN_EXPORT_SUMMARY =
  "Run an export template over a date range: the caller's readable entries as a CSV or XLSX download, streamed";

export const RUN_EXPORT_DOC: RawRouteDoc = {
  tag: 'timesheet',
  description:
    "A download (`Content-Disposition: attachment`) in the template's format; an unknown template is 404.",
  params: TimesheetExportRunParamsSchema,
  query: TimesheetExportRunQuerySchema,
  produces: {
    'text/csv': 'text',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'binary',
  },
};

/**
 * `GET /api/timesheet/export-templates/{templateId}/run?from=&to=`: the file,
 * streamed a batch of 1,000 entries at a time with backpressure (no row cap,
 * memory flat). Parameters and the template are checked before the first
 * byte (400 naming the parameter, 404 for an unknown template); once rows
 * have gone out an error can only cut the download short.
 */
export function runExportTemplate(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    try {
      // The route table lets only signed-in template readers through.
      const user = currentUser(res) as AuthUser;
      const params = parsePart(TimesheetExportRunParamsSchema, req.params, 'params');
      const query = parsePart(TimesheetExportRunQuerySchema, req.query, 'query');
      const prepared = await exportTemplates.prepareExportRun(deps, user, params.templateId, query);
      res.status(200).set({
        'Content-Type': prepared.contentType,
        'Content-Disposition': attachmentDisposition(prepared.fileName),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      });
      const rows = exportTemplates.exportRowBatches(deps, prepared);
      if (prepared.template.format === 'csv') await streamCsv(res, prepared.header, rows);
      else await streamXlsx(res, 'Time entries', prepared.header, rows);
    } catch (error) {
      if (res.headersSent) res.destroy(error as Error);
      else next(error);
    }
  };
}
