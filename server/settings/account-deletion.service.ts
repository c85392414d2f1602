/**
 * PROF-26: a member leaves. Their photos and the photo files go first (the media service), then, in one
 * transaction, every session ends and the member's row is deleted: every table holding a member's data references
 * users(id) ON DELETE CASCADE (server/db/migrations), so their likes, passes, matches, messages, blocks, reports,
 * settings and devices go with it. The codes last sent to their phone or address go too (otp_requests keeps the
 * destination so a resend can reach it), and others' last swipe at them; the send log keeps only hashes, for
 * the send limits. Every device hears
 * the end of its session (sockets close). Signing in again with the same phone or address makes a new member.
 */
import type { Database } from '../db/database';
import type { SessionService } from '../auth/session.service';
import type { MediaService } from '../media/media.service';
import { lastSwipeRepository } from '../recs/last-swipe.repository';
import { userRepository } from '../users/user.repository';

export interface AccountDeletionDeps {
  readonly db: Database;
  readonly sessions: SessionService;
  readonly media: Pick<MediaService, 'removeAllOf'>;
  readonly log: (userId: string, modalVersion: number) => void;
}

export class AccountDeletionService {
  constructor(private readonly deps: AccountDeletionDeps) {}

  /** Answers false when there was no such member (already deleted). */
  async delete(userId: string, modalVersion: number): Promise<boolean> {
    const { db, sessions, media } = this.deps;
    const user = await userRepository.findById(db, userId);
    if (user === null) return false;
    await media.removeAllOf(userId);
    await sessions.deleteMember(userId, async (tx) => {
      const [pending] = await tx.query<{ new_account_email: string | null; new_phone: string | null }>(
        'SELECT new_account_email, new_phone FROM member_settings WHERE user_id = $1',
        [userId],
      );
      const contacts = [user.phone, user.email, pending?.new_account_email ?? null, pending?.new_phone ?? null].filter(
        (contact): contact is string => contact !== null,
      );
      if (contacts.length > 0) await tx.query('DELETE FROM otp_requests WHERE destination = ANY($1::text[])', [contacts]);
      // The one reference to a member that is no foreign key: others' last swipe (a rewind can no longer undo it).
      await lastSwipeRepository.clearAt(tx, userId);
      await tx.query('DELETE FROM users WHERE id = $1', [userId]);
    });
    this.deps.log(userId, modalVersion);
    return true;
  }
}
