import type { discussionEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import * as discussion from './discussion.service';

type D = typeof discussionEndpoints;

export const listThreads: Handler<D['listThreads'], AuthUser> = ({ deps, user, params, query }) =>
  discussion.listThreads(deps, user, params.projectId, query);
export const createThread: Handler<D['createThread'], AuthUser> = ({ deps, user, params, body }) =>
  discussion.createThread(deps, user, params.projectId, body);
export const getThread: Handler<D['getThread'], AuthUser> = ({ deps, user, params }) =>
  discussion.getThread(deps, user, params.projectId, params.threadId);
export const updateThread: Handler<D['updateThread'], AuthUser> = ({ deps, user, params, body }) =>
  discussion.editThread(deps, user, params.projectId, params.threadId, body);
export const deleteThread: Handler<D['deleteThread'], AuthUser> = ({ deps, user, params, query }) =>
  discussion.removeThread(deps, user, params.projectId, params.threadId, query.version);
export const createComment: Handler<D['createComment'], AuthUser> = ({
  deps,
  user,
  params,
  body,
}) => discussion.createComment(deps, user, params.projectId, params.threadId, body);
export const updateComment: Handler<D['updateComment'], AuthUser> = ({
  deps,
  user,
  params,
  body,
}) => discussion.editComment(deps, user, params, body);
export const deleteComment: Handler<D['deleteComment'], AuthUser> = ({
  deps,
  user,
  params,
  query,
}) => discussion.removeComment(deps, user, params, query.version);
export const mentionCandidates: Handler<D['mentionCandidates'], AuthUser> = ({ deps, params }) =>
  discussion.mentionCandidates(deps, params.projectId);
