import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, written once: the API validates requests with it and
 * registers it in the OpenAPI document; the app's client builds the request
 * and parses the response with the same descriptor.
 *
 * `path` is the full path with OpenAPI-style parameters,
 * e.g. `/api/projects/{projectId}`.
 */
/**
 * The areas of the API. An endpoint's `tag` names one of them; the OpenAPI
 * document declares each with this description.
 */
export const API_TAGS = {
  general: 'Health and reference data',
  docs: "This API's own description: the OpenAPI document and its documentation page",
  auth: 'Sign-in, sign-out, invitations and password resets',
  users: 'The signed-in user and their saved settings',
  profile: "The signed-in user's own profile, theme and password",
  search: 'Quick search across projects and quotes',
  projects: 'Projects: browser, dashboard, settings, RAG status and members',
  'custom fields': 'Workspace-defined project fields',
  discussion: 'Project discussion threads and comments',
  notifications: "The signed-in user's in-app notifications",
  quotes: 'Quotes and their reference data',
  administration: 'User management: users, invitations, access',
  roles: 'Global roles and their permission flags',
  teams: 'Teams, their leads and members',
  salaries: 'Salary groups, employee records and hourly costs',
  audit: 'The audit log of administrative changes',
  tasks: 'Project tasks: lists, board, comments, todos, history and assignees',
  timesheet: 'Time entries, timesheet tasks, locks and weekly approval',
  milestones: 'Project milestones, their financial amounts and linked tasks',
  'time and material':
    'Time and material contracts, their resources and the public stakeholder view',
  scope: 'Project scope: baseline items, change requests and their decisions',
  risks: 'Risks and issues: the project register, the portfolio views and subscriptions',
  lessons: 'Lessons learned: per project and the library across projects',
  reports: 'Status reports: drafts, published snapshots, public links, latest and as-at views',
  contacts: 'Contacts: the global address book and the contacts linked to projects',
  workload: 'Workload: capacity against allocated work per person, and the workspace holidays',
  finances: 'Finances: project financials, the portfolio forecast and history, exchange rates',
  invoices: 'Invoices: drafts from time and milestones, numbering, payments and credit notes',
  'api tokens': 'Personal API tokens: bearer access to the API as their user, within their scopes',
  billing:
    "Billing: the workspace's legal name, address, tax id, bank details and invoice defaults",
  calendar: "The signed-in user's private calendar feed and the iCalendar document it serves",
  webhooks: 'Webhooks: signed deliveries of the workspace events to outside URLs, and their log',
  imports:
    'Imports: projects, tasks, time entries and contacts from CSV, XLSX or a Redmine server, with a dry run, a report and a rollback',
} as const satisfies Record<string, string>;
export type ApiTag = keyof typeof API_TAGS;

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  /** One of `API_TAGS` (the OpenAPI document declares only those). */
  tag: string;
  /**
   * The OpenAPI `operationId`. Leave it out: the document derives a stable one
   * from the descriptor's place in `@keel/types` (`projectsEndpoints.update` ->
   * `projects_update`); set it only to keep an id when renaming a key.
   */
  operationId?: string;
  /** Longer OpenAPI description, shown before the permission the route requires. */
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * A `multipart/form-data` upload instead of a JSON body: the name of the
   * field holding the one file (documented as such in OpenAPI).
   */
  fileField?: string;
  response: R;
  /** Status of a successful response; 200 unless stated. */
  status?: number;
  /** True for routes reachable without a session (login, signup, health...). */
  public?: boolean;
  /**
   * True for routes an API token may not call (403 with a bearer token): the
   * token routes themselves, so a leaked token cannot mint or keep others,
   * sign-in and sign-up, the password change and the calendar feed's address.
   */
  sessionOnly?: boolean;
  /**
   * True for a POST that only reads (a query whose filters travel in the
   * body): an API token with the `read` scope may call it, as it may a GET.
   */
  readsOnly?: boolean;
}

export function defineEndpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return endpoint;
}

/** Request and response types of an endpoint, inferred from its schemas. */
export type EndpointParams<E> =
  E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type EndpointQuery<E> =
  E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type EndpointBody<E> =
  E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type EndpointResponse<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Fills `{name}` placeholders of a descriptor path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
