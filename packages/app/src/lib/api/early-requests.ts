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

interface EarlyRequest {
  response: Promise<Response>;
  abort: AbortController;
}

const sent = new Map<string, EarlyRequest>();
/** Addresses a load asked for itself before any early request for them was sent. */
const askedFirst = new Set<string>();
let dropped = false;

const refused = (path: string, why: string) => {
  const refusal = Promise.reject(new Error(`${path}: ${why}`));
  refusal.catch(() => undefined); // nobody need wait for it: not an unhandled rejection
  return refusal;
};

/**
 * Sends `GET path` now (same headers and cookie as `apiRequest`); its answer waits for
 * `takeEarlyResponse`. Nothing is sent once a load has asked for `path` itself (the week's
 * status is sent when the early current user answers, which may come after its loader
 * asked), nor once the first page shows: that answer would never be read, and a fetch whose
 * body nobody reads stays open in Chromium (the day view's e2e waited for the network to go
 * idle behind one until it timed out), and, kept, would be read stale after a write.
 */
export function sendEarly(path: string): Promise<Response> {
  if (dropped) return refused(path, 'the first page has shown');
  if (askedFirst.has(path)) return refused(path, 'already asked for by its load');
  const abort = new AbortController();
  const response = fetch(path, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal: abort.signal,
  });
  // A network failure is the first load's to report (as its own request's would be).
  response.catch(() => undefined);
  sent.set(path, { response, abort });
  return response;
}

/** The early answer for `path`, once: later calls (and paths never sent) get undefined. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const early = sent.get(path);
  sent.delete(path);
  if (!early && !dropped) askedFirst.add(path);
  return early?.response;
}

/**
 * Ends every early request not read yet (the first page is shown: its loads have read
 * theirs; any other, e.g. a page that redirected to the sign-in page, is stale): each is
 * aborted, so its connection closes instead of holding an unread answer.
 */
export function dropEarlyResponses(): void {
  dropped = true;
  for (const { abort } of sent.values()) abort.abort();
  sent.clear();
  askedFirst.clear();
}

/** Back to before the first page (tests: each starts as a new entry). */
export function resetEarlyResponses(): void {
  dropped = false;
  sent.clear();
  askedFirst.clear();
}
