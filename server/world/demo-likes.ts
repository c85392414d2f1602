/**
 * Newcomers are liked by about a third of the demo members near the default location, so likes-you has
 * people in it and a first right swipe can match. Which third is fixed by the two ids (a hash), so the same
 * newcomer always gets the same admirers; a tenth of them super-liked, and the likes are spread over the
 * three days before the sign-in.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { likeRepository, type NewLike } from '../likes/like.repository';
import { distanceBetween } from '../geo/distance';
import type { Position } from '../geo/position';

export interface DemoLikesArea {
  readonly center: Position;
  readonly radiusKm: number;
}

const MINUTE = 60_000;
const SPREAD_MINUTES = 3 * 24 * 60;

/** Four bytes of the pair's hash, as two independent numbers. */
const pairDraw = (newcomerId: string, demoId: string): { readonly pick: number; readonly detail: number } => {
  const digest = createHash('sha256').update(`demo-like:${newcomerId}:${demoId}`).digest();
  return { pick: digest.readUInt32BE(0), detail: digest.readUInt32BE(4) };
};

/** Whether this demo member likes this newcomer: true for about one pair in three. */
export const demoMemberLikes = (newcomerId: string, demoId: string): boolean => pairDraw(newcomerId, demoId).pick % 3 === 0;

/** The likes the demo world gives a newcomer (computed, not stored). */
export const demoLikesFor = (
  newcomerId: string,
  demoMembers: ReadonlyArray<{ readonly id: string; readonly position: Position | null }>,
  area: DemoLikesArea,
  now: number,
): NewLike[] =>
  demoMembers
    .filter((member) => member.id !== newcomerId && member.position !== null && distanceBetween(member.position, area.center) <= area.radiusKm * 1000)
    .filter((member) => demoMemberLikes(newcomerId, member.id))
    .map((member) => {
      const { detail } = pairDraw(newcomerId, member.id);
      return {
        likerId: member.id,
        likedId: newcomerId,
        isSuper: detail % 10 === 0,
        createdAt: now - (1 + (detail % SPREAD_MINUTES)) * MINUTE,
      };
    });

/** Stores the demo world's likes of a newcomer (inside the transaction that created them). */
export const likeNewcomer = async (tx: Queryable, newcomerId: string, area: DemoLikesArea, now: number): Promise<number> => {
  const rows = await tx.query<{ id: string; lat: number | null; lng: number | null }>('SELECT id, lat, lng FROM users WHERE is_demo');
  const members = rows.map((row) => ({ id: row.id, position: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng } }));
  return likeRepository.insertMany(tx, demoLikesFor(newcomerId, members, area, now));
};
