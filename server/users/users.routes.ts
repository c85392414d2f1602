/**
 * GET /v2/profile: the signed-in member's own account (contact details masked).
 * GET /user/{userId}: another member's public card (member-card.ts); never a phone, an e-mail or a position,
 * only a rounded distance. Members who are still onboarding or banned are not found, like ids that never existed.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Clock } from '../../core/shared';
import { maskEmail, maskPhone } from '../auth/destination';
import type { Database } from '../db/database';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { failure } from '../http/failure';
import { Id } from '../http/schemas';
import { cardLoader } from './card-loader';
import type { CardPhoto } from './member-card';
import { positionRepository } from './position.repository';
import { isVisible } from './user';
import { userRepository as users } from './user.repository';

const UserParams = Type.Object({ userId: Id }, { additionalProperties: false });

export interface UsersRouteDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The pre-handler admitting signed-in members. */
  readonly member: preHandlerAsyncHookHandler;
  /** A member's photos in profile order (the media module's); none when absent. */
  readonly photosOf?: (userId: string) => Promise<readonly CardPhoto[]>;
}

export const registerUserRoutes = (api: FastifyInstance, deps: UsersRouteDeps): void => {
  const { db, member } = deps;
  const cardOf = cardLoader(deps);

  api.get('/v2/profile', { preHandler: member }, async (request, reply) => {
    const user = await users.findById(db, authOf(request).userId);
    if (!user) return sendFailure(reply, failure.notFound());
    return sendData(reply, {
      user: { _id: user.id, name: user.name, birth_date: user.birthDate, onboarding_state: user.onboardingState },
      account: {
        masked_phone_number: user.phone === null ? null : maskPhone(user.phone),
        masked_email: user.email === null ? null : maskEmail(user.email),
      },
    });
  });

  api.get<{ Params: Static<typeof UserParams> }>('/user/:userId', { preHandler: member, schema: { params: UserParams } }, async (request, reply) => {
    const viewer = authOf(request).userId;
    const user = await users.findById(db, request.params.userId);
    if (!user || (user.id !== viewer && !isVisible(user))) return sendFailure(reply, failure.notFound('No such member'));
    const viewerPosition = user.id === viewer ? null : await positionRepository.find(db, viewer);
    return sendData(reply, await cardOf(user, viewerPosition));
  });
};
