/**
 * POST /v3/auth/login (every factor) and POST /v4/auth/token (refresh only): the protobuf auth gateway
 * (AUTH-04..06, AUTH-09, AUTH-16, AUTH-18, AUTH-19, AUTH-25). Success and failure are both
 * `AuthGatewayResponse`; a failure also sets the HTTP status (and Retry-After).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { err, ok, type Result } from '../../core/shared';
import type { ServerConfig } from '../config';
import { PROTOBUF_CONTENT_TYPE } from '../http/content-types';
import { failure, FailureError, type Failure } from '../http/failure';
import { isTrustedOrigin } from '../http/origin';
import '../http/route-config';
import { decodeGatewayRequest, encodeCaptcha, encodeCodeSent, encodeFailure, encodeSession, type GatewayFactor, type GatewayRequest } from './gateway-codec';
import { isWebClient, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import type { IssuedSession, SessionService } from './session.service';
import type { SendOutcome, SignInService } from './sign-in.service';

export interface GatewayDeps {
  readonly config: ServerConfig;
  readonly signIn: SignInService;
  readonly sessions: SessionService;
}

const sendProtobuf = (reply: FastifyReply, status: number, bytes: Uint8Array): FastifyReply =>
  reply.code(status).type(PROTOBUF_CONTENT_TYPE).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

export const sendGatewayFailure = (reply: FastifyReply, f: Failure): FastifyReply => {
  if (f.retryAfterSeconds !== undefined) reply.header('retry-after', String(f.retryAfterSeconds));
  return sendProtobuf(reply, f.status, encodeFailure(f));
};

const readBody = (request: FastifyRequest): Result<GatewayRequest, Failure> => {
  if (!Buffer.isBuffer(request.body)) throw new FailureError(failure.unsupportedMediaType());
  return decodeGatewayRequest(request.body);
};

export const registerGatewayRoutes = (api: FastifyInstance, deps: GatewayDeps): void => {
  const { config, signIn, sessions } = deps;

  const sendSession = (request: FastifyRequest, reply: FastifyReply, session: IssuedSession): FastifyReply => {
    if (!isWebClient(request)) return sendProtobuf(reply, 200, encodeSession(session, session.refreshToken));
    setRefreshCookie(reply, session.refreshToken, { path: config.apiBase, maxAgeMs: config.auth.refreshTokenTtlMs });
    return sendProtobuf(reply, 200, encodeSession(session, ''));
  };

  const sendCodeOutcome = (reply: FastifyReply, outcome: SendOutcome): FastifyReply =>
    sendProtobuf(reply, 200, outcome.kind === 'code-sent' ? encodeCodeSent(outcome) : encodeCaptcha(outcome.challenge));

  /** The refresh token of the body, or for a browser the cookie, which only trusted pages may use. */
  const refreshTokenOf = (request: FastifyRequest, fromBody: string): Result<string, Failure> => {
    if (fromBody !== '') return ok(fromBody);
    const cookie = readRefreshCookie(request);
    if (cookie === undefined) return ok('');
    return isTrustedOrigin(request, config.trustedOrigins) ? ok(cookie) : err(failure.forbidden('Untrusted origin'));
  };

  const answer = async (request: FastifyRequest, reply: FastifyReply, factor: GatewayFactor, body: GatewayRequest) => {
    const context = { clientAddress: request.ip, captchaToken: body.captchaToken };
    const codeOutcome = (result: Result<SendOutcome, Failure>) =>
      result.ok ? sendCodeOutcome(reply, result.value) : sendGatewayFailure(reply, result.error);
    const sessionOutcome = (result: Result<IssuedSession, Failure>) =>
      result.ok ? sendSession(request, reply, result.value) : sendGatewayFailure(reply, result.error);
    switch (factor.kind) {
      case 'phone':
        return codeOutcome(await signIn.requestCode('sms', factor.phone, context));
      case 'email':
        return codeOutcome(await signIn.requestCode('email', factor.email, context));
      case 'resendOtp':
        return codeOutcome(await signIn.resendCode(factor.bindingToken, context));
      case 'phoneOtp':
        return sessionOutcome(await signIn.verifyCode('sms', { destination: factor.phone, code: factor.otp, bindingToken: factor.bindingToken }));
      case 'emailOtp':
        return sessionOutcome(await signIn.verifyCode('email', { destination: factor.email, code: factor.otp, bindingToken: factor.bindingToken }));
      case 'refreshAuth': {
        const token = refreshTokenOf(request, factor.refreshToken);
        return token.ok ? sessionOutcome(await sessions.refresh(token.value)) : sendGatewayFailure(reply, token.error);
      }
    }
  };

  const gateway = (accepts: ReadonlyArray<GatewayFactor['kind']>) => async (request: FastifyRequest, reply: FastifyReply) => {
    const body = readBody(request);
    if (!body.ok) return sendGatewayFailure(reply, body.error);
    if (!accepts.includes(body.value.factor.kind)) {
      return sendGatewayFailure(reply, failure.badRequest(`This endpoint does not take ${body.value.factor.kind}`));
    }
    return answer(request, reply, body.value.factor, body.value);
  };

  const routeConfig = { config: { rawBody: true, renderFailure: sendGatewayFailure } };
  api.post('/v3/auth/login', routeConfig, gateway(['phone', 'phoneOtp', 'email', 'emailOtp', 'resendOtp', 'refreshAuth']));
  api.post('/v4/auth/token', routeConfig, gateway(['refreshAuth']));
};
