#!/usr/bin/env node
// Times one request repeated, one at a time, in a process of its own: the
// bench process has run autocannon and holds a large heap, and its garbage
// collector pausing for 50 ms in the middle of a timed request would be
// measured as the server's latency. Input (JSON in argv[2]): url, method,
// headers, body, warmup, count. Output (stdout, JSON): the milliseconds of
// each timed request (the whole response read and parsed) and the item count
// of the last answer.
const { url, method, headers, body, warmup, count } = JSON.parse(process.argv[2]);

async function request() {
  const started = performance.now();
  const response = await fetch(url, { method, headers, body });
  const result = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, items: result.items?.length ?? null };
}

for (let i = 0; i < warmup; i += 1) await request();
const times = [];
let items = null;
for (let i = 0; i < count; i += 1) {
  const answer = await request();
  times.push(answer.ms);
  items = answer.items;
}
process.stdout.write(JSON.stringify({ times, items }));
