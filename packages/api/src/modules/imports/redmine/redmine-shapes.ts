import { z } from 'zod';

/**
 * The parts of Redmine's REST API answers the import reads (Redmine's
 * "Rest API" wiki pages: Projects, Memberships, Users, Trackers,
 * IssueStatuses, Enumerations, Issues, TimeEntries). Keys not named here are
 * ignored; a named key of the wrong type makes the answer "not Redmine's"
 * (a 400 naming `url`).
 */

const RefSchema = z.object({ id: z.number().int(), name: z.string().optional() });
export type RedmineRef = z.infer<typeof RefSchema>;

/** The paging keys of a collection (absent on the small lists: trackers, statuses). */
export const PagingSchema = z.object({
  total_count: z.number().int().nonnegative().optional(),
  offset: z.number().int().nonnegative().optional(),
  limit: z.number().int().nonnegative().optional(),
});

export const RedmineProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  identifier: z.string(),
  description: z.string().nullish(),
  /** 1 active, 5 closed, 9 archived, 10 scheduled for deletion. */
  status: z.number().int().nullish(),
  parent: RefSchema.nullish(),
  created_on: z.string().nullish(),
  /** Not in Redmine itself; some plugins add them. */
  start_date: z.string().nullish(),
  due_date: z.string().nullish(),
});
export type RedmineProject = z.infer<typeof RedmineProjectSchema>;

export const RedmineMembershipSchema = z.object({
  id: z.number().int(),
  project: RefSchema,
  /** A user's membership; a group's has `group` instead (its users have memberships of their own). */
  user: RefSchema.nullish(),
  group: RefSchema.nullish(),
  roles: z.array(
    z.object({ id: z.number().int(), name: z.string(), inherited: z.boolean().nullish() }),
  ),
});
export type RedmineMembership = z.infer<typeof RedmineMembershipSchema>;

export const RedmineUserSchema = z.object({
  id: z.number().int(),
  login: z.string().nullish(),
  firstname: z.string().nullish(),
  lastname: z.string().nullish(),
  /** Present for an administrator's key, or when the user does not hide it. */
  mail: z.string().nullish(),
});
export type RedmineUser = z.infer<typeof RedmineUserSchema>;

export const RedmineTrackerSchema = z.object({ id: z.number().int(), name: z.string() });
export type RedmineTracker = z.infer<typeof RedmineTrackerSchema>;

export const RedmineStatusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_closed: z.boolean().nullish(),
});
export type RedmineStatus = z.infer<typeof RedmineStatusSchema>;

export const RedmineActivitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_default: z.boolean().nullish(),
  active: z.boolean().nullish(),
});
export type RedmineActivity = z.infer<typeof RedmineActivitySchema>;

export const RedmineJournalSchema = z.object({
  id: z.number().int(),
  user: RefSchema.nullish(),
  notes: z.string().nullish(),
  created_on: z.string(),
  private_notes: z.boolean().nullish(),
});
export type RedmineJournal = z.infer<typeof RedmineJournalSchema>;

export const RedmineIssueSchema = z.object({
  id: z.number().int(),
  project: RefSchema,
  tracker: RefSchema.nullish(),
  status: RefSchema.extend({ is_closed: z.boolean().nullish() }).nullish(),
  priority: RefSchema.nullish(),
  author: RefSchema.nullish(),
  /** A user, or a group when groups may be assigned. */
  assigned_to: RefSchema.nullish(),
  parent: z.object({ id: z.number().int() }).nullish(),
  subject: z.string(),
  description: z.string().nullish(),
  start_date: z.string().nullish(),
  due_date: z.string().nullish(),
  done_ratio: z.number().nullish(),
  estimated_hours: z.number().nullish(),
  created_on: z.string().nullish(),
  updated_on: z.string().nullish(),
  /** Only in the answer of `/issues/{id}.json?include=journals`. */
  journals: z.array(RedmineJournalSchema).optional(),
});
export type RedmineIssue = z.infer<typeof RedmineIssueSchema>;

export const RedmineTimeEntrySchema = z.object({
  id: z.number().int(),
  project: RefSchema,
  issue: z.object({ id: z.number().int() }).nullish(),
  user: RefSchema,
  activity: RefSchema.nullish(),
  hours: z.number(),
  comments: z.string().nullish(),
  spent_on: z.string(),
});
export type RedmineTimeEntry = z.infer<typeof RedmineTimeEntrySchema>;

/** Everything one import reads of a server, handed to the converter. */
export interface RedmineData {
  projects: RedmineProject[];
  memberships: RedmineMembership[];
  /** Every user the data names, by Redmine id (`mail` null when the key may not see it). */
  users: Map<number, { id: number; name: string; mail: string | null }>;
  trackers: RedmineTracker[];
  statuses: RedmineStatus[];
  activities: RedmineActivity[];
  /** Issues with `journals` when the issue was ever updated (an untouched issue has none). */
  issues: RedmineIssue[];
  timeEntries: RedmineTimeEntry[];
}
