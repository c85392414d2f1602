import type { HttpPort } from '../../core/api';
import type { AuthApiPort, AuthFailure } from '../../core/auth';
import { err, ok, type Result } from '../../core/shared';
import { failureOf } from './failure';

/** The JSON auth endpoints: captcha verification (AUTH-30), logout (AUTH-33) and the auth health check (AUTH-24). */
export class JsonAuthApi implements AuthApiPort {
  constructor(private readonly http: HttpPort) {}

  async verifyCaptcha(input: { referenceToken: string; answer: string; vendor: string; funnelSessionId: string }): Promise<Result<boolean, AuthFailure>> {
    const r = await this.http.request<{ is_success?: unknown }>({
      method: 'POST',
      path: '/v2/auth/verify-captcha',
      body: { kind: 'json', value: { token: input.referenceToken, answer: input.answer, vendor: input.vendor, funnelSessionId: input.funnelSessionId } },
      auth: false,
    });
    return r.ok ? ok(r.value?.is_success === true) : err(failureOf(r.error));
  }

  async logout(): Promise<Result<void, AuthFailure>> {
    const r = await this.http.request<unknown>({ method: 'POST', path: '/v2/auth/logout', auth: false });
    return r.ok ? ok(undefined) : err(failureOf(r.error));
  }

  async health(): Promise<Result<boolean, AuthFailure>> {
    const r = await this.http.request<{ is_healthy?: unknown }>({ method: 'GET', path: '/healthcheck/auth', auth: false });
    return r.ok ? ok(r.value?.is_healthy === true) : err(failureOf(r.error));
  }
}
