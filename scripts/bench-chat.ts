/**
 * `npm run bench:chat`: how the chat screen holds a long conversation, in real Chromium against the real server.
 *
 * A fresh embedded database gets two members and a conversation of 10,000 messages; one of them signs in through
 * the app and opens it with the CPU slowed down 4x (CDP Emulation.setCPUThrottlingRate). It prints:
 * - the time from the click on the conversation to the frame that shows its newest message (budget 150 ms);
 * - the most message rows in the page at any moment (budget 60: the history is virtualised);
 * - the long animation frames (over 50 ms) while scrolling up to the very first message, page by page (budget 0).
 * Exits 1 when a figure is over its budget. BENCH_RUNS (default 3) opens the conversation that many times and
 * keeps the median paint time. BENCH_DETAIL=1 prints each long frame: the scripts that ran in it (event handlers,
 * observers, network callbacks) and when its rendering started. BENCH_PROFILE=<file> writes a CPU profile of the
 * scroll to the first message (Chrome DevTools format; build with `vite build --sourcemap` first to read it by source);
 * BENCH_TRACE=<file> a performance trace of it (the renderer's tasks: scripts, style, layout, paint).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from 'playwright-core';
import { buildServer } from '../server/app';
import { loadConfig } from '../server/config';
import { seedLongConversation } from '../server/chat/testing/long-conversation';
import { matchRepository } from '../server/matches/match.repository';
import { prepareClient } from '../server/web/prepare-client';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/chromium.mjs';
import { signInByEmail } from './bench-sign-in.mjs';

const MESSAGES = 10_000;
const PAINT_BUDGET_MS = 150;
const NODES_BUDGET = 60;
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const READER_EMAIL = 'reader@bench.example';

const dataDir = mkdtempSync(join(tmpdir(), 'spark-bench-chat-'));
const config = loadConfig({ MODE: 'dev', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_REPLIES: '0', OTP_RESEND_COOLDOWN_SECONDS: '0' });
const client = await prepareClient(ROOT, { skipBuild: false, say: (line) => console.log(line) });
if (client.site === undefined) throw new Error('no client build to serve');
const server = await buildServer({ config, site: client.site, logger: false });
await server.app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

/** Two members, their match and 10,000 messages, alternating senders, a minute apart, ending now. */
const seed = async (): Promise<{ matchId: string; newestId: string; oldestId: string }> => {
  const { db } = server;
  const now = Date.now();
  const start = now - MESSAGES * 60_000;
  const [reader, writer] = ['aaaaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbb'];
  await db.query(
    "INSERT INTO users (id, name, email, birth_date, onboarding_state, created_at) VALUES ($1, 'Rea', $3, '1994-06-15', 'complete', $4), ($2, 'Wes', NULL, '1993-02-01', 'complete', $4)",
    [reader, writer, READER_EMAIL, new Date(start)],
  );
  const matchId = (await matchRepository.findOrCreate(db, { id: 'cccccccccccccccccccccccc', between: [reader, writer], now: start })).id;
  const text = (seq: number) =>
    seq % 7 === 0 ? `Message ${seq}: have a look at https://example.com/${seq} when you can, it is a long one that wraps onto more lines than one in the bubble` : `Message ${seq}`;
  const { oldestId, newestId } = await seedLongConversation(db, { matchId, between: [writer, reader], count: MESSAGES, endAt: now, text });
  return { matchId, newestId, oldestId };
};

const signIn = (page: Page): Promise<void> => signInByEmail(page, origin, READER_EMAIL, config.apiBase);

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

