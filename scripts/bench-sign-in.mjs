import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

// The browser benchmarks' demo server, and signing a demo member in, as a member does it: the privacy choices prompt a new browser
// gets is answered ("Reject optional"), then "Log in", e-mail, and the code the demo server's outbox holds.

/**
 * Signs `email` in on the page (a new browser on `origin`, the demo server's) and waits until the app has opened a
 * signed-in screen. `apiBase` is the API's path prefix (`/api`).
 */
export async function signInByEmail(page, origin, email, apiBase = '/api') {
  await page.goto(`${origin}/app`);
  await page.getByRole('button', { name: 'Reject optional' }).click();
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await page.getByRole('button', { name: 'Continue with e-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
  let code = '';
  for (let i = 0; i < 100 && !code; i++) {
    const body = await (await fetch(`${origin}${apiBase}/demo/outbox?to=${encodeURIComponent(email)}`)).json();
    code = body.data?.messages?.[0]?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    if (!code) await page.waitForTimeout(200);
  }
  if (!code) throw new Error(`no sign-in code reached ${email}`);
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/app\/(recs|onboarding|matches)/);
}

/**
 * The build (unless `--no-build` was given) and the real server on a fresh demo database in `dataDir`, on `port`, for
 * a browser benchmark; `ready` resolves once it answers. The server is stopped when the process exits.
 */
export function startDemoServer(root, port, dataDir) {
  if (!process.argv.includes('--no-build')) execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, MODE: 'demo', LOG_LEVEL: 'warn', SKIP_CLIENT_BUILD: '1', OTP_RESEND_COOLDOWN_SECONDS: '0' },
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  const ready = (async () => {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/healthcheck/auth`)).ok) return;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('the server did not start');
  })();
  return { ready, stop };
}
