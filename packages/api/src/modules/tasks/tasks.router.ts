import fs from 'node:fs';
import { TaskAttachmentParamsSchema, type tasksEndpoints } from '@keel/types';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { attachmentDisposition, receiveFile, UPLOAD_FIELD } from '../../lib/multipart';
import { currentUser } from '../../lib/register-routes';
import type { Handler, RawRouteDoc } from '../../lib/route';
import { parsePart } from '../../lib/validation';
import type { AuthUser } from '../auth';
import * as attachments from './task-attachments.service';
import * as collaboration from './task-collaboration.service';
import * as taskStats from './task-stats.service';
import * as access from './task-access.service';
import * as board from './task-board.service';
import * as taskQuery from './task-query.service';
import * as write from './task-write.service';
import * as dependencies from './task-dependencies.service';
import * as schedule from './task-schedule.service';

type T = typeof tasksEndpoints;
type H<K extends keyof T> = Handler<T[K], AuthUser>;

export const query: H<'query'> = ({ deps, user, body, query: q }) =>
  taskQuery.query(deps, user, body, q.includeParent);
export const queryOptions: H<'queryOptions'> = ({ deps, user, query: q }) =>
  taskQuery.queryOptions(deps, user, q);
export const assigneeCandidates: H<'assigneeCandidates'> = ({ deps, user, query: q }) =>
  collaboration.assigneeCandidates(deps, user, q.projectId);
export const assigneeSuggestions: H<'assigneeSuggestions'> = ({ deps, user, query: q }) =>
  collaboration.assigneeSuggestions(deps, user, q.projectId);
export const stats: H<'stats'> = ({ deps, user, query: q }) => taskStats.stats(deps, user, q);
export const create: H<'create'> = ({ deps, user, body }) => write.createTask(deps, user, body);
export const get: H<'get'> = ({ deps, user, params }) => access.getTask(deps, user, params.taskId);
export const remove: H<'remove'> = ({ deps, user, params, query: q }) =>
  write.removeTask(deps, user, params.taskId, q.version);
export const permissions: H<'permissions'> = ({ deps, user, params }) =>
  access.getPermissions(deps, user, params.taskId);
export const updateAssignee: H<'updateAssignee'> = ({ deps, user, params, body }) =>
  write.updateAssignee(deps, user, params.taskId, body);
export const updateName: H<'updateName'> = ({ deps, user, params, body }) =>
  write.updateName(deps, user, params.taskId, body);
export const updateStatus: H<'updateStatus'> = ({ deps, user, params, body }) =>
  board.updateStatus(deps, user, params.taskId, body);
export const updateSchedule: H<'updateSchedule'> = ({ deps, user, params, body }) =>
  schedule.reschedule(deps, user, params.taskId, body);
export const listDependencies: H<'listDependencies'> = ({ deps, user, params }) =>
  dependencies.listDependencies(deps, user, params.taskId);
export const createDependency: H<'createDependency'> = ({ deps, user, params, body }) =>
  dependencies.createDependency(deps, user, params.taskId, body);
export const deleteDependency: H<'deleteDependency'> = ({ deps, user, params, query: q }) =>
  dependencies.removeDependency(deps, user, params, q.version);
export const updateWorkEstimation: H<'updateWorkEstimation'> = ({ deps, user, params, body }) =>
  write.updateWorkEstimation(deps, user, params.taskId, body);
export const updateMilestone: H<'updateMilestone'> = ({ deps, user, params, body }) =>
  write.updateMilestone(deps, user, params.taskId, body);
export const updateIndex: H<'updateIndex'> = ({ deps, user, params, body }) =>
  board.moveTask(deps, user, params.taskId, body);
export const updatePlacement: H<'updatePlacement'> = ({ deps, user, params, body }) =>
  board.moveTask(deps, user, params.taskId, body);
export const updateDetails: H<'updateDetails'> = ({ deps, user, params, body }) =>
  write.updateDetails(deps, user, params.taskId, body);
export const follow: H<'follow'> = ({ deps, user, params }) =>
  access.follow(deps, user, params.taskId, true);
export const unfollow: H<'unfollow'> = ({ deps, user, params }) =>
  access.follow(deps, user, params.taskId, false);
