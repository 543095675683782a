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

/** What the sign-in page offers: "Sign in with …" (OpenID Connect) and the password form. */
export const SignInOptionsSchema = z.object({
  /** null: OpenID Connect sign-in is not configured. */
  sso: z.object({ buttonLabel: z.string() }).nullable(),
  /** false (`PASSWORD_LOGIN=0`): only the break-glass administrator signs in with a password. */
  passwordLogin: z.boolean(),
});
export type SignInOptions = z.infer<typeof SignInOptionsSchema>;

/**
 * Why an OpenID Connect sign-in was refused: the API redirects to
 * `/auth/sso-error?reason=<reason>`, whose page says what happened and what to do.
 */
export const SSO_ERROR_REASONS = [
  /** The sign-in was not started here, was already used, or took too long (state/cookie). */
  'state',
  /** The provider refused or failed (an error answer, a used or expired code, a bad token). */
  'provider',
  /** The provider did not vouch for the e-mail (`email_verified` not true, or no e-mail). */
  'email_unverified',
  /** No Keel user has this e-mail and automatic creation is off. */
  'no_account',
  /** The Keel user is disabled. */
  'disabled',
  /** Single sign-on is not set up (or its default role does not exist). */
  'not_configured',
  /** Something failed on Keel's side (logged). */
  'failed',
] as const;
export type SsoErrorReason = (typeof SSO_ERROR_REASONS)[number];

export const OidcStartQuerySchema = z.object({
  returnTo: z
    .string()
    .max(2000)
    .optional()
    .describe('Where to go after signing in: a path of this site (anything else means the start)'),
});

const callbackPart = (what: string) => z.string().max(4000).optional().describe(what);
/** The provider's redirect back (RFC 6749 § 4.1.2, RFC 9207 `iss`). */
export const OidcCallbackQuerySchema = z.object({
  code: callbackPart('The authorization code'),
  state: callbackPart('The state sent with the authorization request'),
  iss: callbackPart("The provider's issuer identifier (RFC 9207)"),
  session_state: callbackPart('OpenID Connect session management state (ignored)'),
  error: callbackPart('The error code when the provider refused'),
  error_description: callbackPart("The provider's description of its error"),
  error_uri: callbackPart("A page about the provider's error"),
});
