import { z } from 'zod';
import {
  DateStringSchema,
  IdSchema,
  InstantSchema,
  pageOf,
  pageQuery,
  VersionSchema,
} from '../common/common.schemas';
import { UserRefSchema } from '../users/users.schemas';
import { TimesheetWeekStatusSchema, WeekStartSchema } from './timesheet.schemas';

/**
 * The approvals inbox (issue 30 item 2): the weeks a caller may decide —
 * every user's for an administrator (approveTimesheets with
 * readAllTimesheets), the members' of the teams they lead for a team lead
 * (approveTeamTimesheets) — and many decided at once.
 */

/** The statuses the inbox lists: waiting for a decision, or decided (to reopen or look back). */
export const TIMESHEET_APPROVAL_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export const TimesheetApprovalStatusSchema = z.enum(TIMESHEET_APPROVAL_STATUSES);
export type TimesheetApprovalStatus = z.infer<typeof TimesheetApprovalStatusSchema>;

export const TimesheetApprovalsQuerySchema = pageQuery(50).extend({
  status: TimesheetApprovalStatusSchema.default('submitted').describe(
    'Which weeks: submitted (waiting for a decision, the default), approved or rejected',
  ),
});
export type TimesheetApprovalsQuery = z.input<typeof TimesheetApprovalsQuerySchema>;

/** A week in the inbox: whose, its totals against the hours expected of its user, and its version. */
export const TimesheetApprovalSchema = z.object({
  user: UserRefSchema,
  weekStart: DateStringSchema,
  weekEnd: DateStringSchema,
  status: TimesheetWeekStatusSchema,
  /** The decision's comment (a rejection's reason); empty while submitted. */
  comment: z.string(),
  /** Minutes logged Monday to Sunday. */
  totalMinutes: z.number().int(),
  /**
   * Minutes the user's employee record expects that week: the standard day on
   * each working day within employment, workspace holidays left out; null
   * without an employee record.
   */
  expectedMinutes: z.number().int().nullable(),
  submittedAt: InstantSchema.nullable(),
  version: z.number().int(),
});
export type TimesheetApproval = z.infer<typeof TimesheetApprovalSchema>;
export const TimesheetApprovalPageSchema = pageOf(TimesheetApprovalSchema);
export type TimesheetApprovalPage = z.infer<typeof TimesheetApprovalPageSchema>;

/** The most weeks one decision takes (a page of the inbox and then some). */
export const MAX_WEEKS_PER_DECISION = 100;

export const TimesheetWeekRefSchema = z.object({
  userId: IdSchema,
  weekStart: WeekStartSchema,
  version: VersionSchema,
});
export type TimesheetWeekRef = z.infer<typeof TimesheetWeekRefSchema>;

/**
 * Approve or reject many submitted weeks at once, all or nothing. A
 * rejection says why (400 naming `comment`); a week named twice is 400
 * naming its place in `weeks`.
 */
export const TimesheetApprovalDecisionInputSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: "decision is 'approve' or 'reject'" }),
    comment: z.string().trim().max(2000).default(''),
    weeks: z
      .array(TimesheetWeekRefSchema, { error: 'weeks is required' })
      .min(1, 'Choose at least one week')
      .max(MAX_WEEKS_PER_DECISION, `At most ${MAX_WEEKS_PER_DECISION} weeks at once`),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'reject' && value.comment === '')
      ctx.addIssue({
        code: 'custom',
        path: ['comment'],
        message: 'Say why the weeks are rejected',
      });
    const seen = new Set<string>();
    value.weeks.forEach((week, index) => {
      const key = `${week.userId}/${week.weekStart}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['weeks', index],
          message: 'This week is named twice',
        });
      seen.add(key);
    });
  });
export type TimesheetApprovalDecisionInput = z.input<typeof TimesheetApprovalDecisionInputSchema>;

/** The decided weeks, as the inbox lists them now. */
export const TimesheetApprovalDecisionSchema = z.object({
  items: z.array(TimesheetApprovalSchema),
});
export type TimesheetApprovalDecision = z.infer<typeof TimesheetApprovalDecisionSchema>;
