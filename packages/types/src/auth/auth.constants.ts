/** Name of the session cookie (HttpOnly, SameSite=Lax, Secure over HTTPS). */
export const SESSION_COOKIE_NAME = 'keel_session';

/** Sign-in limits: failed attempts per account and per address within the window -> 429 with Retry-After. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_FAILURES_PER_ADDRESS = 50;
