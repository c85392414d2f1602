/**
 * Where a member is (from `POST /v2/meta`): the exact position, for their own use only (the jump limits, their
 * country), and the history the jump limits read. Other members only ever get distances between cells.
 */
import type { Queryable } from '../db/database';
import type { PositionHistory } from '../geo/position-jump';
import type { Position } from '../geo/position';

interface HistoryRow {
  readonly lat: number | null;
  readonly lng: number | null;
  readonly located_at: Date | null;
  readonly position_moved_at: Date | null;
  readonly position_moves_since: Date | null;
  readonly position_moves: number;
  readonly same_cell: boolean | null;
}

export const positionRepository = {
  async find(q: Queryable, userId: string): Promise<Position | null> {
    const [row] = await q.query<{ lat: number | null; lng: number | null }>('SELECT lat, lng FROM users WHERE id = $1', [userId]);
    return row && row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null;
  },

  /**
   * The stored position's history (locked until the transaction ends), and whether `next` falls in the stored
   * cell; null for an unknown member, `history: null` for a member without a position.
   */
  async history(q: Queryable, userId: string, next: Position): Promise<{ readonly history: PositionHistory | null; readonly sameCell: boolean } | null> {
    const [row] = await q.query<HistoryRow>(
      `SELECT lat, lng, located_at, position_moved_at, position_moves_since, position_moves,
              (cell_lat = spark_cell_lat($2) AND cell_lng = spark_cell_lng($2, $3)) AS same_cell
       FROM users WHERE id = $1 FOR NO KEY UPDATE`,
      [userId, next.lat, next.lng],
    );
    if (!row) return null;
    if (row.lat === null || row.lng === null) return { history: null, sameCell: false };
    return {
      history: {
        position: { lat: row.lat, lng: row.lng },
        // A position written without a time (seeded, or from before the limits) counts as stored long ago.
        locatedAt: row.located_at?.getTime() ?? 0,
        movedAt: row.position_moved_at?.getTime() ?? null,
        movesSince: row.position_moves_since?.getTime() ?? null,
        moves: row.position_moves,
      },
      sameCell: row.same_cell === true,
    };
  },

  async store(
    q: Queryable,
    userId: string,
    position: Position,
    now: number,
    moves: { readonly moved: boolean; readonly movesSince: number | null; readonly moves: number },
  ): Promise<void> {
    await q.query(
      `UPDATE users SET lat = $2, lng = $3, located_at = $4,
         position_moved_at = CASE WHEN $5 THEN $4 ELSE position_moved_at END, position_moves_since = $6, position_moves = $7
       WHERE id = $1`,
      [userId, position.lat, position.lng, new Date(now), moves.moved, moves.movesSince === null ? null : new Date(moves.movesSince), moves.moves],
    );
  },
};
