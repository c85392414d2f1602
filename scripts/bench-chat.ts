/**
 * `npm run bench:chat`: how the chat screen holds a long conversation, in real Chromium against the real server.
 *
 * A fresh embedded database gets two members and a conversation of 10,000 messages; one of them signs in through
 * the app and opens it with the CPU slowed down 4x (CDP Emulation.setCPUThrottlingRate). It prints:
 * - the time from the click on the conversation to the frame that shows its newest message (budget 150 ms);
 * - the most message rows in the page at any moment (budget 60: the history is virtualised);
 * - the long animation frames (over 50 ms) while scrolling up to the very first message, page by page (budget 0).
 * Exits 1 when a figure is over its budget. BENCH_RUNS (default 3) opens the conversation that many times and
 * keeps the median paint time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from 'playwright-core';
import { buildServer } from '../server/app';
import { loadConfig } from '../server/config';
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
  const idOf = (seq: number) => `bench${seq}_${String(start + seq * 60_000).padStart(13, '0')}`;
  await db.transaction(async (tx) => {
    for (let first = 1; first <= MESSAGES; first += 500) {
      const values: unknown[] = [];
      const rows: string[] = [];
      for (let seq = first; seq < first + 500 && seq <= MESSAGES; seq++) {
        const from = seq % 2 === 0 ? reader : writer;
        const to = from === reader ? writer : reader;
        const text = seq % 7 === 0 ? `Message ${seq}: have a look at https://example.com/${seq} when you can, it is a long one that wraps onto more lines than one in the bubble` : `Message ${seq}`;
        const at = values.length;
        values.push(idOf(seq), matchId, from, to, text, new Date(start + seq * 60_000), seq, idOf(seq));
        rows.push(`($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7}, $${at + 8}, 'text')`);
      }
      await tx.query(`INSERT INTO messages (id, match_id, from_id, to_id, text, created_at, seq, client_id, kind) VALUES ${rows.join(', ')}`, values);
    }
    await tx.query('UPDATE matches SET last_seq = $2, last_message_at = $3, updated_at = $3, expire_at = NULL, archive_at = NULL WHERE id = $1', [matchId, MESSAGES, new Date(start + MESSAGES * 60_000)]);
  });
  return { matchId, newestId: idOf(MESSAGES), oldestId: idOf(1) };
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
    const w = window as unknown as { __loaf: number[] };
    w.__loaf = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__loaf.push(entry.duration);
    }).observe({ type: 'long-animation-frame' });
  });
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
  const { loaf, maxRows } = await page.evaluate(() => {
    const w = window as unknown as { __loaf: number[]; __maxRows: number };
    return { loaf: w.__loaf, maxRows: w.__maxRows };
  });
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
