import { z } from 'zod';
import { PasswordSchema } from '../auth/auth.schemas';
import { ThemePreferenceSchema } from '../users/users.schemas';
import { personLookUpdateFields } from '../admin/admin.schemas';

/** The signed-in user's own editable profile. */
export const ProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  initials: z.string(),
  color: z.string(),
  theme: ThemePreferenceSchema,
  version: z.number().int(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileUpdateInputSchema = z.object({
  ...personLookUpdateFields,
  theme: ThemePreferenceSchema.optional(),
});
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateInputSchema>;

export const ThemeInputSchema = z.object({ theme: ThemePreferenceSchema });

export const ChangePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(200),
  newPassword: PasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;
