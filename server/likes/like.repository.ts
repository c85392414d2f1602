/** Likes between members: one per pair and direction (a super like is a like with `is_super`). */
import type { Queryable } from '../db/database';

export interface NewLike {
  readonly likerId: string;
  readonly likedId: string;
  readonly isSuper: boolean;
  readonly createdAt: number;
}

export interface StoredLike {
  readonly isSuper: boolean;
  readonly createdAt: number;
}

export const likeRepository = {
  /** Inserts in one statement; a like that exists already is kept as it was. Answers how many were new. */
  async insertMany(q: Queryable, likes: readonly NewLike[]): Promise<number> {
    if (likes.length === 0) return 0;
    const rows = await q.query(
      `INSERT INTO likes (liker_id, liked_id, is_super, created_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::timestamptz[])
       ON CONFLICT (liker_id, liked_id) DO NOTHING RETURNING liker_id`,
      [likes.map((l) => l.likerId), likes.map((l) => l.likedId), likes.map((l) => l.isSuper), likes.map((l) => new Date(l.createdAt))],
    );
    return rows.length;
  },

  /** The like of one member for another, or null. */
  async find(q: Queryable, likerId: string, likedId: string): Promise<StoredLike | null> {
    const [row] = await q.query<{ is_super: boolean; created_at: Date }>('SELECT is_super, created_at FROM likes WHERE liker_id = $1 AND liked_id = $2', [
      likerId,
      likedId,
    ]);
    return row ? { isSuper: row.is_super, createdAt: row.created_at.getTime() } : null;
  },

  /** When a member gave their likes (or their super likes) after `since`, oldest first. */
  async timesSince(q: Queryable, likerId: string, isSuper: boolean, since: number): Promise<number[]> {
    const rows = await q.query<{ created_at: Date }>(
      'SELECT created_at FROM likes WHERE liker_id = $1 AND is_super = $2 AND created_at > $3 ORDER BY created_at',
      [likerId, isSuper, new Date(since)],
    );
    return rows.map((row) => row.created_at.getTime());
  },
};
