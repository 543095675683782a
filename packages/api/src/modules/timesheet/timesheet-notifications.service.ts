import type { NewNotification } from '../notifications';
import { insertNotifications } from '../notifications';
import type { Db } from '../../lib/db';
import type { AuthUser } from '../auth';
import * as approvalsRepo from './timesheet-approvals.repository';
import * as factsRepo from './timesheet-facts.repository';
import type { WeekRow } from './timesheet-weeks.repository';

/**
 * Who is told what about a week (README, "Approvals inbox"): in the app,
 * and by e-mail through the notifications outbox when SMTP is configured
 * (`insertNotifications` writes both). Each runs in the transaction of the
 * change that causes it, so a notification exists exactly when its change
 * does.
 */

/** The approvals inbox, where an approver decides. */
export const APPROVALS_PATH = '/timesheet/approvals';

/** The timesheet page of a week: one's own, or (`userId`) someone else's. */
export function weekPath(weekStart: string, userId?: number): string {
  return `/timesheet?week=${weekStart}${userId === undefined ? '' : `&user=${userId}`}`;
}

/** A week was submitted: its approvers are told (`approverIdsOf`: the team leads who decide it, else the workspace's approvers). */
export async function notifySubmission(
  trx: Db,
  actor: AuthUser,
  userId: number,
  weekStart: string,
  now: number,
): Promise<void> {
  const owner = await factsRepo.findUserRef(trx, userId);
  const approvers = (await approvalsRepo.approverIdsOf(trx, userId)).filter(
    (id) => id !== actor.id,
  );
  const who = owner?.name ?? 'Someone';
  const text =
    actor.id === userId
      ? `${who} submitted the week of ${weekStart} for approval`
      : `${actor.name} submitted ${who}'s week of ${weekStart} for approval`;
  await insertNotifications(
    trx,
    approvers.map((approverId) => ({
      userId: approverId,
      kind: 'timesheetSubmitted',
      text,
      link: APPROVALS_PATH,
    })),
    now,
  );
}

/** The longest part of a decision's comment a notification repeats (the week shows it whole). */
const COMMENT_SHOWN = 200;

/**
 * A week was approved or rejected: who submitted it is told, and its owner
 * when someone else submitted it; never the approver themselves.
 */
export async function notifyDecision(
  trx: Db,
  actor: AuthUser,
  week: Pick<WeekRow, 'userId' | 'weekStart' | 'submittedBy'>,
  decision: { decision: 'approve' | 'reject'; comment: string },
  now: number,
): Promise<void> {
  const recipients = [...new Set([week.submittedBy ?? week.userId, week.userId])].filter(
    (id) => id !== actor.id,
  );
  const verb = decision.decision === 'approve' ? 'approved' : 'rejected';
  const comment =
    decision.comment.length > COMMENT_SHOWN
      ? `${decision.comment.slice(0, COMMENT_SHOWN)}…`
      : decision.comment;
  const because = comment ? `: “${comment}”` : '';
  const rows: NewNotification[] = [];
  for (const recipient of recipients) {
    const whose =
      recipient === week.userId
        ? 'your week'
        : `${(await factsRepo.findUserRef(trx, week.userId))?.name ?? 'their'}'s week`;
    rows.push({
      userId: recipient,
      kind: 'timesheetDecided',
      text: `${actor.name} ${verb} ${whose} of ${week.weekStart}${because}`,
      link: weekPath(week.weekStart, recipient === week.userId ? undefined : week.userId),
    });
  }
  await insertNotifications(trx, rows, now);
}
