/**
 * The JSON form of `POST /v4/auth/token` (AUTH-25): the same refresh message as the protobuf gateway, with the
 * proto field names, so that a signed-in browser page refreshes without loading the protobuf runtime. Only the
 * codec differs; the session service answers both forms.
 */
import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyRequest } from 'fastify';
import { err, ok, type Result } from '../../core/shared';
import { failure, type Failure } from '../http/failure';
import { MAX_LENGTH } from './gateway-codec';
import type { IssuedSession } from './session.service';

const Token = Type.String({ maxLength: MAX_LENGTH.token });

const JsonRefreshRequest = Type.Object(
  {
    refresh_auth: Type.Object({ refresh_token: Token }, { additionalProperties: false }),
    funnel_session_id: Type.Optional(Token),
  },
  { additionalProperties: false },
);

const checker = TypeCompiler.Compile(JsonRefreshRequest);

/** Whether the request speaks the JSON form (read from the header, so that unreadable bodies are answered in JSON too). */
export const isJsonRequest = (request: FastifyRequest): boolean =>
  /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');

/** The refresh token of a JSON refresh body ('' when a browser relies on its cookie). */
export const decodeJsonRefresh = (body: unknown): Result<{ readonly refreshToken: string }, Failure> => {
  if (!checker.Check(body)) {
    const first = checker.Errors(body).First();
    return err(failure.badRequest(`Invalid body${first?.path ? ` at ${first.path}` : ''}: ${first?.message ?? 'does not match the schema'}`));
  }
  return ok({ refreshToken: body.refresh_auth.refresh_token });
};

/** The `data` of a session answer; `refreshToken` is '' when it travels as a cookie instead. */
export const sessionJson = (session: IssuedSession, refreshToken: string) =>
  session.kind === 'member'
    ? {
        login_result: {
          auth_token: session.authToken,
          auth_token_ttl: session.authTokenTtlMs,
          refresh_token: refreshToken,
          user_id: session.userId,
          is_new_user: false,
        },
      }
    : {
        onboarding_state: {
          onboarding_token: session.onboardingToken,
          user_id: session.userId,
          refresh_token: refreshToken,
          onboarding_token_ttl: session.onboardingTokenTtlMs,
        },
      };
