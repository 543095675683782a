// The timeline part's browser figures (issue 31), SQLite only as the board's:
// BT-00001's Gantt (`/projects/{id}/timeline`, 2,000 tasks and 3,000
// dependencies) opened as the admin in Chromium.
// - First render: TIMELINE_RUNS visits after one warm-up visit (the
//   JavaScript chunks then come from the HTTP cache). The rows are
//   virtualised (only those on screen are in the DOM): a MutationObserver
//   notes the commit that puts the first bars in the chart, and the next
//   animation frame is the first paint that can show them. Budgeted
//   (timeline.firstRenderMs): from the timeline request's response end (the
//   data has arrived: Resource Timing `responseEnd`) to that frame, i.e.
//   parsing, the tree, the scale and the first screenful of rows and arrows.
//   Printed too: the main thread's CPU time in that span (Chromium trace) and
//   the whole visit from navigation start.
// - Dragging a bar: a bar in view pressed, DRAG_MOVES pointer moves over
//   about DRAG_MS (out DRAG_STEP_PX a move, then back), released where it was
//   pressed. Released there on purpose: a drag of 0 days saves nothing, so the
//   plan stays as generated for every later figure and every run; the save's
//   cost is the reschedule figure's, and what this one measures is the frames
//   while the bar follows the pointer. A frame is from one animation frame
//   (a requestAnimationFrame callback's time stamp in the trace) to the next;
//   its duration is the renderer main thread's busy time in it (the page's
//   work: input, React, style, layout, paint, commit; at most 16.7 ms a frame
//   keeps 60 fps), budgeted (timeline.dragP95FrameMs) at the 95th percentile
//   of the frames from the press to the release. Not the intervals between
//   frames: on this shared 2-core machine their p95 is 19 ms for an empty
//   page, and headless Chromium's rAF time stamps stay 16.7 ms apart even
//   when the main thread runs them 40 ms apart (its begin frames queue up).
//   Printed too: the CPU time of a frame (what a busy machine does not
//   inflate) and the intervals (for information).
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, mainThreadCpu } from './chromium.mjs';
import { BUDGETS, fail, recordFigure, verdict } from './measure.mjs';

export const FIRST_RENDER_FIGURE = 'timeline first render';
export const DRAG_FIGURE = 'timeline drag p95 frame';
const TIMELINE_RUNS = 5;
const DRAG_MOVES = 30;
const DRAG_MS = 500;
const DRAG_STEP_PX = 6;
const TRACE = { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] };
const TIMELINE_REQUEST = /\/api\/projects\/\d+\/timeline(\?|$)/;

