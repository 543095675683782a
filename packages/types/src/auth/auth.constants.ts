/** Name of the session cookie over plain HTTP (HttpOnly, SameSite=Lax). */
export const SESSION_COOKIE_NAME = 'keel_session';
/**
 * The session cookie's name over HTTPS: the `__Host-` prefix makes the browser
 * refuse it unless it is Secure, has Path=/ and no Domain (no subdomain or
 * plain-HTTP page can plant or overwrite it).
 */
export const SECURE_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;

/**
 * Sign-in limits (packages/api/README.md § Auth). Each attempt is counted
 * before the password is checked; only failures stay counted.
 *
 * - Per account from one address: 5 in 15 minutes, then 429 with Retry-After.
 * - Per address across accounts: 50 in 15 minutes, then 429.
 * - Per account across addresses: no lockout, a slowdown. From the 11th
 *   failure of an account within an hour, each attempt from an address that
 *   has itself failed on the account in that hour waits for 1 s after the
 *   account's latest failure, doubling with each further failure (1, 2, 4,
 *   8, 16 s) up to 30 s: earlier is a 429 whose Retry-After is at most 30 s.
 *   An address with no failure on the account (the owner's, as a rule) is
 *   checked at once, so a handful of addresses guessing never shut the owner
 *   out.
 */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Per account from one address, within LOGIN_FAILURE_WINDOW_MS. */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Per address across all accounts, within LOGIN_FAILURE_WINDOW_MS. */
export const LOGIN_FAILURES_PER_ADDRESS = 50;
/** The window of an account's failures across addresses (the slowdown). */
export const LOGIN_ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
/** Failures of an account within LOGIN_ACCOUNT_WINDOW_MS before its attempts are slowed. */
export const LOGIN_ACCOUNT_SLOWDOWN_AFTER = 10;
/** The wait after the account's latest failure once slowed; it doubles with each further failure. */
export const LOGIN_ACCOUNT_DELAY_BASE_MS = 1000;
/** The longest wait (and so the longest Retry-After) the slowdown imposes. */
export const LOGIN_ACCOUNT_DELAY_MAX_MS = 30 * 1000;
