import { z } from 'zod';
import {
  DateStringSchema,
  IdSchema,
  PageQuerySchema,
  pageOf,
  SearchTextSchema,
  SortDirectionSchema,
} from '../common/common.schemas';
import { UserRefSchema } from '../users/users.schemas';

export const AUDIT_ENTITY_TYPES = [
  'user',
  'invitation',
  'role',
  'team',
  'salaryGroup',
  'employee',
  'timesheetLock',
  'timesheetTask',
  'timesheetExportTemplate',
  'apiToken',
] as const;
export const AuditEntityTypeSchema = z.enum(AUDIT_ENTITY_TYPES);
export type AuditEntityType = z.infer<typeof AuditEntityTypeSchema>;

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'invite',
  'resendInvitation',
  'revokeInvitation',
  'disable',
  'enable',
  'issuePasswordReset',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

/** One administrative change: who, when, what, before -> after. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: UserRefSchema.nullable(),
  entityType: AuditEntityTypeSchema,
  entityId: z.number().int().nullable(),
  /** A readable name of the record (user email, role name...) at the time. */
  entityLabel: z.string(),
  action: AuditActionSchema,
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListQuerySchema = PageQuerySchema.extend({
  /** Matches the record's label (email, role, team or group name). */
  search: SearchTextSchema.describe("Matches the record's label (email, role, team or group name)"),
  entityType: AuditEntityTypeSchema.optional().describe('Only changes of this kind of record'),
  entityId: IdSchema.optional().describe('Only changes of this record (with entityType)'),
  action: AuditActionSchema.optional().describe('Only this action'),
  actorId: IdSchema.optional().describe('Only changes made by this user'),
  /** On or after this date (UTC). */
  from: DateStringSchema.optional().describe('On or after this date (UTC)'),
  /** On or before this date (UTC). */
  to: DateStringSchema.optional().describe('On or before this date (UTC)'),
  direction: SortDirectionSchema.default('desc').describe('Order by time; newest first by default'),
});
export const AuditPageSchema = pageOf(AuditEntrySchema);
