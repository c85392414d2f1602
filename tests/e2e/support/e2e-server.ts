/**
 * The server the journeys run against: the real server (server/app.ts, its real database, the demo world), started
 * as `npm start` starts it, plus one route for the journeys alone, which production never has:
 *
 * POST {API_BASE}/e2e/onboarded { email, name } — the member signed up with this e-mail finishes onboarding with a
 * plain profile (a name and a birth date), as the onboarding screens will do, and answers
 * `{ userId }`. Journeys that need two real members who can match use it; everything else goes through the app.
 *
 * POST {API_BASE}/e2e/fresh-guest { email } — the member with this e-mail forgets what the journeys before made them
 * do: their likes and passes, their age and distance settings, the all-in screens seen (PROF-10), their purchases, saved card
 * and tier (PUR-22), their offers and discount views (PUR-07, PUR-39), the Explore catalogs joined (EXP-02), and the matches and blocks made since the server started (the demo world's own stay).
 * The members made since the server started (by journeys) leave their deck: the guest has passed them, so the deck a
 * journey meets is the demo world's whatever journeys ran before it.
 * Every journey starts with it (tests/e2e/support/journey.ts), so no journey depends on the ones before it.
 *
 * POST {API_BASE}/e2e/likes-used { email, left } — the member with this e-mail has liked other members over the last
 * hours until only `left` likes remain of the free allowance (RECS-11); the oldest of those likes comes back 90 minutes
 * from now. The members liked are ones who did not like this member, so no match is made. fresh-guest forgets them.
 *
 * POST {API_BASE}/e2e/terms-outdated { email } — the member with this e-mail accepted an earlier version of the terms of
 * service and not the current one, as after a change of the terms (PRIV-19); the privacy journey needs one.
 *
 * POST {API_BASE}/e2e/tier { email, tier } — the member with this e-mail is on this tier (none, plus, gold, platinum),
 * as a purchase would make them; the passport journey needs a Plus member.
 *
 * POST {API_BASE}/e2e/phone-member { email, phone } — the member with this e-mail has this phone number instead and
 * no e-mail address, and joined two days ago: the e-mail prompt's journey (PL-10) needs one.
 *
 * POST {API_BASE}/e2e/offer-ends { email, minutes } — the open intro price of the member with this e-mail ends this many
 * minutes from now, as if it had been made days ago: the intro-price reminder's journey (PUR-12) needs one that ends soon.
 *
 * POST {API_BASE}/e2e/offer-prompt { email, offer } — the member with this e-mail gets their open intro price
 * (`offer: "intro"`) or bundle of boosts and super likes (`"bundle"`) put before them after their next sign-in
 * (PL-13), as the provider's marketing would: the post-login offers' journey needs one of each.
 *
 * POST {API_BASE}/e2e/read-receipts { email, left } — the member with this e-mail has `left` read receipts (CHAT-08), as
 * after turning them on in that many fewer matches: the read-receipt paywall's journey needs a member with none.
 *
 * POST {API_BASE}/e2e/match-aged { matchId, days } — the match, with no message yet, was made `days` days ago, and expires
 * (and is archived) when a match nobody wrote in does (MATCH-02, MATCH-17): the archived matches' journey needs one.
 *
 * POST {API_BASE}/e2e/conversation { matchId, count } — the match, with no message yet, gets a conversation of `count`
 * messages ("Line 1" to "Line {count}", its two members in turn, a minute apart, the last one now), more than the
 * send allowance lets a journey send: the long-history journey needs several pages of it.
 */
import { fileURLToPath } from 'node:url';
import { Type, type Static } from '@sinclair/typebox';
import { buildServer } from '../../../server/app';
import { seedLongConversation } from '../../../server/chat/testing/long-conversation';
import { MATCH_EXPIRY_MS } from '../../../server/matches/match.repository';
import { loadConfigOrExit } from '../../../server/config';
import { OffersService } from '../../../server/purchase/offers.service';
import { LIKES_ALLOWANCE } from '../../../server/recs';
import { lastSwipeRepository } from '../../../server/recs/last-swipe.repository';
import { exitOnSignals } from '../../../server/platform/shutdown';
import { prepareClient } from '../../../server/web/prepare-client';

