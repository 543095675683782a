import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { RecordNameSchema } from '../common/common.schemas';

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .email('Enter a valid email address')
  .max(254);
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters');

export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const SignupInputSchema = z.object({
  email: EmailSchema,
  token: z.string().min(1, 'Invitation token is required').max(200),
  name: RecordNameSchema,
  password: PasswordSchema,
});
export type SignupInput = z.infer<typeof SignupInputSchema>;

export const InvitationTokenParamsSchema = z.object({
  token: z.string().min(1).max(200).describe('The invitation token from the link'),
});

/** What `GET /api/auth/invitations/{token}` says of a valid invitation. */
export const InvitationCheckSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  external: z.boolean(),
  expiresAt: z.string(),
});
export type InvitationCheck = z.infer<typeof InvitationCheckSchema>;
