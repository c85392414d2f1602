/**
 * A migrated PGlite database to start new ones from. Creating a PGlite data folder runs PostgreSQL's initdb in
 * WebAssembly, which costs several seconds; copying a folder made earlier and opening it costs well under one.
 * `npm ci` makes the template (the `prepare` script runs `server/db/make-template.ts`); a start that finds none
 * makes it then. The template is keyed by the migrations' text, so a new migration makes a new one, and it holds
 * no rows: the demo world is seeded at start, dated by the day it starts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, readMigrations } from './migrate';
import { PgliteDatabase } from './pglite-database';

/** `node_modules/.cache/spark`: made by the install, never committed, gone with `node_modules`. */
export const TEMPLATE_CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/spark/', import.meta.url));

/** A short hash of every migration's version and text. */
export const migrationsKey = (): string => {
  const hash = createHash('sha256');
  for (const migration of readMigrations()) hash.update(`${migration.version}\n${migration.sql}\n`);
  return hash.digest('hex').slice(0, 16);
};

/** The template folder for the current migrations. */
export const templateDir = (cacheDir: string = TEMPLATE_CACHE_DIR): string => join(cacheDir, `pglite-${migrationsKey()}`);

/** A PostgreSQL data folder holds PG_VERSION once initdb has run in it. */
const isDataFolder = (dir: string): boolean => existsSync(join(dir, 'PG_VERSION'));

/**
 * Makes the template unless it is there: a new data folder beside it, migrated, closed cleanly, then renamed into
 * place, so a start running at the same time never copies half a folder. Returns its path.
 */
export const ensureTemplate = async (cacheDir: string = TEMPLATE_CACHE_DIR): Promise<string> => {
  const target = templateDir(cacheDir);
  if (isDataFolder(target)) return target;
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const db = await PgliteDatabase.open({ dataDir: partial });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  try {
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!isDataFolder(target)) throw error;
  }
  return target;
};

/** Opens a data folder; a new (empty or missing) one starts as a copy of the template instead of a fresh initdb. */
export const openPgliteFolder = async (dataDir: string, cacheDir: string = TEMPLATE_CACHE_DIR): Promise<PgliteDatabase> => {
  const isNew = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  if (!isNew) return PgliteDatabase.open({ dataDir });
  mkdirSync(dirname(dataDir), { recursive: true });
  try {
    cpSync(await ensureTemplate(cacheDir), dataDir, { recursive: true });
    return await PgliteDatabase.open({ dataDir });
  } catch {
    // A template this PGlite cannot open (made by another version, say): start from initdb as before; the next
    // start makes a new template.
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(templateDir(cacheDir), { recursive: true, force: true });
    return PgliteDatabase.open({ dataDir });
  }
};
