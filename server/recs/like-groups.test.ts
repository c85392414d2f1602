import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../core/errors/error-codes';
import type { Database, Queryable, Row } from '../db/database';
import { RecordingDatabase } from '../db/testing/recording-database';
import type { SwipeService } from './swipe.service';
import { startTestServer, type TestServer } from '../testing/test-server';
import { insertMember } from '../world/testing/members';

/**
 * Issue 11: likes that arrive while one is being written are written together, in one transaction (server/db
 * group-commit.ts), and each is answered as it would be alone.
 */

/** Fails the next multi-like write once when armed: a group's transaction that fails. */
class FailingGroupWrite implements Database {
  armed = false;
  constructor(private readonly inner: Database) {}
  get oneTransactionAtATime(): boolean | undefined {
    return this.inner.oneTransactionAtATime;
  }
  #guarded(target: Queryable): Queryable {
    return {
      query: <T extends object = Row>(sql: string, params?: readonly unknown[]) => {
        if (this.armed && sql.includes('INSERT INTO likes') && Array.isArray(params?.[0]) && params[0].length > 1) {
          this.armed = false;
          return Promise.reject(new Error('the group write failed'));
        }
        return target.query<T>(sql, params);
      },
      exec: (sql: string) => target.exec(sql),
    };
  }
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.#guarded(this.inner).query<T>(sql, params);
  }
  exec(sql: string): Promise<void> {
    return this.inner.exec(sql);
  }
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.inner.transaction((tx) => work(this.#guarded(tx)));
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

let t: TestServer;
let recording: RecordingDatabase;
let failing: FailingGroupWrite;
beforeAll(async () => {
  t = await startTestServer({ wrapDatabase: (db) => (recording = new RecordingDatabase((failing = new FailingGroupWrite(db)))) });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
  failing.armed = false;
});

const members = async (prefix: string, count: number): Promise<string[]> => {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await insertMember(t.database.db, `${prefix}-${String(i).padStart(3, '0')}`));
  return ids;
};
const swipes = () => t.server.recs.swipes;
const transactions = (statements: readonly string[]) => statements.filter((sql) => sql === 'BEGIN').length;
const likeRows = () => t.database.db.query<{ liker_id: string; liked_id: string; is_super: boolean }>('SELECT liker_id, liked_id, is_super FROM likes ORDER BY liker_id');

describe('likes written together (issue 11)', () => {
  it('RECS-09: twenty members liking at once: their likes are written in one transaction, each answered as if alone', async () => {
    const likers = await members('liker', 20);
    const liked = await members('liked', 20);
    recording.take();
    const answers = await Promise.all(likers.map((liker, i) => swipes().like(liker, liked[i]!, i % 2 === 0 ? 'like' : 'super')));
    expect(transactions(recording.take())).toBe(1);
    answers.forEach((answer, i) => {
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      expect(answer.value.match).toBeNull();
      if (i % 2 === 0) expect(answer.value.allowances.likes.remaining).toBe(99);
      else expect(answer.value.allowances.superLikes.remaining).toBe(0);
    });
    expect(await likeRows()).toEqual(likers.map((liker, i) => ({ liker_id: liker, liked_id: liked[i], is_super: i % 2 === 1 })));
    // Each liker's last swipe (RECS-14) is their own like.
    const lastSwipes = await t.database.db.query<{ id: string; last_swipe_id: string; last_swipe_kind: string }>(
      'SELECT user_id AS id, target_id AS last_swipe_id, kind AS last_swipe_kind FROM last_swipes WHERE user_id = ANY($1) ORDER BY user_id',
      [likers],
    );
    expect(lastSwipes).toEqual(likers.map((liker, i) => ({ id: liker, last_swipe_id: liked[i], last_swipe_kind: i % 2 === 0 ? 'like' : 'superlike' })));
  });

  it('RECS-11: 105 likes one member sends at once: 100 are written, the allowances answered count down 99 … 0 once each, five are 429', async () => {
    const [alice] = await members('alice', 1);
    const others = await members('m', 105);
    const answers = await Promise.all(others.map((other) => swipes().like(alice!, other, 'like')));
    const remaining = answers.flatMap((answer) => (answer.ok ? [answer.value.allowances.likes.remaining] : []));
    expect(remaining.sort((a, b) => b - a)).toEqual(Array.from({ length: 100 }, (_, i) => 99 - i));
    const refused = answers.filter((answer) => !answer.ok);
    expect(refused).toHaveLength(5);
    for (const answer of refused) if (!answer.ok) expect([answer.error.status, answer.error.code]).toEqual([429, ErrorCode.RATE_LIMITED]);
    expect(await likeRows()).toHaveLength(100);
  });

  it('RECS-11: a like that waited for another transaction of its liker counts the likes that one committed: 100 committed meanwhile, so 429', async () => {
    const [alice] = await members('alice', 1);
    const others = await members('m', 101);
    let liked: ReturnType<SwipeService['like']> | undefined;
    await t.database.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [alice]);
      // On a PostgreSQL server the like waits for this row lock; on PGlite, for this transaction.
      liked = swipes().like(alice!, others[100]!, 'like');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.query(
        "INSERT INTO likes (liker_id, liked_id, is_super, created_at, consumed_from) SELECT $1, other, false, $3, 'allowance' FROM unnest($2::text[]) AS other",
        [alice, others.slice(0, 100), new Date(t.time.now())],
      );
    });
    const answer = await liked!;
    expect(answer.ok ? 200 : [answer.error.status, answer.error.code]).toEqual([429, ErrorCode.RATE_LIMITED]);
    expect(await likeRows()).toHaveLength(100);
  });

  it('MATCH-15: ten pairs liking each other at the same moment make ten matches, each pair one, both answers carrying it', async () => {
    const left = await members('left', 10);
    const right = await members('right', 10);
    const answers = await Promise.all(left.flatMap((a, i) => [swipes().like(a, right[i]!, 'like'), swipes().like(right[i]!, a, 'like')]));
    const matches = await t.database.db.query<{ id: string; user_a: string; user_b: string }>('SELECT id, user_a, user_b FROM matches ORDER BY user_a');
    expect(matches.map((match) => [match.user_a, match.user_b])).toEqual(left.map((a, i) => [a, right[i]]));
    left.forEach((a, i) => {
      const [first, second] = [answers[2 * i]!, answers[2 * i + 1]!];
      if (!first.ok || !second.ok) throw new Error('a like of a pair failed');
      // The second like of the pair made the match; the first came before it.
      expect(first.value.match).toBeNull();
      expect(second.value.match?.id).toBe(matches[i]!.id);
      expect(second.value.match?.members).toEqual(expect.arrayContaining([a, right[i]]));
    });
  });

  it('RECS-09: in one transaction, a like of an unknown or banned member is 404 and a repeated like writes nothing, while the others go through', async () => {
    const likers = await members('liker', 5);
    const [target, banned] = await members('target', 2);
    await t.database.db.query('UPDATE users SET banned_at = now() WHERE id = $1', [banned]);
    await swipes().like(likers[3]!, target!, 'like');
    recording.take();
    const answers = await Promise.all([
      swipes().like(likers[4]!, target!, 'like'),
      swipes().like(likers[0]!, target!, 'like'),
      swipes().like(likers[1]!, '0123456789abcdef01234567', 'like'),
      swipes().like(likers[2]!, banned!, 'super'),
      swipes().like(likers[3]!, target!, 'like'),
    ]);
    expect(transactions(recording.take())).toBe(1);
    expect(answers.map((answer) => (answer.ok ? 200 : answer.error.status))).toEqual([200, 200, 404, 404, 200]);
    // The repeated like answers the allowance its first like left.
    expect(answers[4]!.ok && answers[4]!.value.allowances.likes.remaining).toBe(99);
    expect((await likeRows()).map((row) => row.liker_id)).toEqual([likers[0], likers[3], likers[4]]);
  });

  it('RECS-09: when a transaction of several likes fails, each of its likes is written again alone and answered', async () => {
    const likers = await members('liker', 4);
    const [target] = await members('target', 1);
    failing.armed = true;
    recording.take();
    const answers = await Promise.all(likers.map((liker) => swipes().like(liker, target!, 'like')));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    // The four together (failed), then each alone.
    expect(transactions(recording.take())).toBe(5);
    expect((await likeRows()).map((row) => row.liker_id)).toEqual(likers);
  });
});
