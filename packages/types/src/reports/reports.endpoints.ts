import { z } from 'zod';
import { idParams, OkSchema, VersionQuerySchema } from '../common/common.schemas';
import { PUBLIC_API_PATHS } from '../public-api';
import { defineEndpoint } from '../endpoint';
import {
  LatestStatusPageSchema,
  LatestStatusQuerySchema,
  PublicStatusReportSchema,
  ReportPublicLinkSchema,
  SnapshotStatusPageSchema,
  SnapshotStatusQuerySchema,
  StatusReportCreateInputSchema,
  StatusReportListQuerySchema,
  StatusReportPageSchema,
  StatusReportSchema,
  StatusReportUpdateInputSchema,
  StatusReportVersionInputSchema,
} from './reports.schemas';

const REPORTS = '/api/projects/{projectId}/reports';
const REPORT = `${REPORTS}/{reportId}`;

export const ReportTokenParamsSchema = z.object({
  reportToken: z
    .string()
    .min(1)
    .max(200)
    .describe('The public link token of a published status report'),
});

/** Status reports (issue 15 § 4, § 6). */
export const reportsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: REPORTS,
    summary: "The project's status reports, newest period first (stakeholders: published only)",
    tag: 'reports',
    params: idParams('projectId'),
    query: StatusReportListQuerySchema,
    response: StatusReportPageSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: REPORTS,
    summary:
      "Start a draft, pre-filled on the server from the project's current RAG and comments, the period and the top risks",
    tag: 'reports',
    params: idParams('projectId'),
    body: StatusReportCreateInputSchema,
    response: StatusReportSchema,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: REPORT,
    summary:
      'One status report: a draft shows the live risks and milestones, a published one its snapshot',
    tag: 'reports',
    params: idParams('projectId', 'reportId'),
    response: StatusReportSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: REPORT,
    summary:
      'Edit a draft (409 on a stale version and for a published report, which never changes)',
    tag: 'reports',
    params: idParams('projectId', 'reportId'),
    body: StatusReportUpdateInputSchema,
    response: StatusReportSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: REPORT,
    summary: 'Delete a draft (409 for a published report)',
    tag: 'reports',
    params: idParams('projectId', 'reportId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: `${REPORT}/publish`,
    summary:
      'Publish a draft: freezes a snapshot of its RAG, risks and milestones; it can never be edited or deleted after',
    tag: 'reports',
    params: idParams('projectId', 'reportId'),
    body: StatusReportVersionInputSchema,
    response: StatusReportSchema,
  }),
  createPublicLink: defineEndpoint({
    method: 'POST',
    path: `${REPORT}/public-link`,
    summary:
      'Create or rotate the public link of a published report; the only response that carries the token',
    tag: 'reports',
    params: idParams('projectId', 'reportId'),
    body: StatusReportVersionInputSchema,
    response: ReportPublicLinkSchema,
  }),
  revokePublicLink: defineEndpoint({
    method: 'DELETE',
    path: `${REPORT}/public-link`,
    summary: 'Revoke the public link (it answers 404 at once)',
    tag: 'reports',
    params: idParams('projectId', 'reportId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
  latest: defineEndpoint({
    method: 'GET',
    path: '/api/reports/status/latest',
    summary:
      'The latest published status report of every visible project (latest period end, then publish time)',
    tag: 'reports',
    query: LatestStatusQuerySchema,
    response: LatestStatusPageSchema,
  }),
  snapshot: defineEndpoint({
    method: 'GET',
    path: '/api/reports/status/snapshot',
    summary:
      'The portfolio as it stood at the end of a day (workspace time zone): RAG from its history and the last report published by then',
    tag: 'reports',
    query: SnapshotStatusQuerySchema,
    response: SnapshotStatusPageSchema,
  }),
  publicView: defineEndpoint({
    method: 'GET',
    path: PUBLIC_API_PATHS.statusReport,
    summary:
      'Public, no session: the published status report a token opens (404 for an unknown, rotated or revoked token)',
    tag: 'reports',
    params: ReportTokenParamsSchema,
    response: PublicStatusReportSchema,
    public: true,
  }),
} as const;
