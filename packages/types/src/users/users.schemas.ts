import { z } from 'zod';
import { DEFAULT_CUSTOM_VIEW_GROUP_BY, DEFAULT_CUSTOM_VIEW_NAME } from '../constants';
import { GLOBAL_PERMISSION_FLAGS } from '../permissions/permissions';
import { FilterValueSchema } from '../filters/filters.schemas';

/** Task grouping options (DOMAIN.md § Tasks). */
export const TASK_GROUP_BY = [
  'projectFull',
  'project',
  'assignee',
  'status',
  'domain',
  'dueDate',
  'milestone',
  'none',
] as const;
export const TaskGroupBySchema = z.enum(TASK_GROUP_BY);
export type TaskGroupBy = z.infer<typeof TaskGroupBySchema>;

/** A saved view of the All Tasks page (SPEC §3); only non-default filters are stored. */
export const CustomTaskViewSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1, 'Name is required').max(80).default(DEFAULT_CUSTOM_VIEW_NAME),
  groupBy: TaskGroupBySchema.default(DEFAULT_CUSTOM_VIEW_GROUP_BY),
  showProjectName: z.boolean().default(true),
  filters: z.array(FilterValueSchema).max(50).default([]),
});
export type CustomTaskView = z.infer<typeof CustomTaskViewSchema>;
export type CustomTaskViewInput = z.input<typeof CustomTaskViewSchema>;

/** A saved column layout of the tasks table. */
export const TasksTableCustomViewSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().trim().min(1, 'Name is required').max(80),
  columns: z.array(z.string().min(1).max(64)).max(100),
  sort: z
    .object({ column: z.string().min(1).max(64), direction: z.enum(['asc', 'desc']) })
    .nullable()
    .default(null),
  filters: z.array(FilterValueSchema).max(50).default([]),
});
export type TasksTableCustomView = z.infer<typeof TasksTableCustomViewSchema>;

/** Each list is replaced whole on save (SPEC §7); ids must be unique. */
function uniqueIds<T extends { id: string }>(views: T[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  views.forEach((view, index) => {
    if (seen.has(view.id)) {
      ctx.addIssue({
        code: 'custom',
        message: `Duplicate view id "${view.id}"`,
        path: [index, 'id'],
      });
    }
    seen.add(view.id);
  });
}
export const CustomTaskViewListSchema = z
  .array(CustomTaskViewSchema)
  .max(100)
  .superRefine(uniqueIds);
export const TasksTableCustomViewListSchema = z
  .array(TasksTableCustomViewSchema)
  .max(100)
  .superRefine(uniqueIds);

/**
 * The columns the user chose in the project browser (`/projects/browser`), sent whole on save.
 * Only custom field columns can be chosen today; the object leaves room for more choices.
 * The server drops ids of custom fields that do not exist (any more) and answers with what it
 * stored; a duplicate id is a 400.
 */
export const ProjectsBrowserColumnsSchema = z.object({
  customFieldIds: z
    .array(z.number().int().positive())
    .max(100)
    .superRefine((ids, ctx) => {
      const seen = new Set<number>();
      ids.forEach((id, index) => {
        if (seen.has(id))
          ctx.addIssue({
            code: 'custom',
            message: `Duplicate custom field id ${id}`,
            path: [index],
          });
        seen.add(id);
      });
    }),
});
export type ProjectsBrowserColumns = z.infer<typeof ProjectsBrowserColumnsSchema>;

export const ThemePreferenceSchema = z.enum(['light', 'dark', 'system']);
export type ThemePreference = z.infer<typeof ThemePreferenceSchema>;

export const UserSettingsSchema = z.object({
  tasksPageCustomViews: z.array(CustomTaskViewSchema).default([]),
  tasksTableCustomViews: z.array(TasksTableCustomViewSchema).default([]),
  theme: ThemePreferenceSchema.default('system'),
  projectsBrowserColumns: ProjectsBrowserColumnsSchema.default({ customFieldIds: [] }),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const TeamRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type TeamRef = z.infer<typeof TeamRefSchema>;

export const GlobalPermissionsSchema = z.partialRecord(
  z.enum(GLOBAL_PERMISSION_FLAGS),
  z.literal(true),
);

/** Who a user is, in the signed-in user's own view and in user management. */
export const userIdentityFields = {
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  initials: z.string(),
  color: z.string(),
  external: z.boolean(),
};

/** `GET /api/users/current`. */
export const CurrentUserSchema = z.object({
  ...userIdentityFields,
  globalPermissions: GlobalPermissionsSchema,
  teams: z.array(TeamRefSchema),
  settings: UserSettingsSchema,
  /**
   * True while the demo workspace's published accounts exist: the app shows a
   * "Demo workspace" banner (the server always sends it; optional for fixtures).
   */
  demoWorkspace: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** A user as others see them (avatars, pickers). */
export const UserRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  initials: z.string(),
  color: z.string(),
});
export type UserRef = z.infer<typeof UserRefSchema>;
