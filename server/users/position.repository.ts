/** Where a member last was (from `POST /v2/meta`); used for distances, never sent to other members. */
import type { Queryable } from '../db/database';
import type { Position } from '../geo/position';

export const positionRepository = {
  async find(q: Queryable, userId: string): Promise<Position | null> {
    const [row] = await q.query<{ lat: number | null; lng: number | null }>('SELECT lat, lng FROM users WHERE id = $1', [userId]);
    return row && row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null;
  },

  async save(q: Queryable, userId: string, position: Position, now: number): Promise<void> {
    await q.query('UPDATE users SET lat = $2, lng = $3, located_at = $4 WHERE id = $1', [userId, position.lat, position.lng, new Date(now)]);
  },
};
