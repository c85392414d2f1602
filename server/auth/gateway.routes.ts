/**
 * POST /v3/auth/login (every factor) and POST /v4/auth/token (refresh only): the protobuf auth gateway
 * (AUTH-04..06, AUTH-09, AUTH-16, AUTH-18, AUTH-19, AUTH-25). Success and failure are both
 * `AuthGatewayResponse`; a failure also sets the HTTP status (and Retry-After). The refresh also speaks JSON
 * (token-refresh-json.ts): the same rules, answered in the JSON envelope.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { err, ok, type Result } from '../../core/shared';
import type { ServerConfig } from '../config';
import { PROTOBUF_CONTENT_TYPE } from '../http/content-types';
import { sendData, sendFailure } from '../http/envelope';
import { failure, FailureError, type Failure } from '../http/failure';
import { isTrustedOrigin } from '../http/origin';
import '../http/route-config';
import { deviceOf } from './device';
import { decodeGatewayRequest, encodeCaptcha, encodeCodeSent, encodeFailure, encodeSession, type GatewayFactor, type GatewayRequest } from './gateway-codec';
import { isWebClient, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import type { IssuedSession, SessionService } from './session.service';
import type { SendOutcome, SignInService } from './sign-in.service';
import { decodeJsonRefresh, isJsonRequest, sessionJson } from './token-refresh-json';

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

/** How a session answer and a failure are written: the gateway's protobuf, or the JSON envelope. */
interface AnswerCodec {
  session(reply: FastifyReply, session: IssuedSession, refreshToken: string): FastifyReply;
  failure(reply: FastifyReply, f: Failure): FastifyReply;
}

const protobufCodec: AnswerCodec = {
  session: (reply, session, refreshToken) => sendProtobuf(reply, 200, encodeSession(session, refreshToken)),
  failure: sendGatewayFailure,
};

const jsonCodec: AnswerCodec = {
  session: (reply, session, refreshToken) => sendData(reply, sessionJson(session, refreshToken)),
  failure: sendFailure,
};

const codecOf = (request: FastifyRequest): AnswerCodec => (isJsonRequest(request) ? jsonCodec : protobufCodec);

const readBody = (request: FastifyRequest): Result<GatewayRequest, Failure> => {
  if (!Buffer.isBuffer(request.body)) throw new FailureError(failure.unsupportedMediaType());
  return decodeGatewayRequest(request.body);
};

export const registerGatewayRoutes = (api: FastifyInstance, deps: GatewayDeps): void => {
  const { config, signIn, sessions } = deps;

  const sendSession = (request: FastifyRequest, reply: FastifyReply, session: IssuedSession, codec = protobufCodec): FastifyReply => {
    if (!isWebClient(request)) return codec.session(reply, session, session.refreshToken);
    setRefreshCookie(request, reply, session.refreshToken, { apiBase: config.apiBase, maxAgeMs: config.auth.refreshTokenTtlMs });
    return codec.session(reply, session, '');
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

  /** AUTH-25: one refresh, whichever the wire format. */
  const refresh = async (request: FastifyRequest, reply: FastifyReply, fromBody: string, codec: AnswerCodec) => {
    const token = refreshTokenOf(request, fromBody);
    if (!token.ok) return codec.failure(reply, token.error);
    const session = await sessions.refresh(token.value);
    return session.ok ? sendSession(request, reply, session.value, codec) : codec.failure(reply, session.error);
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
        return sessionOutcome(await signIn.verifyCode('sms', { destination: factor.phone, code: factor.otp, bindingToken: factor.bindingToken, device: deviceOf(request) }));
      case 'emailOtp':
        return sessionOutcome(await signIn.verifyCode('email', { destination: factor.email, code: factor.otp, bindingToken: factor.bindingToken, device: deviceOf(request) }));
      case 'refreshAuth':
        return refresh(request, reply, factor.refreshToken, protobufCodec);
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

  const protobufRefresh = gateway(['refreshAuth']);
  const tokenRoute = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isJsonRequest(request)) return protobufRefresh(request, reply);
    const body = decodeJsonRefresh(request.body);
    return body.ok ? refresh(request, reply, body.value.refreshToken, jsonCodec) : jsonCodec.failure(reply, body.error);
  };

  api.post(
    '/v3/auth/login',
    { config: { rawBody: true, renderFailure: sendGatewayFailure } },
    gateway(['phone', 'phoneOtp', 'email', 'emailOtp', 'resendOtp', 'refreshAuth']),
  );
  // Failures before the handler (an unreadable or oversized body) are answered in the request's own format.
  api.post('/v4/auth/token', { config: { rawBody: true, renderFailure: (reply, f) => codecOf(reply.request).failure(reply, f) } }, tokenRoute);
};
