import type {
  RiskComment,
  RiskCommentCreateInputSchema,
  RiskCommentListQuerySchema,
  RiskCommentPage,
} from '@keel/types';
import type { z } from 'zod';
import type { Db } from '../../lib/db';
import type { AppDeps } from '../../lib/deps';
import { orNotFound } from '../../lib/errors';
import { pageOf } from '../../lib/lists';
import type { AuthUser } from '../auth';
import * as comments from './risk-comments.repository';
import { notify } from './risk-subscriptions.service';
import * as repo from './risks.repository';
import { RISK_NOT_FOUND } from './risks.repository';
import { recordValues } from './risks.service';

/** The comments on a risk or issue: read by the register's readers, each one an event for its followers. */

type CommentInput = z.output<typeof RiskCommentCreateInputSchema>;
type CommentQuery = z.output<typeof RiskCommentListQuerySchema>;

/** The item, for a route that needs readRisks (the route checked it): 404 when not the project's. */
async function requireRisk(db: Db, projectId: number, id: number): Promise<repo.RiskRecord> {
  return orNotFound(await repo.findRisk(db, projectId, id), RISK_NOT_FOUND);
}

export async function listComments(
  deps: AppDeps,
  projectId: number,
  riskId: number,
  query: CommentQuery,
): Promise<RiskCommentPage> {
  await requireRisk(deps.knex, projectId, riskId);
  return pageOf(await comments.listComments(deps.knex, riskId, query), query);
}

export async function addComment(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  riskId: number,
  input: CommentInput,
): Promise<RiskComment> {
  const now = deps.clock();
  const commentId = await deps.knex.transaction(async (trx) => {
    const record = await requireRisk(trx, projectId, riskId);
    const id = await comments.insertComment(trx, riskId, user.id, input.body, now);
    await notify(
      trx,
      user,
      { id: riskId, projectId, values: recordValues(record) },
      { commented: true },
      now,
    );
    return id;
  });
  return orNotFound(await comments.findComment(deps.knex, commentId), 'Comment not found');
}