const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const FreshGuestBody = Type.Object({ email: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
const LikesUsedBody = Type.Object({ email: Type.String({ maxLength: 200 }), left: Type.Integer({ minimum: 0, maximum: LIKES_ALLOWANCE.max }) }, { additionalProperties: false });
const TierBody = Type.Object({ email: Type.String({ maxLength: 200 }), tier: Type.Union([Type.Literal('none'), Type.Literal('plus'), Type.Literal('gold'), Type.Literal('platinum')]) }, { additionalProperties: false });
const PhoneMemberBody = Type.Object({ email: Type.String({ maxLength: 200 }), phone: Type.String({ pattern: '^\\+[1-9][0-9]{6,14}$' }) }, { additionalProperties: false });
const OfferEndsBody = Type.Object({ email: Type.String({ maxLength: 200 }), minutes: Type.Integer({ minimum: 1, maximum: 7 * 24 * 60 }) }, { additionalProperties: false });
const OfferPromptBody = Type.Object({ email: Type.String({ maxLength: 200 }), offer: Type.Union([Type.Literal('intro'), Type.Literal('bundle')]) }, { additionalProperties: false });
const ConversationBody = Type.Object({ matchId: Type.String({ maxLength: 40 }), count: Type.Integer({ minimum: 1, maximum: 1_000 }) }, { additionalProperties: false });
const MatchAgedBody = Type.Object({ matchId: Type.String({ maxLength: 40 }), days: Type.Integer({ minimum: 1, maximum: 60 }) }, { additionalProperties: false });
const ReadReceiptsBody = Type.Object({ email: Type.String({ maxLength: 200 }), left: Type.Integer({ minimum: 0, maximum: 100 }) }, { additionalProperties: false });
const OnboardedBody = Type.Object({ email: Type.String({ maxLength: 200 }), name: Type.String({ minLength: 1, maxLength: 40 }) }, { additionalProperties: false });

const config = loadConfigOrExit();
if (config.mode === 'production') throw new Error('the journeys server runs in demo or dev mode only');
let startedAt = new Date();
const client = await prepareClient(PROJECT_ROOT, { skipBuild: true, say: (line) => console.log(line) });
const server = await buildServer({
  config,
  ...(client.site === undefined ? {} : { site: client.site }),
  extraRoutes: (api, { db }) => {
    api.post<{ Body: Static<typeof OnboardedBody> }>('/e2e/onboarded', { schema: { body: OnboardedBody } }, async (request, reply) => {
      const rows = await db.query<{ id: string }>(
        "UPDATE users SET onboarding_state = 'complete', name = $2, birth_date = '1994-06-15' WHERE email = $1 RETURNING id",
        [request.body.email.toLowerCase(), request.body.name],
      );
      if (rows.length === 0) return reply.code(404).send({ meta: { status: 404 }, error: { code: 40400 } });
      return reply.send({ meta: { status: 200 }, data: { userId: rows[0]!.id } });
    });
    api.post<{ Body: Static<typeof FreshGuestBody> }>('/e2e/terms-outdated', { schema: { body: FreshGuestBody } }, async (request, reply) => {
      const rows = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [request.body.email.toLowerCase()]);
      if (rows.length === 0) return reply.code(404).send({ meta: { status: 404 }, error: { code: 40400 } });
      await db.query('DELETE FROM terms_acceptances WHERE user_id = $1', [rows[0]!.id]);
      await db.query("INSERT INTO terms_acceptances (user_id, terms_version, accepted_at) VALUES ($1, '2025-06-01', now())", [rows[0]!.id]);
      return reply.send({ meta: { status: 200 }, data: {} });
    });
    api.post<{ Body: Static<typeof PhoneMemberBody> }>('/e2e/phone-member', { schema: { body: PhoneMemberBody } }, async (request, reply) => {
      const rows = await db.query<{ id: string }>(
        "UPDATE users SET phone = $2, email = NULL, created_at = now() - interval '2 days' WHERE email = $1 RETURNING id",
        [request.body.email.toLowerCase(), request.body.phone],
      );
      if (rows.length === 0) return reply.code(404).send({ meta: { status: 404 }, error: { code: 40400 } });
      return reply.send({ meta: { status: 200 }, data: { userId: rows[0]!.id } });
    });
    api.post<{ Body: Static<typeof TierBody> }>('/e2e/tier', { schema: { body: TierBody } }, async (request, reply) => {
      const rows = await db.query<{ id: string }>('UPDATE users SET tier = $2 WHERE email = $1 RETURNING id', [request.body.email.toLowerCase(), request.body.tier]);
      if (rows.length === 0) return reply.code(404).send({ meta: { status: 404 }, error: { code: 40400 } });
      return reply.send({ meta: { status: 200 }, data: {} });
    });
    api.post<{ Body: Static<typeof ReadReceiptsBody> }>('/e2e/read-receipts', { schema: { body: ReadReceiptsBody } }, async (request, reply) => {
      const rows = await db.query<{ id: string }>('UPDATE users SET read_receipts_remaining = $2 WHERE email = $1 RETURNING id', [request.body.email.toLowerCase(), request.body.left]);
      if (rows.length === 0) return reply.code(404).send({ meta: { status: 404 }, error: { code: 40400 } });
      return reply.send({ meta: { status: 200 }, data: {} });
    });
    api.post<{ Body: Static<typeof OfferEndsBody> }>('/e2e/offer-ends', { schema: { body: OfferEndsBody } }, async (request, reply) => {
      const rows = await db.query<{ id: string }>(
        `UPDATE member_offers SET expires_at = $2 WHERE offer_type = 'INTRO_PRICE' AND redeemed_at IS NULL AND user_id = (SELECT id FROM users WHERE email = $1) RETURNING id`,
        [request.body.email.toLowerCase(), new Date(Date.now() + request.body.minutes * 60_000)],
      );
      if (rows.length === 0) return reply.code(404).send({ meta: { status: 404 }, error: { code: 40400 } });
      return reply.send({ meta: { status: 200 }, data: { offerId: rows[0]!.id } });
    });
    api.post<{ Body: Static<typeof OfferPromptBody> }>('/e2e/offer-prompt', { schema: { body: OfferPromptBody } }, async (request, reply) => {
      const [member] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [request.body.email.toLowerCase()]);
      const offer = member && (await new OffersService(db, { now: () => Date.now() }).promptAfterSignIn(member.id, request.body.offer === 'intro' ? 'INTRO_PRICE' : 'BUNDLE_OFFER'));
      if (!offer) return reply.code(404).send({ meta: { status: 404 }, error: { code: 40400 } });
      return reply.send({ meta: { status: 200 }, data: { offerId: offer.id } });
    });
    api.post<{ Body: Static<typeof LikesUsedBody> }>('/e2e/likes-used', { schema: { body: LikesUsedBody } }, async (request, reply) => {
      const [member] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [request.body.email.toLowerCase()]);
      if (member === undefined) return reply.code(404).send({ meta: { status: 404 }, error: { code: 40400 } });
      const used = LIKES_ALLOWANCE.max - request.body.left;
      const others = await db.query<{ id: string }>(
        `SELECT u.id FROM users u
          WHERE u.id <> $1 AND u.onboarding_state = 'complete'
            AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = u.id AND l.liked_id = $1)
            AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = $1 AND l.liked_id = u.id)
          ORDER BY u.id LIMIT $2`,
        [member.id, used],
      );
      if (others.length < used) return reply.code(409).send({ meta: { status: 409 }, error: { code: 40900 } });
      // The oldest like leaves the allowance's window 90 minutes from now; the others follow a second apart.
      const oldest = Date.now() - LIKES_ALLOWANCE.windowMs + 90 * 60_000;
      await db.transaction(async (tx) => {
        for (const [i, other] of others.entries()) {
          await tx.query('INSERT INTO likes (liker_id, liked_id, is_super, created_at) VALUES ($1, $2, false, $3)', [member.id, other.id, new Date(oldest + i * 1000)]);
        }
      });
      return reply.send({ meta: { status: 200 }, data: { used } });
    });
    api.post<{ Body: Static<typeof ConversationBody> }>('/e2e/conversation', { schema: { body: ConversationBody } }, async (request, reply) => {
      const { matchId, count } = request.body;
      const [match] = await db.query<{ user_a: string; user_b: string; last_seq: string }>('SELECT user_a, user_b, last_seq FROM matches WHERE id = $1', [matchId]);
      if (match === undefined) return reply.code(404).send({ meta: { status: 404 }, error: { code: 40400 } });
      if (Number(match.last_seq) !== 0) return reply.code(409).send({ meta: { status: 409 }, error: { code: 40900 } });
      await seedLongConversation(db, { matchId, between: [match.user_a, match.user_b], count, endAt: Date.now(), text: (seq) => `Line ${seq}` });
      return reply.send({ meta: { status: 200 }, data: { count } });
    });
    api.post<{ Body: Static<typeof MatchAgedBody> }>('/e2e/match-aged', { schema: { body: MatchAgedBody } }, async (request, reply) => {
      const madeAt = new Date(Date.now() - request.body.days * 24 * 3_600_000);
      const expiresAt = new Date(madeAt.getTime() + MATCH_EXPIRY_MS);
      const aged = await db.query('UPDATE matches SET created_at = $2, expire_at = $3, archive_at = $3, updated_at = now() WHERE id = $1 AND last_seq = 0 RETURNING id', [
        request.body.matchId,
        madeAt,
        expiresAt,
      ]);
      if (aged.length === 0) return reply.code(404).send({ meta: { status: 404 }, error: { code: 40400 } });
      return reply.send({ meta: { status: 200 }, data: { archivedAt: expiresAt.toISOString() } });
    });
    api.post<{ Body: Static<typeof FreshGuestBody> }>('/e2e/fresh-guest', { schema: { body: FreshGuestBody } }, async (request, reply) => {
      const [guest] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [request.body.email.toLowerCase()]);
      if (guest === undefined) return reply.code(404).send({ meta: { status: 404 }, error: { code: 40400 } });
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM likes WHERE liker_id = $1', [guest.id]);
        await tx.query('DELETE FROM passes WHERE passer_id = $1', [guest.id]);
        // Members that journeys made leave the guest's deck: the guest has passed them.
        await tx.query('INSERT INTO passes (passer_id, passed_id, created_at) SELECT $1, id, now() FROM users WHERE id <> $1 AND created_at >= $2', [
          guest.id,
          startedAt,
        ]);
        await tx.query('DELETE FROM matches WHERE (user_a = $1 OR user_b = $1) AND created_at >= $2', [guest.id, startedAt]);
        await tx.query('DELETE FROM blocks WHERE (blocker_id = $1 OR blocked_id = $1) AND created_at >= $2', [guest.id, startedAt]);
        await lastSwipeRepository.clearOf(tx, guest.id);
        await tx.query(
          `UPDATE users SET age_filter_min = DEFAULT, age_filter_max = DEFAULT, distance_filter = DEFAULT,
             all_in_screens_viewed = false WHERE id = $1`,
          [guest.id],
        );
        // PUR-22: no purchase, saved card or billing info; back on no tier.
        await tx.query('DELETE FROM purchases WHERE user_id = $1', [guest.id]);
        // PUR-07, PUR-39: no offers made, claimed or seen: the next visit makes them afresh.
        await tx.query('DELETE FROM discount_views WHERE user_id = $1', [guest.id]);
        await tx.query('DELETE FROM member_offers WHERE user_id = $1', [guest.id]);
        await tx.query('DELETE FROM payment_cards WHERE user_id = $1', [guest.id]);
        await tx.query('DELETE FROM billing_profiles WHERE user_id = $1', [guest.id]);
        await tx.query('DELETE FROM member_consumables WHERE user_id = $1', [guest.id]);
        await tx.query("UPDATE users SET tier = 'none' WHERE id = $1", [guest.id]);
        // EXP-02: in no Explore catalog.
        await tx.query('DELETE FROM explore_members WHERE user_id = $1', [guest.id]);
        await tx.query('DELETE FROM explore_changes WHERE user_id = $1', [guest.id]);
      });
      return reply.send({ meta: { status: 200 }, data: {} });
    });
  },
});
await server.world.seedIfEmpty();
startedAt = new Date();
await server.app.listen({ port: config.port, host: config.host });
console.log(`journeys server on port ${config.port}`);
exitOnSignals(() => server.close());
