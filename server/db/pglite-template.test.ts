import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMigrations } from './migrate';
import { ensureTemplate, openPgliteFolder, templateDir } from './pglite-template';

const root = mkdtempSync(join(tmpdir(), 'spark-template-test-'));
const cacheDir = join(root, 'cache');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const appliedVersions = async (dataDir: string): Promise<number[]> => {
  const db = await openPgliteFolder(dataDir, cacheDir);
  try {
    return (await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).map((row) => row.version);
  } finally {
    await db.close();
  }
};

describe('the migrated PGlite template a first start copies', () => {
  it('is made once, keyed by the migrations, holding every migration and no rows', async () => {
    const dir = await ensureTemplate(cacheDir);
    expect(dir).toBe(templateDir(cacheDir));
    expect(await ensureTemplate(cacheDir)).toBe(dir);
    // Only the finished template is left in the cache: the folder it was made in was renamed into place.
    expect(readdirSync(cacheDir)).toEqual([dir.slice(cacheDir.length + 1)]);
  }, 120_000);

  it('a new data folder starts as a copy: already migrated, empty of members', async () => {
    const dataDir = join(root, 'new', 'pg');
    expect(await appliedVersions(dataDir)).toEqual(readMigrations().map((m) => m.version));
    const db = await openPgliteFolder(dataDir, cacheDir);
    try {
      expect(await db.query('SELECT id FROM users')).toEqual([]);
      await db.query("INSERT INTO users (id, created_at) VALUES ('u1', now())");
    } finally {
      await db.close();
    }
  }, 120_000);

  it('a folder in use is opened as it is, never replaced by the template', async () => {
    const dataDir = join(root, 'new', 'pg');
    const db = await openPgliteFolder(dataDir, cacheDir);
    try {
      expect(await db.query<{ id: string }>('SELECT id FROM users')).toEqual([{ id: 'u1' }]);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('a template this PGlite cannot open is dropped, and the folder starts from initdb instead', async () => {
    const broken = join(root, 'broken-cache');
    const dir = templateDir(broken);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'PG_VERSION'), 'not a database\n');
    const dataDir = join(root, 'fallback', 'pg');
    const db = await openPgliteFolder(dataDir, broken);
    try {
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
    expect(readdirSync(broken)).toEqual([]);
  }, 180_000);
});
