/** Likes between members: one per pair and direction (a super like is a like with `is_super`). */
import type { Queryable } from '../db/database';

export interface NewLike {
  readonly likerId: string;
  readonly likedId: string;
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
};
