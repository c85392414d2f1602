// Finds a Chromium for the browser tests on any machine: an env var path, then Debian's /usr/bin/chromium,
// then Playwright's own browser if one is installed, else installs Debian's package with apt-get when root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

const playwrightOwn = async () => {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
};

export async function findChromium({ install = true } = {}) {
  for (const name of ['CHROMIUM_PATH', 'PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH']) {
    const p = process.env[name];
    if (p && existsSync(p)) return p;
    if (p) console.warn(`${name}=${p} does not exist; looking elsewhere`);
  }
  for (const p of CANDIDATES) if (existsSync(p)) return p;
  const own = await playwrightOwn();
  if (own) return own;
  if (install && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing Debian\'s chromium package (about 30 s)...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error('No Chromium found. Install one (apt-get install chromium) or set CHROMIUM_PATH.');
}

/** Flags that let Chromium run headless as root on a machine with a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
