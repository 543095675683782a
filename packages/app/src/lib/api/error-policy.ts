import { ApiError, isAbortError } from './api-error';
import { errorMessageOf } from './error-message';

/**
 * How a failed query or mutation is reported, set per call in react-query's
 * `meta.errorPolicy`:
 * - `notify` (default): SPEC §8 — 401 signs out, 403 shows `/unauthorized`,
 *   anything else an error snackbar.
 * - `inline`: the calling component shows the error itself (forms); a 401 or
 *   403 still follows the policy.
 * - `log`: only logged (the current-user load, SPEC §8).
 */
export type ErrorPolicyMode = 'notify' | 'inline' | 'log';

export interface ErrorPolicyDeps {
  /** Path, search and hash of the current location, for the login `redirectUrl`. */
  currentLocation(): string;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Forget the signed-in user and every cached answer. */
  resetSession(): void;
  showError(text: string): void;
  /** Error snackbars wait until the current-user load has settled (SPEC §8). */
  isSessionInitialised(): boolean;
}

export function loginPathFor(redirectUrl: string): string {
  return `/auth/login?redirectUrl=${encodeURIComponent(redirectUrl)}`;
}

/** The one place that turns a failed API call into what the user sees (SPEC §8). */
export function createErrorPolicy(deps: ErrorPolicyDeps) {
  return function handleError(error: unknown, mode: ErrorPolicyMode = 'notify'): void {
    if (isAbortError(error)) return;
    if (mode === 'log') {
      console.error(error);
      return;
    }
    if (error instanceof ApiError && error.status === 401) {
      const current = deps.currentLocation();
      deps.resetSession();
      // Already on a sign-in page: its own form reports the failure.
      if (!current.startsWith('/auth/')) deps.navigate(loginPathFor(current), { replace: true });
      return;
    }
    if (error instanceof ApiError && error.status === 403) {
      deps.navigate('/unauthorized', { replace: true });
      return;
    }
    if (mode === 'inline') return;
    if (!(error instanceof ApiError)) console.error(error);
    if (deps.isSessionInitialised()) deps.showError(errorMessageOf(error));
  };
}
