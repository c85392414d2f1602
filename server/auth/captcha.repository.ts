import type { Queryable } from '../db/database';

const at = (ms: number): Date => new Date(ms);

export const captchaRepository = {
  /** The `answer` column keeps what a solution must be for: the issued challenge's signature. */
  async create(q: Queryable, challenge: { readonly tokenHash: string; readonly signature: string; readonly expiresAt: number; readonly now: number }): Promise<void> {
    await q.query('INSERT INTO captcha_challenges (token_hash, answer, expires_at, created_at) VALUES ($1, $2, $3, $4)', [
      challenge.tokenHash,
      challenge.signature,
      at(challenge.expiresAt),
      at(challenge.now),
    ]);
  },

  /** The open, unexpired challenge, locked; null when there is none to answer. */
  async findOpenForUpdate(q: Queryable, tokenHash: string, now: number): Promise<{ readonly signature: string } | null> {
    const [row] = await q.query<{ answer: string }>(
      "SELECT answer FROM captcha_challenges WHERE token_hash = $1 AND state = 'open' AND expires_at > $2 FOR UPDATE",
      [tokenHash, at(now)],
    );
    return row ? { signature: row.answer } : null;
  },

  /** Solved: redeemable once until `expiresAt`. */
  async markSolved(q: Queryable, tokenHash: string, expiresAt: number): Promise<void> {
    await q.query("UPDATE captcha_challenges SET state = 'solved', expires_at = $2 WHERE token_hash = $1", [tokenHash, at(expiresAt)]);
  },

  async markFailed(q: Queryable, tokenHash: string): Promise<void> {
    await q.query("UPDATE captcha_challenges SET state = 'failed' WHERE token_hash = $1", [tokenHash]);
  },

  /** Uses up a solved, unexpired challenge; returns whether there was one. */
  async redeem(q: Queryable, tokenHash: string, now: number): Promise<boolean> {
    const rows = await q.query(
      "UPDATE captcha_challenges SET state = 'used' WHERE token_hash = $1 AND state = 'solved' AND expires_at > $2 RETURNING token_hash",
      [tokenHash, at(now)],
    );
    return rows.length > 0;
  },
};