/** Percentile (nearest rank) of a list of numbers, p in 0..100. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const pause = (ms) => new Promise((done) => setTimeout(done, ms));
const load = () => `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;

export async function measureTimelineBrowser(base, projectId, tasks) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const login = await context.request.post(`${base}/api/auth/login`, {
      data: { email: 'admin@example.com', password: 'demo-password' },
    });
    if (!login.ok()) throw new Error(`timeline: signing in answered ${login.status()}`);
    await context.addInitScript(() => {
      const timing = {};
      window.__timelineTiming = timing;
      const bars = () => document.querySelectorAll('[aria-label="Gantt chart"] [data-task-bar]');
      const observer = new MutationObserver(() => {
        if (timing.inDom !== undefined || bars().length === 0) return;
        timing.inDom = performance.now();
        timing.bars = bars().length;
        observer.disconnect();
        requestAnimationFrame(() => {
          timing.frame = performance.now();
          // The same moment in the Chromium trace (main-thread CPU time below).
          console.timeStamp('timeline-frame');
        });
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const saves = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/tasks/')) saves.push(request);
    });
    const visit = async (traced) => {
      if (traced) await browser.startTracing(page, TRACE);
      await page.goto(`${base}/projects/${projectId}/timeline`);
      await page.waitForFunction(() => window.__timelineTiming?.frame !== undefined, null, {
        timeout: 30_000,
      });
      const figures = await page.evaluate((pattern) => {
        const timing = window.__timelineTiming;
        const request = performance
          .getEntriesByType('resource')
          .filter((e) => new RegExp(pattern).test(e.name))
          .at(-1);
        const chart = document.querySelector('[aria-label="Gantt chart"]');
        return {
          dataToFrame: timing.frame - (request?.responseEnd ?? Number.NaN),
          navigationToFrame: timing.frame,
          bars: timing.bars,
          // The virtualiser sizes the chart for every row (32 px each, the milestones' row and the
          // header besides): the rows the chart has room for.
          rows: chart ? Math.round(chart.scrollHeight / 32) - 2 : 0,
        };
      }, TIMELINE_REQUEST.source);
      if (traced)
        figures.cpu = mainThreadCpu(
          JSON.parse((await browser.stopTracing()).toString()),
          null,
          'timeline-frame',
          TIMELINE_REQUEST,
        );
      return figures;
    };
    const warm = await visit(false);
    if (warm.rows !== tasks)
      fail(`${FIRST_RENDER_FIGURE}: the chart has rows for ${warm.rows} of ${tasks} tasks`);
    const runs = [];
    for (let i = 0; i < TIMELINE_RUNS; i += 1) runs.push(await visit(true));
    const median = (key) =>
      percentile(
        runs.map((r) => r[key]),
        50,
      );
    const render = median('dataToFrame');
    const renderBudget = BUDGETS.timeline?.firstRenderMs;
    console.log(
      `${FIRST_RENDER_FIGURE.padEnd(34)} ${render.toFixed(0).padStart(6)} ms median, ` +
        `${Math.max(...runs.map((r) => r.dataToFrame)).toFixed(0)} ms worst of ${TIMELINE_RUNS} (data arrived -> ${warm.bars} bars in view of ${warm.rows} rows, in a frame)   ` +
        verdict(FIRST_RENDER_FIGURE, render, renderBudget, 'ms'),
    );
    console.log(
      `${''.padEnd(34)} ${median('cpu').toFixed(0).padStart(6)} ms median main-thread CPU time in the same span (${load()})`,
    );
    recordFigure(
      FIRST_RENDER_FIGURE,
      `median ${render.toFixed(0)} ms, ${median('cpu').toFixed(0)} ms CPU (visit ${median('navigationToFrame').toFixed(0)} ms)`,
    );
    console.log(
      `${''.padEnd(34)} ${median('navigationToFrame').toFixed(0).padStart(6)} ms median from navigation start ` +
        `(JS from the HTTP cache, session check, project, permissions, the timeline and its baselines)`,
    );
    await measureDrag(browser, page, saves);
    await context.close();
  } finally {
    await browser.close();
  }
}

/**
 * The frames of a trace between two time stamps, each from one `frameStamp`
 * (written by a requestAnimationFrame callback: one a frame) to the next,
 * from the last before `from` to the first after `to`: for each, the renderer
 * main thread's busy time (its tasks' wall time, prorated at the edges: the
 * frame's duration on the main thread) and CPU time (what the page's work
 * costs, whatever else loads the machine), and the interval itself.
 */
