import { ProjectExportQuerySchema, type projectsEndpoints } from '@keel/types';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../lib/deps';
import { currentUser } from '../../lib/register-routes';
import type { Handler, RawRouteDoc } from '../../lib/route';
import { textDownloadHandler } from '../../lib/text-download';
import { parsePart } from '../../lib/validation';
import type { AuthUser } from '../auth';
import { utcDate } from '../../lib/dates';
import * as browser from './project-browser.service';
import * as dashboard from './project-dashboard.service';
import * as projectMembers from './project-members.service';
import * as projects from './projects.service';

/** Thin handlers of the project routes: input was validated by the registrar. */
type P = typeof projectsEndpoints;
type H<K extends keyof P> = Handler<P[K], AuthUser>;

export const create: H<'create'> = ({ deps, user, body }) =>
  projects.createProject(deps, user, body);
export const options: H<'options'> = ({ deps, user }) => browser.projectOptions(deps, user);
export const query: H<'query'> = ({ deps, user, query: q, body }) =>
  browser.queryProjects(deps, user, q.search, body);
export const queryOptions: H<'queryOptions'> = ({ deps, user }) => browser.queryOptions(deps, user);
export const summary: H<'summary'> = ({ deps, user, query: q }) =>
  dashboard.projectSummary(deps, user, q.allProjects);
export const globalQuery: H<'globalQuery'> = ({ deps, user, query: q, body }) =>
  browser.globalQueryProjects(deps, user, q, body);
export const get: H<'get'> = ({ deps, user, params }) =>
  projects.getProject(deps, user, params.projectId);
export const update: H<'update'> = ({ deps, user, params, body }) =>
  projects.updateProject(deps, user, params.projectId, body);
export const remove: H<'remove'> = ({ deps, user, params, query }) =>
  projects.deleteProject(deps, user, params.projectId, query.version);
export const editOptions: H<'editOptions'> = ({ deps, params }) =>
  projects.projectEditOptions(deps, params.projectId);
export const permissions: H<'permissions'> = ({ deps, user, params }) =>
  projects.projectPermissions(deps, user, params.projectId);
export const updateRag: H<'updateRag'> = ({ deps, user, params, body }) =>
  projects.updateRag(deps, user, params.projectId, body);
export const ragHistory: H<'ragHistory'> = ({ deps, params }) =>
  projects.ragHistory(deps, params.projectId);
export const timesheetSettings: H<'timesheetSettings'> = ({ deps, user, params }) =>
  projects.timesheetSettings(deps, user, params.projectId);
export const saveTimesheetSettings: H<'saveTimesheetSettings'> = ({ deps, user, params, body }) =>
  projects.saveTimesheetSettings(deps, user, params.projectId, body);
export const timesheetOptions: H<'timesheetSettingsOptions'> = async () =>
  projects.timesheetSettingsOptions();
export const members: H<'members'> = ({ deps, user, params }) =>
  projectMembers.projectMembers(deps, params.projectId, user);
export const addMember: H<'addMember'> = ({ deps, user, params, body }) =>
  projectMembers.addMember(deps, user, params.projectId, body);
export const updateMember: H<'updateMember'> = ({ deps, user, params, body }) =>
  projectMembers.changeMemberRole(deps, user, params.projectId, params.userId, body.role);
export const removeMember: H<'removeMember'> = ({ deps, user, params }) =>
  projectMembers.deleteMember(deps, user, params.projectId, params.userId);

export const EXPORT_SUMMARY =
  'The project browser as CSV: every visible project matching the browser parameters';
export const EXPORT_DOC: RawRouteDoc = {
  tag: 'projects',
  description:
    'A download (`Content-Disposition: attachment`). Besides the parameters below, each filter of `GET /api/projects/query/options` is a parameter named after the filter, holding its choices as a comma list (`status=1,2`).',
  query: ProjectExportQuerySchema,
  produces: { 'text/csv': 'text' },
};

/**
 * `GET /api/projects/export`: the browser's rows as a CSV download, streamed a
 * batch at a time with backpressure, so memory stays flat however many rows
 * match. Parameters are checked first: a bad one is a 400 naming it.
 */
export function exportCsv(deps: AppDeps): RequestHandler {
  return textDownloadHandler(async (req, res) => {
    // The route table lets only signed-in project readers through.
    const user = currentUser(res) as AuthUser;
    const query = parsePart(ProjectExportQuerySchema, req.query, 'query');
    const prepared = await browser.prepareProjectsExport(deps, user, query);
    return {
      contentType: 'text/csv; charset=utf-8',
      fileName: `keel-projects-${utcDate(deps.clock())}.csv`,
      bom: true,
      chunks: browser.projectsCsvChunks(deps, user, prepared),
    };
  });
}
