import { z } from 'zod';
import {
  DateStringSchema,
  InstantSchema,
  pageOf,
  pageQuery,
  SearchTextSchema,
  VersionSchema,
} from '../common/common.schemas';
import { MilestoneStatusSchema } from '../milestones/milestones.schemas';
import { RagEntrySchema, RagStatusSchema } from '../projects/projects.schemas';
import { RiskKindSchema, RiskProjectRefSchema, RiskStatusSchema } from '../risks/risks.schemas';
import { UserRefSchema } from '../users/users.schemas';

/**
 * Status reports (issue 15 § 4). A report covers a period of a project:
 * overall and dimension RAG with comments, summary, achievements, next steps,
 * the top risks chosen from the register and the milestones due in the
 * period. A draft is edited freely; publishing freezes a snapshot of all it
 * shows (later changes to the risks or milestones never alter it) and the
 * published report can never be edited or deleted (409). A published report
 * may be shared by a public token link (print-mode viewer, no sign-in).
 *
 * Stakeholders, the public viewer included, see published reports only, and
 * of their top risks only those that were shared with stakeholders when the
 * report was published.
 */

export const REPORT_STATES = ['draft', 'published'] as const;
export const ReportStateSchema = z.enum(REPORT_STATES);
export type ReportState = z.infer<typeof ReportStateSchema>;

/** How many top risks a report may name. */
export const MAX_REPORT_TOP_RISKS = 10;

/** The report's RAG: the project's four dimensions, each a colour with its comment. */
export const ReportRagSchema = z.object({
  overall: RagEntrySchema,
  schedule: RagEntrySchema,
  budget: RagEntrySchema,
  scope: RagEntrySchema,
});
export type ReportRag = z.infer<typeof ReportRagSchema>;

/**
 * One top risk as the report shows it: live from the register while the
 * report is a draft, frozen at publishing. `riskId` is null once the item was
 * deleted from the register after publishing.
 */
export const ReportRiskSchema = z.object({
  riskId: z.number().int().nullable(),
  kind: RiskKindSchema,
  title: z.string(),
  probability: z.number().int(),
  impact: z.number().int(),
  severity: z.number().int(),
  status: RiskStatusSchema,
  owner: z.string().nullable(),
  dueDate: DateStringSchema.nullable(),
  mitigation: z.string(),
  sharedWithStakeholders: z.boolean(),
});
export type ReportRisk = z.infer<typeof ReportRiskSchema>;

/** A milestone due in the period (never its amount): live in a draft, frozen at publishing. */
export const ReportMilestoneSchema = z.object({
  milestoneId: z.number().int().nullable(),
  name: z.string(),
  dueDate: DateStringSchema,
  status: MilestoneStatusSchema,
});
export type ReportMilestone = z.infer<typeof ReportMilestoneSchema>;

/** The public link of a published report; the token itself is only in the create-or-rotate answer. */
export const ReportPublicLinkStateSchema = z.object({
  createdAt: InstantSchema,
});

export const StatusReportSchema = z.object({
  id: z.number().int(),
  project: RiskProjectRefSchema,
  /** The first day the report covers (the day after the previous report's period end by default). */
  periodStart: DateStringSchema,
  periodEnd: DateStringSchema,
  state: ReportStateSchema,
  rag: ReportRagSchema,
  /** Markdown. */
  summary: z.string(),
  achievements: z.string(),
  nextSteps: z.string(),
  topRisks: z.array(ReportRiskSchema),
  milestones: z.array(ReportMilestoneSchema),
  author: UserRefSchema.nullable(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
  publishedAt: InstantSchema.nullable(),
  publishedBy: UserRefSchema.nullable(),
  /** Null when not shared (always null for a reader who may not manage the report). */
  publicLink: ReportPublicLinkStateSchema.nullable(),
  version: z.number().int(),
});
export type StatusReport = z.infer<typeof StatusReportSchema>;

/** A row of the project's report list. */
export const StatusReportSummarySchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  periodStart: DateStringSchema,
  periodEnd: DateStringSchema,
  state: ReportStateSchema,
  overall: RagStatusSchema,
  author: UserRefSchema.nullable(),
  updatedAt: InstantSchema,
  publishedAt: InstantSchema.nullable(),
  shared: z.boolean(),
  version: z.number().int(),
});
export type StatusReportSummary = z.infer<typeof StatusReportSummarySchema>;

export const StatusReportListQuerySchema = pageQuery(50).extend({
  state: ReportStateSchema.optional().describe('Only drafts or only published reports'),
});
export type StatusReportListQuery = z.input<typeof StatusReportListQuerySchema>;

export const StatusReportPageSchema = pageOf(StatusReportSummarySchema).extend({
  /** May the reader create drafts here (the project's createReports)? */
  canCreate: z.boolean(),
});
export type StatusReportPage = z.infer<typeof StatusReportPageSchema>;

/**
 * `POST .../reports`: a new draft. The server pre-fills the RAG with its
 * comments from the project's current RAG, the period (start: the day after
 * the latest report's period end, else 13 days before the end) and the top
 * risks (the three most severe items that are not closed).
 */
export const StatusReportCreateInputSchema = z.object({
  periodEnd: DateStringSchema.optional(),
});
export type StatusReportCreateInput = z.input<typeof StatusReportCreateInputSchema>;

const RagEntryInputSchema = z.object({
  status: RagStatusSchema,
  comment: z.string().trim().max(2_000).default(''),
});

