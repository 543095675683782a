/**
 * Reads a page needs on its first load, sent by the app's entry (main.tsx)
 * before the route table, the shell's code and the page's code have arrived:
 * on a phone on slow 4G those take seconds, and the loaders would only then
 * ask. Each answer is kept under its exact address (path and query string)
 * and read once, by the first GET of that address (`apiRequest`), which then
 * parses it as its own; later loads ask the server again. Answers nobody
 * read by the time the first page is shown (a page that redirected to the
 * sign-in page or elsewhere) are dropped (`dropEarlyResponses`): a later read
 * of the same address, after signing in, must not get the signed-out answer.
 * This module imports nothing, so the entry stays within the sign-in page's
 * budget.
 */

const sent = new Map<string, Promise<Response>>();

/** Sends `GET path` now (same headers and cookie as `apiRequest`); its answer waits for `takeEarlyResponse`. */
export function sendEarly(path: string): Promise<Response> {
  const response = fetch(path, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  // A network failure is the first load's to report (as its own request's would be).
  response.catch(() => undefined);
  sent.set(path, response);
  return response;
}

/** The early answer for `path`, once: later calls (and paths never sent) get undefined. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const response = sent.get(path);
  sent.delete(path);
  return response;
}

/** Forgets every answer not read yet (the first page is shown: its loads have read theirs). */
export function dropEarlyResponses(): void {
  sent.clear();
}
