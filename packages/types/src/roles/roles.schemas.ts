import { z } from 'zod';
import { namedListQuery, pageOf, VersionSchema } from '../common/common.schemas';
import { GLOBAL_PERMISSION_FLAGS } from '../permissions/permissions';

export const GlobalPermissionFlagSchema = z.enum(GLOBAL_PERMISSION_FLAGS);

export const RoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Built-in roles cannot be deleted or renamed; Administrator always holds every flag. */
  builtIn: z.boolean(),
  flags: z.array(GlobalPermissionFlagSchema),
  /** Users holding the role (any status but deleted). */
  userCount: z.number().int(),
  version: z.number().int(),
});
export type Role = z.infer<typeof RoleSchema>;

export const RoleListQuerySchema = namedListQuery(['name', 'userCount']);
export const RolePageSchema = pageOf(RoleSchema);

/** Flags are deduplicated and kept in the canonical order. */
const FlagListSchema = z
  .array(GlobalPermissionFlagSchema)
  .max(GLOBAL_PERMISSION_FLAGS.length * 2)
  .transform((flags) => GLOBAL_PERMISSION_FLAGS.filter((flag) => flags.includes(flag)));

export const RoleCreateInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  flags: FlagListSchema,
});
export type RoleCreateInput = z.input<typeof RoleCreateInputSchema>;
export const RoleUpdateInputSchema = RoleCreateInputSchema.extend({ version: VersionSchema });

export const PermissionCatalogueSchema = z.array(
  z.object({
    area: z.string(),
    flags: z.array(z.object({ flag: GlobalPermissionFlagSchema, description: z.string() })),
  }),
);

/** A user's effective flags and which roles grant them. */
export const EffectivePermissionsSchema = z.object({
  userId: z.number().int(),
  flags: z.array(GlobalPermissionFlagSchema),
  roles: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      flags: z.array(GlobalPermissionFlagSchema),
    }),
  ),
});
export type EffectivePermissions = z.infer<typeof EffectivePermissionsSchema>;
