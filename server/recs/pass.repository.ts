/** Passes (nope, RECS-10): one per pair and direction; a passed member stays out of the passer's recs. */
import type { Queryable } from '../db/database';

export const passRepository = {
  /** Records a pass; one that exists already is kept as it was. Answers whether it was new. */
  async insert(q: Queryable, pass: { readonly passerId: string; readonly passedId: string; readonly createdAt: number }): Promise<boolean> {
    const rows = await q.query(
      'INSERT INTO passes (passer_id, passed_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (passer_id, passed_id) DO NOTHING RETURNING passer_id',
      [pass.passerId, pass.passedId, new Date(pass.createdAt)],
    );
    return rows.length > 0;
  },
};
