import type { HttpPort } from '../../core/api';
import type { AuthRequestContext, AuthResult } from '../../core/auth';
import { err, ok } from '../../core/shared';
import { failureOf } from './failure';

interface TokenAnswer {
  readonly login_result?: { auth_token?: string; auth_token_ttl?: number; refresh_token?: string; user_id?: string; is_new_user?: boolean };
  readonly onboarding_state?: { onboarding_token?: string; user_id?: string; refresh_token?: string };
}

/**
 * AUTH-25: the refresh of `POST /v4/auth/token` in its JSON form, the same messages as the binary schema with
 * the proto field names. A signed-in page refreshes without loading the protobuf runtime, which the sign-in flow
 * alone needs. In a browser the refresh token is the HttpOnly cookie, so the body carries none.
 */
export async function refreshWithJson(http: HttpPort, refreshToken: string | undefined, ctx: AuthRequestContext): Promise<AuthResult> {
  const r = await http.request<TokenAnswer>({
    method: 'POST',
    path: '/v4/auth/token',
    body: { kind: 'json', value: { refresh_auth: { refresh_token: refreshToken ?? '' }, funnel_session_id: ctx.funnelSessionId } },
    auth: false,
  });
  if (!r.ok) return err(failureOf(r.error));
  const login = r.value?.login_result;
  if (login?.auth_token && login.user_id) {
    return ok({
      kind: 'login',
      authToken: login.auth_token,
      authTokenTtlMs: login.auth_token_ttl ?? 0,
      userId: login.user_id,
      isNewUser: login.is_new_user ?? false,
      ...(login.refresh_token ? { refreshToken: login.refresh_token } : {}),
    });
  }
  const onboarding = r.value?.onboarding_state;
  if (onboarding?.onboarding_token && onboarding.user_id) {
    return ok({
      kind: 'onboarding',
      onboardingToken: onboarding.onboarding_token,
      userId: onboarding.user_id,
      ...(onboarding.refresh_token ? { refreshToken: onboarding.refresh_token } : {}),
    });
  }
  return err({ code: 'API.BAD_RESPONSE', message: 'the token answer could not be read' });
}
