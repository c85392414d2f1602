// `npm run bench:web`: the first screen on a phone, as Lighthouse (mobile preset: a mid-range phone on a slow 4G
// connection, simulated) scores it. Builds the client (unless --no-build), starts the real server on a fresh demo
// database (BENCH_PORT, default 8795), then runs Lighthouse's performance category three times on the landing page
// (a new visitor: storage cleared before each run) and three times on Discover for the signed-in demo guest (the
// session cookie kept, so the app restores the session as it does for a returning member; the HTTP cache cleared
// before each run, so everything is downloaded again). Prints the medians of
// the score, LCP, TBT and CLS with the load average, and exits 1 when a budget is missed:
//   landing: score at least 95, LCP at most 1.8 s, CLS 0; Discover: LCP at most 2.2 s, TBT at most 150 ms, CLS 0.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/chromium.mjs';
import { signInByEmail, startDemoServer } from './bench-sign-in.mjs';

const RUNS = 3;
const BUDGET = {
  landing: { score: 95, lcpMs: 1800, cls: 0 },
  discover: { lcpMs: 2200, tbtMs: 150, cls: 0 },
};
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 8795);
const debuggingPort = port + 1000;
const base = `http://127.0.0.1:${port}`;
const dataDir = join(root, 'tests/.tmp/bench-web-data');
const email = 'demo@spark.example';
const lighthouseVersion = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
// BENCH_WEB_REPORTS=<folder> keeps each run's Lighthouse report (JSON) there, to see where the time goes.
const reports = process.env.BENCH_WEB_REPORTS;
let runs = 0;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

const server = startDemoServer(root, port, dataDir);
const profile = mkdtempSync(join(tmpdir(), 'spark-bench-web-'));
let context;
const stop = () => {
  server.stop();
  rmSync(profile, { recursive: true, force: true });
};
process.on('exit', stop);
const waitForServer = () => server.ready;

/** One Lighthouse run (performance only, the default mobile settings) on `url` in the browser at `debuggingPort`. */
const audit = async (url, keepStorage) => {
  const result = await lighthouse(url, { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepStorage });
  const { lhr } = result;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `run-${++runs}.json`), result.report);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl,
  };
};

const medians = (runs) => ({
  score: median(runs.map((r) => r.score)),
  fcpMs: median(runs.map((r) => r.fcpMs)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  cls: median(runs.map((r) => r.cls)),
});

let failed = false;
const check = (label, ok, shown) => {
  if (!ok) failed = true;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${shown}`);
};
const row = (name, runs) =>
  `     ${name}: ${runs.map((r) => `score ${r.score}, FCP ${Math.round(r.fcpMs)} ms, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}`).join(' | ')}`;
// CLS is compared as Lighthouse shows it, to two decimals.
const cls2 = (cls) => Math.round(cls * 100) / 100;

try {
  await waitForServer();
  // A browser Lighthouse drives through its debugging port; its default profile holds the guest's session.
  context = await chromium.launchPersistentContext(profile, { executablePath: await findChromium(), args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`], viewport: { width: 412, height: 823 } });

  const landing = [];
  for (let i = 0; i < RUNS; i++) landing.push(await audit(`${base}/app`, false));

  const page = context.pages()[0] ?? (await context.newPage());
  await signInByEmail(page, base, email);
  const discover = [];
  const cdp = await context.newCDPSession(page);
  for (let i = 0; i < RUNS; i++) {
    // The member's session cookie stays; the HTTP cache does not: every run downloads what Discover needs.
    await cdp.send('Network.clearBrowserCache');
    const run = await audit(`${base}/app`, true);
    if (!/\/app\/recs/.test(run.finalUrl)) throw new Error(`the signed-in run ended on ${run.finalUrl}, not Discover`);
    discover.push(run);
  }

  console.log(`\nThe first screen on a phone (Lighthouse ${lighthouseVersion}, mobile preset, medians of ${RUNS}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  console.log(row('landing', landing));
  console.log(row('Discover', discover));
  const l = medians(landing);
  const d = medians(discover);
  check('landing score', l.score >= BUDGET.landing.score, `${l.score} (budget at least ${BUDGET.landing.score})`);
  check('landing LCP', l.lcpMs <= BUDGET.landing.lcpMs, `${Math.round(l.lcpMs)} ms (budget ${BUDGET.landing.lcpMs} ms)`);
  check('landing CLS', cls2(l.cls) <= BUDGET.landing.cls, `${l.cls.toFixed(3)} (budget ${BUDGET.landing.cls})`);
  check('Discover LCP', d.lcpMs <= BUDGET.discover.lcpMs, `${Math.round(d.lcpMs)} ms (budget ${BUDGET.discover.lcpMs} ms)`);
  check('Discover TBT', d.tbtMs <= BUDGET.discover.tbtMs, `${Math.round(d.tbtMs)} ms (budget ${BUDGET.discover.tbtMs} ms)`);
  check('Discover CLS', cls2(d.cls) <= BUDGET.discover.cls, `${d.cls.toFixed(3)} (budget ${BUDGET.discover.cls})`);
  console.log(`     (Discover score ${d.score}, FCP ${Math.round(d.fcpMs)} ms; landing FCP ${Math.round(l.fcpMs)} ms, TBT ${Math.round(l.tbtMs)} ms)`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await context?.close();
  stop();
}
process.exit(failed ? 1 : 0);
