import { z } from 'zod';
import {
  DateStringSchema,
  IdListQuerySchema,
  IdSchema,
  PageQuerySchema,
  pageOf,
  RecordNameSchema,
  SearchTextSchema,
  sortQuery,
  VersionSchema,
} from '../common/common.schemas';
import { EmailSchema, PasswordSchema } from '../auth/auth.schemas';
import { TeamRefSchema, userIdentityFields } from '../users/users.schemas';

/** A colour as `#rrggbb`. */
export const ColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour as #rrggbb');
export const InitialsSchema = z
  .string()
  .trim()
  .min(1, 'Initials are required')
  .max(4, 'Initials are at most 4 characters');

export const USER_STATUSES = ['invited', 'active', 'disabled'] as const;
export const UserStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatusSchema>;

/** Which users a list shows: everyone, internal staff, or external stakeholders. */
export const USER_KINDS = ['all', 'standard', 'stakeholder'] as const;
export const UserKindSchema = z.enum(USER_KINDS);
export type UserKind = z.infer<typeof UserKindSchema>;

export const RoleRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type RoleRef = z.infer<typeof RoleRefSchema>;

/** A user as the user-management pages see them. */
export const AdminUserSchema = z.object({
  ...userIdentityFields,
  status: UserStatusSchema,
  roles: z.array(RoleRefSchema),
  teams: z.array(TeamRefSchema),
  /** The latest sign-in (ISO instant), null when never signed in. */
  lastSignInAt: z.string().nullable(),
  /** The open invitation of an invited user, null when none is usable. */
  invitation: z.object({ expiresAt: z.string(), createdAt: z.string() }).nullable(),
  version: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const ADMIN_USER_SORTS = ['name', 'email', 'status', 'lastSignInAt'] as const;

export const AdminUserListQuerySchema = PageQuerySchema.extend({
  kind: UserKindSchema.default('all').describe('All users, internal staff, or stakeholders'),
  /** Matches name or email (case-insensitive, infix). */
  search: SearchTextSchema.describe('Matches name or email (case-insensitive, infix)'),
  status: z
    .preprocess(
      (value) => (value === undefined || value === '' ? undefined : String(value).split(',')),
      z.array(UserStatusSchema).optional(),
    )
    .describe('Statuses to show, comma-separated (invited, active, disabled)'),
  roleIds: IdListQuerySchema.describe('Only holders of one of these roles (comma-separated ids)'),
  teamIds: IdListQuerySchema.describe('Only members of one of these teams (comma-separated ids)'),
  /** Last sign-in on or after this date (UTC). */
  lastSignInFrom: DateStringSchema.optional().describe('Last sign-in on or after this date (UTC)'),
  /** Last sign-in on or before this date (UTC). */
  lastSignInTo: DateStringSchema.optional().describe('Last sign-in on or before this date (UTC)'),
  /** `true`: only users who never signed in. */
  neverSignedIn: z
    .enum(['true', 'false'])
    .optional()
    .describe('`true`: only users who never signed in'),
  ...sortQuery(ADMIN_USER_SORTS, 'name'),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;
export const AdminUserPageSchema = pageOf(AdminUserSchema);

export const InvitationCreateInputSchema = z.object({
  email: EmailSchema,
  name: RecordNameSchema.optional(),
  roleIds: z.array(IdSchema).max(50).default([]),
  external: z.boolean().default(false),
  /** Projects an external user joins as Stakeholder (ignored for internal users). */
  projectIds: z.array(IdSchema).max(200).default([]),
});
export type InvitationCreateInput = z.input<typeof InvitationCreateInputSchema>;

/** A link handed to an administrator to copy (invitation or password reset). */
export const IssuedLinkSchema = z.object({
  userId: z.number().int(),
  /** Absolute when PUBLIC_URL is configured, else relative to the app's origin. */
  url: z.string(),
  expiresAt: z.string(),
  /** True when the link was also sent by e-mail (SMTP configured). */
  emailSent: z.boolean(),
});
export type IssuedLink = z.infer<typeof IssuedLinkSchema>;

/**
 * How a person looks to others, as an update sends it: the user's own profile
 * and an administrator's edit of the user.
 */
export const personLookUpdateFields = {
  version: VersionSchema,
  name: RecordNameSchema,
  initials: InitialsSchema,
  color: ColorSchema,
};

export const AdminUserUpdateInputSchema = z.object({
  ...personLookUpdateFields,
  roleIds: z.array(IdSchema).max(50),
  teamIds: z.array(IdSchema).max(200),
});
export type AdminUserUpdateInput = z.infer<typeof AdminUserUpdateInputSchema>;

export const PasswordResetInputSchema = z.object({
  token: z.string().min(1, 'Reset token is required').max(200),
  password: PasswordSchema,
});
export type PasswordResetInput = z.infer<typeof PasswordResetInputSchema>;

export const PasswordResetTokenParamsSchema = z.object({
  token: z.string().min(1).max(200).describe('The password reset token from the link'),
});
export const PasswordResetCheckSchema = z.object({ email: z.string(), expiresAt: z.string() });