/** `PUT .../reports/{reportId}`: the whole draft with the version read (409 once published). */
export const StatusReportUpdateInputSchema = z
  .object({
    periodStart: DateStringSchema,
    periodEnd: DateStringSchema,
    rag: z.object({
      overall: RagEntryInputSchema,
      schedule: RagEntryInputSchema,
      budget: RagEntryInputSchema,
      scope: RagEntryInputSchema,
    }),
    summary: z.string().max(20_000).default(''),
    achievements: z.string().max(20_000).default(''),
    nextSteps: z.string().max(20_000).default(''),
    /** Items of this project's register, in the order the report lists them. */
    topRiskIds: z
      .array(z.number().int().positive())
      .max(MAX_REPORT_TOP_RISKS, `topRiskIds may name at most ${MAX_REPORT_TOP_RISKS} items`)
      .default([]),
    version: VersionSchema,
  })
  .superRefine((value, ctx) => {
    if (value.periodStart > value.periodEnd)
      ctx.addIssue({
        code: 'custom',
        path: ['periodStart'],
        message: 'periodStart must be on or before periodEnd',
      });
    if (new Set(value.topRiskIds).size !== value.topRiskIds.length)
      ctx.addIssue({ code: 'custom', path: ['topRiskIds'], message: 'topRiskIds repeats an item' });
  });
export type StatusReportUpdateInput = z.input<typeof StatusReportUpdateInputSchema>;

export const StatusReportVersionInputSchema = z.object({ version: VersionSchema });

/** The answer of creating or rotating a public link: the only one that carries the token. */
export const ReportPublicLinkSchema = z.object({
  token: z.string(),
  /** App path of the print-mode viewer, e.g. `/reports/status/viewer/{token}`. */
  path: z.string(),
  createdAt: InstantSchema,
  version: z.number().int(),
});
export type ReportPublicLink = z.infer<typeof ReportPublicLinkSchema>;

/* Portfolio ------------------------------------------------------------------- */

/** The report part of a portfolio row. */
export const PortfolioReportRefSchema = z.object({
  id: z.number().int(),
  periodStart: DateStringSchema,
  periodEnd: DateStringSchema,
  rag: ReportRagSchema,
  summary: z.string(),
  author: UserRefSchema.nullable(),
  publishedAt: InstantSchema,
});
export type PortfolioReportRef = z.infer<typeof PortfolioReportRefSchema>;

/** `GET /api/reports/status/latest`: one row per visible project with a published report. */
export const LatestStatusRowSchema = z.object({
  project: RiskProjectRefSchema,
  report: PortfolioReportRefSchema,
});
export const LatestStatusQuerySchema = pageQuery(100).extend({
  search: SearchTextSchema,
  overall: RagStatusSchema.optional().describe(
    "Only projects whose latest report's overall RAG is this",
  ),
});
export type LatestStatusQuery = z.input<typeof LatestStatusQuerySchema>;
export const LatestStatusPageSchema = pageOf(LatestStatusRowSchema);
export type LatestStatusPage = z.infer<typeof LatestStatusPageSchema>;

/**
 * `GET /api/reports/status/snapshot?date=`: every visible project that existed
 * by the end of that day (workspace time zone), with its RAG as it stood then
 * (from the RAG history; null when it had none) and the last report published
 * by then (null when none).
 */
export const SnapshotStatusQuerySchema = pageQuery(100).extend({
  date: DateStringSchema.describe('The day (YYYY-MM-DD): the portfolio as at its end'),
  search: SearchTextSchema,
});
export type SnapshotStatusQuery = z.input<typeof SnapshotStatusQuerySchema>;
export const SnapshotStatusRowSchema = z.object({
  project: RiskProjectRefSchema,
  rag: ReportRagSchema.nullable(),
  ragChangedAt: InstantSchema.nullable(),
  report: PortfolioReportRefSchema.nullable(),
});
export const SnapshotStatusPageSchema = pageOf(SnapshotStatusRowSchema).extend({
  date: DateStringSchema,
  /** The instant the snapshot stands at: the end of `date` in the workspace time zone. */
  asAt: InstantSchema,
  timeZone: z.string(),
});
export type SnapshotStatusPage = z.infer<typeof SnapshotStatusPageSchema>;

/* Public viewer ---------------------------------------------------------------- */

/** `GET /api/public/reports/{reportToken}`: the published report, for anyone holding the link. */
export const PublicStatusReportSchema = z.object({
  project: z.object({ code: z.string(), name: z.string(), client: z.string().nullable() }),
  periodStart: DateStringSchema,
  periodEnd: DateStringSchema,
  rag: ReportRagSchema,
  summary: z.string(),
  achievements: z.string(),
  nextSteps: z.string(),
  /**
   * The three texts rendered by the server: Markdown to sanitised HTML by the app's own
   * renderer and policy (allowed tags and attributes, safe URLs, links `rel="noopener
   * noreferrer nofollow"`), so the viewer's page loads no renderer. Empty for a blank text.
   */
  html: z.object({ summary: z.string(), achievements: z.string(), nextSteps: z.string() }),
  /** Only the top risks that were shared with stakeholders when the report was published. */
  topRisks: z.array(
    ReportRiskSchema.omit({ riskId: true, sharedWithStakeholders: true }).extend({
      /** The mitigation rendered as `html` is (empty for none). */
      mitigationHtml: z.string(),
    }),
  ),
  milestones: z.array(ReportMilestoneSchema.omit({ milestoneId: true })),
  author: z.string().nullable(),
  publishedAt: InstantSchema,
});
export type PublicStatusReport = z.infer<typeof PublicStatusReportSchema>;
