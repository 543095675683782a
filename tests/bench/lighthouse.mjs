// Lighthouse for `npm run bench` (tests/bench/run.mjs): the performance
// category of one page, on Debian's Chromium started by chrome-launcher,
// optionally signed in through an extra Cookie header, summarised as the
// figures the bench prints.
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const gzipSizes = new Map();

/** The gzip size (level 9, like the bundle-size check) of a script, fetched once per URL. */
async function gzipSize(url) {
  if (!gzipSizes.has(url)) {
    gzipSizes.set(
      url,
      fetch(url)
        .then((response) => response.arrayBuffer())
        .then((body) => gzipSync(Buffer.from(body), { level: 9 }).length),
    );
  }
  return gzipSizes.get(url);
}

/**
 * One Lighthouse run of `url` on the `desktop` or `mobile` preset (mobile is
 * Lighthouse's default: a mid-range phone on slow 4G, simulated), signed in
 * when a cookie is given. `data` names the page's data request (a path prefix):
 * the scripts requested before it answered are the page's JavaScript before
 * it is interactive, the ones requested afterwards (a chart chunk) come later.
 */
export async function audit(browser, { url, preset, cookie, data }) {
  // A fresh Chromium per run: a reused one sometimes fails to trace (NO_NAVSTART).
  const chrome = await launch({ ...browser, logLevel: 'error' });
  let lhr;
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    lhr = result.lhr;
  } finally {
    chrome.kill();
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const transferred = requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const dataRequest = data
    ? requests.find((r) => new URL(r.url).pathname.startsWith(data))
    : undefined;
  const beforeData = dataRequest
    ? scripts.filter((r) => r.networkRequestTime < dataRequest.networkEndTime)
    : scripts;
  const afterData = scripts.filter((r) => !beforeData.includes(r));
  const sumGzip = async (list) =>
    (await Promise.all(list.map((r) => gzipSize(r.url)))).reduce((a, b) => a + b, 0);
  return {
    lhr,
    finalUrl: lhr.finalDisplayedUrl,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    requests: requests.length,
    transferred,
    scripts: scripts.length,
    scriptsTransferred: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    dataFound: Boolean(dataRequest),
    jsBeforeData: { files: beforeData.length, gzip: await sumGzip(beforeData) },
    jsAfterData: { files: afterData.length, gzip: await sumGzip(afterData) },
  };
}

/**
 * The median run by score (`runs` of them), so one noisy run does not decide;
 * a run that fails to trace is tried once more. `browser` is chrome-launcher's
 * `{ chromePath, chromeFlags }`.
 */
export async function medianAudit(browser, target, runs) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    results.push(await audit(browser, target).catch(() => audit(browser, target)));
  }
  results.sort((a, b) => a.score - b.score);
  return results[Math.floor((results.length - 1) / 2)];
}
