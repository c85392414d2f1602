import type { Queryable } from '../db/database';
import type { Channel } from './destination';

export type OtpRequestState = 'open' | 'used' | 'killed';

export interface OtpRequest {
  readonly id: string;
  readonly channel: Channel;
  readonly destination: string;
  readonly destinationHash: string;
  readonly codeHash: string;
  readonly codeExpiresAt: number;
  readonly failedAttempts: number;
  readonly state: OtpRequestState;
}

interface OtpRequestRow {
  readonly id: string;
  readonly channel: Channel;
  readonly destination: string;
  readonly destination_hash: string;
  readonly code_hash: string;
  readonly code_expires_at: Date;
  readonly failed_attempts: number;
  readonly state: OtpRequestState;
}

const toRequest = (row: OtpRequestRow): OtpRequest => ({
  id: row.id,
  channel: row.channel,
  destination: row.destination,
  destinationHash: row.destination_hash,
  codeHash: row.code_hash,
  codeExpiresAt: row.code_expires_at.getTime(),
  failedAttempts: row.failed_attempts,
  state: row.state,
});

/** A fresh code for a request: its hashes and expiry. */
export interface IssuedCode {
  readonly bindingHash: string;
  readonly codeHash: string;
  readonly expiresAt: number;
}

const at = (ms: number): Date => new Date(ms);

export const otpRepository = {
  async create(
    q: Queryable,
    request: { readonly id: string; readonly channel: Channel; readonly destination: string; readonly destinationHash: string },
    code: IssuedCode,
    now: number,
  ): Promise<void> {
    await q.query(
      `INSERT INTO otp_requests (id, channel, destination, destination_hash, binding_hash, code_hash, code_expires_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
      [request.id, request.channel, request.destination, request.destinationHash, code.bindingHash, code.codeHash, at(code.expiresAt), at(now)],
    );
  },

  /** Locks the request until the transaction ends, so two guesses never race on one code. */
  async findByBindingForUpdate(q: Queryable, bindingHash: string): Promise<OtpRequest | null> {
    const [row] = await q.query<OtpRequestRow>(
      `SELECT id, channel, destination, destination_hash, code_hash, code_expires_at, failed_attempts, state
       FROM otp_requests WHERE binding_hash = $1 FOR UPDATE`,
      [bindingHash],
    );
    return row ? toRequest(row) : null;
  },

  /** A resend: a new code and binding token for the same request, with a fresh count of guesses. */
  async reissue(q: Queryable, id: string, code: IssuedCode, now: number): Promise<void> {
    await q.query(
      `UPDATE otp_requests SET binding_hash = $2, code_hash = $3, code_expires_at = $4, failed_attempts = 0, state = 'open', updated_at = $5
       WHERE id = $1`,
      [id, code.bindingHash, code.codeHash, at(code.expiresAt), at(now)],
    );
  },

  async recordWrongGuess(q: Queryable, id: string, failedAttempts: number, state: OtpRequestState, now: number): Promise<void> {
    await q.query('UPDATE otp_requests SET failed_attempts = $2, state = $3, updated_at = $4 WHERE id = $1', [id, failedAttempts, state, at(now)]);
  },

  async markUsed(q: Queryable, id: string, now: number): Promise<void> {
    await q.query("UPDATE otp_requests SET state = 'used', updated_at = $2 WHERE id = $1", [id, at(now)]);
  },
};

export const sendLogRepository = {
  /** Holds a lock on a key until the transaction ends: counting and recording sends becomes atomic. */
  async lock(q: Queryable, key: string): Promise<void> {
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
  },

  async record(q: Queryable, send: { readonly destinationHash: string; readonly ipHash: string; readonly now: number }): Promise<void> {
    await q.query('INSERT INTO otp_sends (destination_hash, ip_hash, sent_at) VALUES ($1, $2, $3)', [send.destinationHash, send.ipHash, at(send.now)]);
  },

  async destinationSendTimes(q: Queryable, destinationHash: string, since: number): Promise<number[]> {
    const rows = await q.query<{ sent_at: Date }>('SELECT sent_at FROM otp_sends WHERE destination_hash = $1 AND sent_at > $2', [
      destinationHash,
      at(since),
    ]);
    return rows.map((row) => row.sent_at.getTime());
  },

  async clientAddressSendTimes(q: Queryable, ipHash: string, since: number): Promise<number[]> {
    const rows = await q.query<{ sent_at: Date }>('SELECT sent_at FROM otp_sends WHERE ip_hash = $1 AND sent_at > $2', [ipHash, at(since)]);
    return rows.map((row) => row.sent_at.getTime());
  },
};
