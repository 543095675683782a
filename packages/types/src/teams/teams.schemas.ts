import { z } from 'zod';
import {
  IdSchema,
  namedListQuery,
  pageOf,
  RecordNameSchema,
  VersionSchema,
} from '../common/common.schemas';
import { UserRefSchema } from '../users/users.schemas';

export const TeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lead: UserRefSchema.nullable(),
  members: z.array(UserRefSchema),
  version: z.number().int(),
});
export type Team = z.infer<typeof TeamSchema>;

export const TeamListQuerySchema = namedListQuery(['name', 'memberCount']);
export const TeamPageSchema = pageOf(TeamSchema);

/** The lead, when set, is always a member too (added when missing). */
export const TeamCreateInputSchema = z.object({
  name: RecordNameSchema,
  leadId: IdSchema.nullable().default(null),
  memberIds: z.array(IdSchema).max(1000).default([]),
});
export type TeamCreateInput = z.input<typeof TeamCreateInputSchema>;
export const TeamUpdateInputSchema = TeamCreateInputSchema.extend({ version: VersionSchema });
