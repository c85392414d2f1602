import { expect } from 'vitest';
import type { Database } from '../database';

/**
 * A table altered under a prepared statement (its result changes shape): the run that finds it changed may fail
 * with PostgreSQL's 0A000, and the next one answers the new shape (the statement prepared again).
 */
export const expectPreparedAgainAfterAlter = async (db: Database): Promise<void> => {
  await db.exec('CREATE TABLE altered (id int)');
  await db.query('INSERT INTO altered (id) VALUES ($1)', [1]);
  expect(await db.query('SELECT * FROM altered')).toEqual([{ id: 1 }]);
  await db.exec("ALTER TABLE altered ADD COLUMN word text DEFAULT 'new'");
  const again = await db.query('SELECT * FROM altered').catch((error: { code?: string }) => error.code);
  if (again === '0A000') expect(await db.query('SELECT * FROM altered')).toEqual([{ id: 1, word: 'new' }]);
  else expect(again).toEqual([{ id: 1, word: 'new' }]);
};