let failed = false;
const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
try {
  const { matchId, newestId, oldestId } = await seed();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // tsx keeps function names through a helper (`__name`) that the functions sent to the page call.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  const page = await context.newPage();
  await signIn(page);
  const cdp = await context.newCDPSession(page);

  const paints: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`${origin}/app/matches`);
    const row = page.getByRole('link', { name: /^Wes/ }).first();
    await row.waitFor();
    // The most message rows ever in the page, watched from inside it.
    await page.evaluate(() => {
      const w = window as unknown as { __maxRows: number };
      w.__maxRows = 0;
      new MutationObserver(() => {
        w.__maxRows = Math.max(w.__maxRows, document.querySelectorAll('[data-message-key]').length);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // From the click to the first frame that shows the newest message.
    const painted = page.evaluate(
      (key) =>
        new Promise<number>((resolve) => {
          let clickedAt = 0;
          document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
          const check = () => {
            const row = document.querySelector(`[data-message-key="${key}"]`);
            const box = row?.getBoundingClientRect();
            const history = row?.closest('[data-testid="chat-history"]')?.getBoundingClientRect();
            if (clickedAt > 0 && box !== undefined && history !== undefined && box.bottom <= history.bottom + 1 && box.top >= history.top - 1) {
              // The frame after this check is the one that paints it.
              requestAnimationFrame(() => resolve(performance.now() - clickedAt));
              return;
            }
            requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
      newestId,
    );
    await row.click();
    paints.push(await painted);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const paintMs = median(paints);

  // Up to the first message, a page at a time, with the CPU slowed down; long animation frames are counted.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // One handle, found once: each step then scrolls it without searching the page first.
  const history = (await page.getByTestId('chat-history').elementHandle())!;
  await page.evaluate(() => {
    const w = window as unknown as { __loaf: number[]; __loafDetail: string[] };
    w.__loaf = [];
    w.__loafDetail = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        w.__loaf.push(entry.duration);
        const frame = entry as PerformanceEntry & { blockingDuration: number; renderStart: number; styleAndLayoutStart: number; scripts: { invoker: string; duration: number; sourceFunctionName: string; forcedStyleAndLayoutDuration: number }[] };
        const scripts = frame.scripts.map((s) => `${s.invoker} ${s.sourceFunctionName} ${s.duration.toFixed(0)}ms (layout ${s.forcedStyleAndLayoutDuration.toFixed(0)})`).join('; ');
        w.__loafDetail.push(`${entry.duration.toFixed(0)} ms: render at +${(frame.renderStart - entry.startTime).toFixed(0)}, style/layout at +${(frame.styleAndLayoutStart - entry.startTime).toFixed(0)}; ${scripts}`);
      }
    }).observe({ type: 'long-animation-frame' });
  });
  const profileFile = process.env['BENCH_PROFILE'];
  if (profileFile !== undefined) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const traceFile = process.env['BENCH_TRACE'];
  if (traceFile !== undefined) await browser.startTracing(page, { path: traceFile, categories: ['devtools.timeline', 'toplevel', 'blink.user_timing'] });
  const scrollStarted = Date.now();
  let steps = 0;
  for (; steps < 5_000; steps++) {
    const reached = await history.evaluate((element, key) => {
      element.scrollBy({ top: -Math.round(element.clientHeight * 0.8) });
      return element.querySelector(`[data-message-key="${key}"]`) !== null;
    }, oldestId);
    if (reached) break;
    await page.waitForTimeout(50);
  }
  const scrollSeconds = (Date.now() - scrollStarted) / 1000;
  if (traceFile !== undefined) await browser.stopTracing();
  if (profileFile !== undefined) writeFileSync(profileFile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  const { loaf, maxRows, loafDetail } = await page.evaluate(() => {
    const w = window as unknown as { __loaf: number[]; __maxRows: number; __loafDetail: string[] };
    return { loaf: w.__loaf, maxRows: w.__maxRows, loafDetail: w.__loafDetail };
  });
  // BENCH_DETAIL=1: each long frame, where its time went (the scripts that ran in it, its rendering).
  if (process.env['BENCH_DETAIL'] === '1') for (const line of loafDetail) console.log(`  long frame ${line}`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const line = (label: string, value: string, ok: boolean) => {
    if (!ok) failed = true;
    console.log(`${ok ? 'ok  ' : 'OVER'} ${label.padEnd(58)} ${value}`);
  };
  console.log(`\nChat, a conversation of ${MESSAGES.toLocaleString('en')} messages (match ${matchId}), CPU slowed down ${CPU_SLOWDOWN}x:`);
  line(`newest messages painted after the click (median of ${RUNS})`, `${paintMs.toFixed(0)} ms (budget ${PAINT_BUDGET_MS}; runs ${paints.map((p) => p.toFixed(0)).join(', ')})`, paintMs <= PAINT_BUDGET_MS);
  line('message rows in the page, at most', `${maxRows} (budget ${NODES_BUDGET})`, maxRows <= NODES_BUDGET);
  line(`long animation frames scrolling to the first message`, `${loaf.length}${loaf.length > 0 ? ` (longest ${Math.max(...loaf).toFixed(0)} ms)` : ''} (budget 0; ${steps} scroll steps, ${scrollSeconds.toFixed(1)} s)`, loaf.length === 0);
  await context.close();
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
