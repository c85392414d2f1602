// `npm run bench:start`: how long a first `npm start` takes on a new data folder, and the server's memory at rest.
// Builds the client first when it is not current (a start with a current build is what is measured), then three
// times: a new DATA_DIR, `npm start`'s own command (tsx server/main.ts, demo mode, PGlite), the wall time from the
// spawn to the first answer of the API; after the last start, the resident memory of the server's processes once
// it has been idle for 10 s. Prints the median; exits 1 over the budget. BENCH_PORT (default 8797).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_MS = 5_000;
const RUNS = 3;
const IDLE_MS = 10_000;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 8797);
const tsx = join(root, 'node_modules/.bin/tsx');

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

// The build `npm start` would make is made here, outside the measured runs.
execFileSync(tsx, ['-e', "import('./server/web/prepare-client.ts').then((m) => m.prepareClient(process.cwd(), { skipBuild: false, say: console.log }))"], {
  cwd: root,
  stdio: 'inherit',
});
// So is the database template `npm ci` makes (it exists already unless the migrations changed since).
execFileSync(tsx, ['server/db/make-template.ts'], { cwd: root, stdio: 'inherit' });

const answers = async () => {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/healthcheck/auth`);
    return response.status < 500;
  } catch {
    return false;
  }
};

/** The processes of a tree, from /proc: the pid and its descendants. */
const treeOf = (pid) => {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [];
  const visit = (p) => {
    tree.push(p);
    for (const child of children.get(p) ?? []) visit(child);
  };
  visit(pid);
  return tree;
};

const sumOver = (pid, read) =>
  treeOf(pid).reduce((total, p) => {
    try {
      return total + read(p);
    } catch {
      return total; // the process ended meanwhile
    }
  }, 0);

/** Resident memory (kB) of a process tree. */
const residentKb = (pid) => sumOver(pid, (p) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0));

/** CPU seconds (user and system) a process tree has used so far: the part of the wall time a busy machine does not inflate. */
const CLOCK_TICKS = 100;
const cpuSeconds = (pid) =>
  sumOver(pid, (p) => {
    const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  });

const startOnce = async (last) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'spark-bench-start-'));
  const started = performance.now();
  const child = spawn(tsx, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SKIP_CLIENT_BUILD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    while (!(await answers())) {
      if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
      if (performance.now() - started > 120_000) throw new Error(`no answer in 120 s:\n${output}`);
      await sleep(25);
    }
    const ms = performance.now() - started;
    const cpu = cpuSeconds(child.pid);
    let idleKb = null;
    if (last) {
      await sleep(IDLE_MS);
      idleKb = residentKb(child.pid);
    }
    return { ms, cpu, idleKb, banner: output.split('\n').find((line) => line.startsWith('Ready in')) ?? '' };
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode !== null ? done() : child.once('exit', done)));
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (!existsSync(join(root, 'dist/client/index.html'))) console.warn('No client build: the API alone is measured.');
console.log(`Load average before: ${loadavg().map((x) => x.toFixed(2)).join(' ')} (${RUNS} starts on new data folders)`);
const results = [];
for (let run = 1; run <= RUNS; run += 1) {
  const result = await startOnce(run === RUNS);
  results.push(result);
  console.log(`  start ${run}: answering after ${(result.ms / 1000).toFixed(2)} s (${result.cpu.toFixed(1)} s of CPU) — ${result.banner}`);
}
const median = [...results.map((r) => r.ms)].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
const idleKb = results.at(-1).idleKb;
console.log(`first start, median: ${(median / 1000).toFixed(2)} s (budget ${BUDGET_MS / 1000} s) — ${median <= BUDGET_MS ? 'within budget' : 'OVER BUDGET'}`);
console.log(`resident memory after ${IDLE_MS / 1000} s idle: ${(idleKb / 1024).toFixed(0)} MB (server and its tsx parent)`);
process.exit(median <= BUDGET_MS ? 0 : 1);
