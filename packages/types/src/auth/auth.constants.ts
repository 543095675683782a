/** Name of the session cookie over plain HTTP (HttpOnly, SameSite=Lax). */
export const SESSION_COOKIE_NAME = 'keel_session';
/**
 * The session cookie's name over HTTPS: the `__Host-` prefix makes the browser
 * refuse it unless it is Secure, has Path=/ and no Domain (no subdomain or
 * plain-HTTP page can plant or overwrite it).
 */
export const SECURE_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;

/**
 * Sign-in limits (packages/api/README.md § Auth): unsuccessful attempts within a
 * sliding window -> 429 with Retry-After. Each attempt is counted before the
 * password is checked. An attacker hammering one account from one address is
 * stopped after 5 tries without locking out the owner signing in from
 * elsewhere; spread over many addresses the account takes 20 an hour; one
 * address takes 50 over all accounts in 15 minutes.
 */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Per account from one address, within LOGIN_FAILURE_WINDOW_MS. */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Per account across all addresses: slower and higher, within LOGIN_ACCOUNT_WINDOW_MS. */
export const LOGIN_FAILURES_PER_ACCOUNT = 20;
export const LOGIN_ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
/** Per address across all accounts, within LOGIN_FAILURE_WINDOW_MS. */
export const LOGIN_FAILURES_PER_ADDRESS = 50;
