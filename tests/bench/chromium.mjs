// Chromium as the bench's browser parts drive it (run.mjs's board and task
// list, timeline-browser.mjs's Gantt): how it is launched, and the renderer
// main thread's CPU time read from a trace.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * CPU time of the renderer's main thread (trace `RunTask` thread durations,
 * prorated at the edges) from the board query's `ResourceFinish` to the
 * `board-frame` time stamp (or between two other time stamps): the figure a
 * busy machine does not inflate.
 */
export function mainThreadCpu(
  trace,
  fromStamp = null,
  toStamp = 'board-frame',
  requestUrl = /\/api\/tasks\/query$/,
) {
  const events = trace.traceEvents ?? trace;
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const requests = new Set(
    events
      .filter((e) => e.name === 'ResourceSendRequest' && requestUrl.test(e.args?.data?.url ?? ''))
      .map((e) => e.args.data.requestId),
  );
  const stamp = (name) =>
    events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === name)?.ts;
  const to = stamp(toStamp);
  // The data that the frame shows: the last such response before it (a list may already
  // ask for its next page by then).
  const from =
    fromStamp === null
      ? Math.max(
          ...events
            .filter(
              (e) =>
                e.name === 'ResourceFinish' &&
                requests.has(e.args?.data?.requestId) &&
                (to === undefined || e.ts < to),
            )
            .map((e) => e.ts),
        )
      : (stamp(fromStamp) ?? Number.NaN);
  if (!Number.isFinite(from) || to === undefined) return Number.NaN;
  let cpu = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !main.has(`${e.pid}:${e.tid}`)) continue;
    const overlap = Math.min(e.ts + e.dur, to) - Math.max(e.ts, from);
    if (overlap > 0) cpu += (e.tdur ?? 0) * (overlap / (e.dur || 1));
  }
  return cpu / 1000;
}