export function framesOf(trace, frameStamp, from, to) {
  const events = trace.traceEvents ?? trace;
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const stamped = (name) =>
    events
      .filter((e) => e.name === 'TimeStamp' && e.args?.data?.message === name)
      .map((e) => e.ts)
      .sort((a, b) => a - b);
  const [start] = stamped(from);
  const [end] = stamped(to);
  const stamps = stamped(frameStamp);
  const first = stamps.findLastIndex((t) => t <= start);
  const last = stamps.findIndex((t) => t >= end);
  if (start === undefined || end === undefined || last < 0) return [];
  const bounds = stamps.slice(Math.max(0, first), last + 1);
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`),
  );
  return bounds.slice(1).map((until, i) => {
    const since = bounds[i];
    let busy = 0;
    let cpu = 0;
    for (const e of tasks) {
      const overlap = Math.min(e.ts + e.dur, until) - Math.max(e.ts, since);
      if (overlap <= 0) continue;
      busy += overlap;
      cpu += (e.tdur ?? 0) * (overlap / (e.dur || 1));
    }
    return { interval: (until - since) / 1000, busy: busy / 1000, cpu: cpu / 1000 };
  });
}

/** A bar pressed, dragged out and back, released where it was pressed: the frames in between. */
async function measureDrag(browser, page, saves) {
  const chart = page.getByRole('region', { name: 'Gantt chart' });
  // A bar a few rows down (the first rows may be short), scrolled to the middle of the chart:
  // the chart opens on today, where the generated plan may have no bar.
  const bar = chart.locator('[data-task-bar]').nth(4);
  await bar.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const box = await bar.boundingBox();
  if (!box) throw new Error(`${DRAG_FIGURE}: no bar in view`);
  const name = (await bar.getAttribute('aria-label'))?.split(',')[0];
  const x = box.x + Math.min(box.width / 2, 20);
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await bar.evaluate((element) => {
    const moving = element.parentElement;
    const timing = { shifts: new Set(), running: true };
    window.__dragTiming = timing;
    for (const [type, stamp] of [
      ['pointerdown', 'timeline-press'],
      ['pointerup', 'timeline-release'],
    ])
      window.addEventListener(type, () => console.timeStamp(stamp), { capture: true, once: true });
    // One time stamp a frame: the frames' bounds in the trace.
    const step = () => {
      console.timeStamp('timeline-drag-frame');
      timing.shifts.add(moving.style.transform);
      if (timing.running) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  await browser.startTracing(page, TRACE);
  await page.mouse.down();
  const started = performance.now();
  for (let i = 1; i <= DRAG_MOVES; i += 1) {
    // Out for half the moves, back for the rest: the last move is where the press was.
    const out = i <= DRAG_MOVES / 2 ? i : DRAG_MOVES - i;
    await page.mouse.move(x + out * DRAG_STEP_PX, y);
    const due = started + (i * DRAG_MS) / DRAG_MOVES;
    await pause(Math.max(0, due - performance.now()));
  }
  await page.mouse.up();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const moved = await page.evaluate(() => {
    window.__dragTiming.running = false;
    return [...window.__dragTiming.shifts].filter(
      (t) => t.startsWith('translateX(') && t !== 'translateX(0px)',
    ).length;
  });
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const frames = framesOf(trace, 'timeline-drag-frame', 'timeline-press', 'timeline-release');
  // A release where the press was is a drag of 0 days: nothing may have been saved.
  await pause(500);
  if (saves.length > 0)
    fail(`${DRAG_FIGURE}: the drag back to its start saved ${saves.length} requests`);
  if (moved === 0) fail(`${DRAG_FIGURE}: the bar never followed the pointer`);
  if (frames.length === 0) throw new Error(`${DRAG_FIGURE}: no frames in the trace`);
  const of = (key, p) =>
    percentile(
      frames.map((f) => f[key]),
      p,
    );
  const p95 = of('busy', 95);
  const budget = BUDGETS.timeline?.dragP95FrameMs;
  console.log(
    `${DRAG_FIGURE.padEnd(34)} ${p95.toFixed(1).padStart(6)} ms main-thread time of a frame, p95 (p50 ${of('busy', 50).toFixed(1)} ms, ` +
      `worst ${of('busy', 100).toFixed(1)} ms of ${frames.length} frames; ` +
      `${DRAG_MOVES} moves in ${DRAG_MS} ms of "${name}", ${moved} bar positions drawn)   ` +
      verdict(DRAG_FIGURE, p95, budget, 'ms'),
  );
  console.log(
    `${''.padEnd(34)} ${of('cpu', 95).toFixed(1).padStart(6)} ms main-thread CPU time of a frame, p95; ` +
      `frames ran ${of('interval', 50).toFixed(1)} ms apart (p50), ${of('interval', 95).toFixed(1)} ms (p95) ` +
      `(${load()}: the interval is the shared machine's as much as the page's)`,
  );
  recordFigure(
    DRAG_FIGURE,
    `p95 ${p95.toFixed(1)} ms, ${of('cpu', 95).toFixed(1)} ms CPU (interval p95 ${of('interval', 95).toFixed(1)} ms)`,
  );
}
