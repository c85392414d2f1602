import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/e2e/support/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 8787);
const BASE_URL = `http://localhost:${PORT}`;

/**
 * Browser journeys in real Chromium against the real server and its real database (a fresh embedded PostgreSQL
 * in tests/.tmp/e2e-data, seeded with the demo world). Run through `npm run test:e2e`, which finds Chromium and
 * builds the client first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  // A journey that fails is run once more: one that then passes is reported as flaky (tests/e2e/support/outcome-summary.ts,
  // printed at the end of `npm test`), not hidden; one that fails twice fails the run.
  retries: 1,
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // The visual check (tests/e2e/visual.e2e.ts): a pixel counts as changed past a small colour distance
    // (anti-aliasing), and at most 100 may change, so a missing button or a word moved fails, not only a layout.
    toHaveScreenshot: { threshold: 0.2, maxDiffPixels: 100, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  reporter: [['list'], ['./tests/e2e/support/outcome-summary.ts']],
  outputDir: 'tests/.tmp/e2e-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(process.env.CHROMIUM_PATH ? { executablePath: process.env.CHROMIUM_PATH } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  // The visual check runs first, on the demo world as seeded (the journeys after it add members and messages).
  projects: [
    { name: 'visual', testMatch: 'visual.e2e.ts', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    { name: 'desktop', testIgnore: 'visual.e2e.ts', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The real server with one route of the journeys' own (tests/e2e/support/e2e-server.ts).
    command: 'node node_modules/tsx/dist/cli.mjs tests/e2e/support/e2e-server.ts',
    url: `${BASE_URL}/api/healthcheck/auth`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'tests/.tmp/e2e-data',
      MODE: 'demo',
      LOG_LEVEL: 'warn',
      SKIP_CLIENT_BUILD: '1',
      DEMO_REPLY_DELAY_MS: '1500',
      // Short access tokens, so a journey can see one expire; limits high enough for many journeys from 127.0.0.1.
      AUTH_TOKEN_TTL_SECONDS: '10',
      OTP_RESEND_COOLDOWN_SECONDS: '0',
      OTP_SENDS_PER_15_MINUTES: '1000',
      OTP_SENDS_PER_DAY: '10000',
      OTP_SENDS_PER_IP_PER_HOUR: '100000',
      CAPTCHA_AFTER_IP_SENDS_PER_15_MINUTES: '100000',
      // BOOST-04: boosts run 30 s here, so the boost journey sees one count down and end.
      BOOST_DURATION_SECONDS: '30',
      ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
    },
  },
});
