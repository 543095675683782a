/*
 * Constants the public pages read, in a module of their own (no zod, and
 * nothing the app's entry loads): a module the sign-in page's entry holds
 * (constants.ts) stays as small as it was (its JavaScript budget, issue 29).
 */

/**
 * The API paths the public pages read (descriptor paths, `{name}` placeholders):
 * the endpoints' own `path` (`timeMaterialEndpoints.publicView`,
 * `.publicResourceTimesheet`, `reportsEndpoints.publicView`) comes from here,
 * and the public entry calls them by path alone, without the endpoints'
 * schemas, so that a client's phone does not load zod (issue 29).
 */
export const PUBLIC_API_PATHS = {
  timeMaterial: '/api/public/projects/{projectId}/time-material',
  resourceTimesheet:
    '/api/public/projects/{projectId}/time-material/resources/{resourceId}/timesheet',
  statusReport: '/api/public/reports/{reportToken}',
} as const;

/** The dimensions of a project's RAG (not with their schemas: the public report viewer loads no zod). */
export const RAG_DIMENSIONS = ['overall', 'schedule', 'budget', 'scope'] as const;
