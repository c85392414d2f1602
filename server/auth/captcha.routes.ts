/** POST /v2/auth/verify-captcha (AUTH-30): answers `is_success`; a wrong answer is a 200 with false, not an error. `answer` is the solver's ALTCHA payload. */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sendData } from '../http/envelope';
import { body } from '../http/schemas';
import { CAPTCHA_VENDOR, MAX_ANSWER_LENGTH, type CaptchaService } from './captcha.service';

const VerifyCaptchaBody = body({
  token: Type.String({ minLength: 1, maxLength: 256 }),
  answer: Type.String({ maxLength: MAX_ANSWER_LENGTH }),
  vendor: Type.Optional(Type.String({ maxLength: 32 })),
  funnelSessionId: Type.Optional(Type.String({ maxLength: 256 })),
});

export const registerCaptchaRoutes = (api: FastifyInstance, deps: { readonly captcha: CaptchaService }): void => {
  api.post<{ Body: Static<typeof VerifyCaptchaBody> }>('/v2/auth/verify-captcha', { schema: { body: VerifyCaptchaBody } }, async (request, reply) => {
    const { token, answer, vendor } = request.body;
    return sendData(reply, { is_success: await deps.captcha.verify(token, answer, vendor ?? CAPTCHA_VENDOR) });
  });
};
