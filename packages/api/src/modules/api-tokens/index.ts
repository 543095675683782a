/**
 * The api-tokens module's front door: personal API tokens (README.md here).
 * Other modules only end a user's tokens (a disabled account); the bearer
 * middleware is mounted by `app.ts`.
 */
export { revokeUserTokens } from './api-tokens.service';
