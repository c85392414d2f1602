/**
 * GET /v2/profile: the signed-in member's own account (contact details masked), their discovery settings and
 * visibility (SET-04, SET-10), the allowances (RECS-11, RECS-12) and preference-filter access (SET-07).
 * POST /v2/profile/user (EP-053): saves discovery settings and visibility (discovery-settings.service.ts).
 * GET /user/{userId}: another member's public card (member-card.ts); never a phone, an e-mail, a position or more
 * of the birth date than the age, only a distance between cells. Members who are still onboarding or banned, and
 * members in a blocked pair, are not found, like ids that never existed.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { maskEmail, maskPhone } from '../auth/destination';
import type { Database } from '../db/database';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { failure } from '../http/failure';
import { Id } from '../http/schemas';
import { consumables } from './consumables';
import type { BlockedMembers } from './blocked-members';
import { DiscoverySettingsBody, plusControlJson, settingsJson } from './discovery-settings.wire';
import type { DiscoverySettingsService } from './discovery-settings.service';
import { discoveryRepository } from './discovery.repository';
import type { MemberCards } from './member-cards';
import { preferenceFilterAccess } from './tier';
import { passportAccess, travelJson } from './travel';
import { isVisible } from './user';
import { userRepository as users } from './user.repository';

const UserParams = Type.Object({ userId: Id }, { additionalProperties: false });

/** RECS-11, RECS-12: the allowances as the profile carries them (`likes`, `super_likes`). */
export type AllowancesJson = (memberId: string) => Promise<{ readonly likes: object; readonly super_likes: object }>;

/** The own profile's fields (server/profile): `user` merges into `data.user`, the rest into `data`. */
export type OwnProfileParts = (memberId: string) => Promise<({ readonly user: object } & Record<string, unknown>) | null>;

export interface UsersRouteDeps {
  readonly db: Database;
  /** The pre-handler admitting signed-in members. */
  readonly member: preHandlerAsyncHookHandler;
  readonly cards: MemberCards;
  readonly blocks: BlockedMembers;
  readonly settings: DiscoverySettingsService;
  readonly allowances: AllowancesJson;
  /** SET-01, SET-15: the member's settings block and the account's e-mail change state (server/settings). */
  readonly profileSettings?: ProfileSettingsJson;
  /** PROF-01, PROF-23: the own profile's fields (server/profile). */
  readonly ownProfile?: OwnProfileParts;
}

/** What GET /v2/profile adds from the member's settings: a `settings` block and more `account` fields. */
export type ProfileSettingsJson = (memberId: string) => Promise<{ readonly settings: object; readonly account: object }>;

export const registerUserRoutes = (api: FastifyInstance, deps: UsersRouteDeps): void => {
  const { db, member, cards, blocks, settings, allowances, profileSettings, ownProfile } = deps;

  api.get('/v2/profile', { preHandler: member }, async (request, reply) => {
    const userId = authOf(request).userId;
    const [user, discovery, held, memberSettings, own, consumablesHeld] = await Promise.all([
      users.findById(db, userId),
      discoveryRepository.find(db, userId),
      allowances(userId),
      profileSettings?.(userId),
      ownProfile ? ownProfile(userId) : Promise.resolve(null),
      consumables.of(db, userId),
    ]);
    if (!user || !discovery) return sendFailure(reply, failure.notFound());
    const { user: ownUser, ...ownRest } = own ?? { user: {} };
    return sendData(reply, {
      user: {
        _id: user.id,
        name: user.name,
        birth_date: user.birthDate,
        onboarding_state: user.onboardingState,
        ...settingsJson(discovery.settings, discovery.visibility),
        ...ownUser,
      },
      ...ownRest,
      account: {
        masked_phone_number: user.phone === null ? null : maskPhone(user.phone),
        masked_email: user.email === null ? null : maskEmail(user.email),
        ...memberSettings?.account,
      },
      ...(memberSettings === undefined ? {} : { settings: memberSettings.settings }),
      plus_control: plusControlJson(discovery.visibility),
      ...held,
      // SET-14: the passport's place while it applies, and whether the tier has the passport.
      travel: travelJson(discovery),
      // RECS-15: the swipe notes the member holds.
      // RECS-16: the bouncer bypasses the member holds.
      bouncerBypass: { total_bouncer_bypass_remaining: consumablesHeld.bouncerbypass },
      // CHAT-08, PROF-02: the read receipts the member may still turn on (Platinum's and bought ones).
      readReceipts: { remaining: consumablesHeld.readreceipt },
      feature_access: { preference_filters: preferenceFilterAccess(discovery.tier), passport: passportAccess(discovery.tier), swipe_note: { amount: consumablesHeld.swipenote } },
    });
  });

  api.post<{ Body: DiscoverySettingsBody }>('/v2/profile/user', { preHandler: member, schema: { body: DiscoverySettingsBody } }, async (request, reply) => {
    const saved = await settings.update(authOf(request).userId, request.body);
    if (!saved.ok) return sendFailure(reply, saved.error);
    return sendData(reply, { user: settingsJson(saved.value.settings, saved.value.visibility), plus_control: plusControlJson(saved.value.visibility) });
  });

  api.get<{ Params: Static<typeof UserParams> }>('/user/:userId', { preHandler: member, schema: { params: UserParams } }, async (request, reply) => {
    const viewerId = authOf(request).userId;
    const { userId } = request.params;
    const [user, blocked] = await Promise.all([users.findById(db, userId), userId === viewerId ? Promise.resolve<readonly string[]>([]) : blocks.of(viewerId)]);
    if (!user || (user.id !== viewerId && (!isVisible(user) || blocked.includes(user.id)))) return sendFailure(reply, failure.notFound('No such member'));
    const card = (await cards.byIds(await cards.viewer(viewerId), [userId])).get(userId);
    return card ? sendData(reply, card) : sendFailure(reply, failure.notFound('No such member'));
  });
};