export const timelog: H<'timelog'> = ({ deps, user, params, query: q }) =>
  access.timelog(deps, user, params.taskId, q);
export const updates: H<'updates'> = ({ deps, user, params }) =>
  access.updates(deps, user, params.taskId);
export const listComments: H<'listComments'> = ({ deps, user, params }) =>
  collaboration.comments(deps, user, params.taskId);
export const createComment: H<'createComment'> = ({ deps, user, params, body }) =>
  collaboration.createComment(deps, user, params.taskId, body);
export const updateComment: H<'updateComment'> = ({ deps, user, params, body }) =>
  collaboration.editComment(deps, user, params, body);
export const deleteComment: H<'deleteComment'> = ({ deps, user, params, query: q }) =>
  collaboration.removeComment(deps, user, params, q.version);
export const listTodos: H<'listTodos'> = ({ deps, user, params }) =>
  collaboration.todos(deps, user, params.taskId);
export const createTodo: H<'createTodo'> = ({ deps, user, params, body }) =>
  collaboration.createTodo(deps, user, params.taskId, body);
export const updateTodo: H<'updateTodo'> = ({ deps, user, params, body }) =>
  collaboration.editTodo(deps, user, params, body);
export const deleteTodo: H<'deleteTodo'> = ({ deps, user, params, query: q }) =>
  collaboration.removeTodo(deps, user, params, q.version);
export const listAttachments: H<'listAttachments'> = ({ deps, user, params }) =>
  attachments.list(deps, user, params.taskId);
export const uploadAttachment: H<'uploadAttachment'> = async ({ deps, user, params, req }) => {
  // Who may attach is checked before a byte of the file is read.
  await attachments.mayAttach(deps, user, params.taskId);
  const file = await receiveFile(req, {
    field: UPLOAD_FIELD,
    dir: attachments.filesDir(deps),
    maxBytes: deps.config.attachmentMaxBytes,
  });
  return attachments.record(deps, user, params.taskId, file);
};
export const deleteAttachment: H<'deleteAttachment'> = ({ deps, user, params, query: q }) =>
  attachments.remove(deps, user, params, q.version);

export const DOWNLOAD_SUMMARY = 'Download a file attached to a task';
export const DOWNLOAD_DOC: RawRouteDoc = {
  tag: 'tasks',
  description:
    'The file as stored, with the content type sniffed at upload, always as a download (`Content-Disposition: attachment`, `nosniff`, a sandbox CSP).',
  params: TaskAttachmentParamsSchema,
  produces: { 'application/octet-stream': 'binary' },
};

/**
 * `GET /api/tasks/{taskId}/attachments/{attachmentId}`: the file, always as
 * a download (`Content-Disposition: attachment` with a safely encoded name),
 * never sniffed by the browser (`nosniff`) and sandboxed should it be opened
 * (`Content-Security-Policy: sandbox`). A raw route: the registrar checks the
 * global part of its `task('read')` permission; the parameters are parsed
 * first (400 naming one out of range) and the task is then looked up among
 * the caller's visible tasks (403 otherwise), as the registrar does for JSON
 * task routes.
 */
export function downloadAttachment(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    try {
      const user = currentUser(res) as AuthUser;
      const params = parsePart(TaskAttachmentParamsSchema, req.params, 'params');
      const file = await attachments.download(deps, user, params.taskId, params.attachmentId);
      // Opened first: a row whose file is gone from disk is a 404, not a 500.
      const handle = await fs.promises.open(file.path, 'r').catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          throw new NotFoundError('File not found');
        throw error;
      });
      res.status(200).set({
        'Content-Type': file.contentType,
        'Content-Length': String(file.size),
        'Content-Disposition': attachmentDisposition(file.fileName),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy':
          "sandbox; default-src 'none'; base-uri 'none'; frame-ancestors 'none'; object-src 'none'",
        'Cache-Control': 'no-store',
      });
      const stream = handle.createReadStream();
      // A read error never goes unheard; a client that leaves closes the file at once.
      stream.on('error', (error) => (res.headersSent ? res.destroy(error) : next(error)));
      res.on('close', () => stream.destroy());
      stream.pipe(res);
    } catch (error) {
      next(error);
    }
  };
}
