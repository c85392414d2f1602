import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVapidKeys, vapidFile } from './vapid';

const NONE = { vapidPublicKey: undefined, vapidPrivateKey: undefined };

/** `loadVapidKeys` on `dataDir` in a process of its own, run at the moment `at` (ms since the epoch); its public key. */
const inProcess = (dataDir: string, at: number): Promise<string> =>
  new Promise((resolve, reject) => {
    const script = `import('./server/push/vapid.ts').then((m) => setTimeout(() => console.log(m.loadVapidKeys({}, ${JSON.stringify(dataDir)}).publicKey), ${at} - Date.now()))`;
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`exit ${code}: ${err}`))));
  });

describe('SET-11: the server`s VAPID key pair', () => {
  it('is made once and kept in the data folder, readable by its owner only, with no file of a writer left beside it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'spark-vapid-'));
    const first = loadVapidKeys(NONE, dataDir);
    expect(loadVapidKeys(NONE, dataDir)).toEqual(first);
    expect(statSync(vapidFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir)).toEqual(['vapid.json']);
  });

  it('replaces a file that holds no pair', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'spark-vapid-'));
    writeFileSync(vapidFile(dataDir), '');
    const made = loadVapidKeys(NONE, dataDir);
    expect(JSON.parse(readFileSync(vapidFile(dataDir), 'utf8'))).toEqual(made);
  });

  it('server processes starting together on one data folder all start, with one pair', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'spark-vapid-'));
    // All at the same moment, once every process is up.
    const at = Date.now() + 8_000;
    const keys = await Promise.all(Array.from({ length: 6 }, () => inProcess(dataDir, at)));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBe(loadVapidKeys(NONE, dataDir).publicKey);
    expect(readdirSync(dataDir)).toEqual(['vapid.json']);
  });
});
