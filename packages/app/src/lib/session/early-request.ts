import { sendEarly, takeEarlyResponse } from '../api/early-requests';

/**
 * The current user's request, sent by the app's entry (main.tsx) as it starts
 * on a page inside the shell, before the route table and the shell's code
 * have arrived: on a phone on slow 4G they take seconds, and the shell's
 * loader would only then ask who is signed in. The first load of
 * `currentUserQueryOptions` reads this answer instead of asking again
 * (`apiRequest` takes it, `lib/api/early-requests.ts`). Apart from
 * `current-user.queries.ts`, which pulls in the API contract (zod): the
 * entry stays within the sign-in page's budget.
 */

/** `usersEndpoints.current.path` (a test holds them equal). */
export const CURRENT_USER_PATH = '/api/users/current';

/** Sends `GET /api/users/current` now; its answer waits for the first load (or `takeEarlyCurrentUserResponse`). */
export function sendCurrentUserRequestEarly(): Promise<Response> {
  return sendEarly(CURRENT_USER_PATH);
}

/** The early request's answer, once: later loads ask the server again. */
export function takeEarlyCurrentUserResponse(): Promise<Response> | undefined {
  return takeEarlyResponse(CURRENT_USER_PATH);
}
