/** Name of the session cookie over plain HTTP (HttpOnly, SameSite=Lax). */
export const SESSION_COOKIE_NAME = 'keel_session';
/**
 * The session cookie's name over HTTPS: the `__Host-` prefix makes the browser
 * refuse it unless it is Secure, has Path=/ and no Domain (no subdomain or
 * plain-HTTP page can plant or overwrite it).
 */
export const SECURE_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;

/** Sign-in limits: failed attempts per account and per address within the window -> 429 with Retry-After. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_ADDRESS = 50;
