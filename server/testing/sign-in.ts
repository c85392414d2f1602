/** Sign-in steps the tests repeat: ask for a code, read it from the demo outbox, present it. */
import { expect } from 'vitest';
import type { authgateway } from '../../adapters/protobuf/generated/auth-gateway.js';
import type { Database } from '../db/database';
import type { GatewayAnswer, TestClient } from './test-client';

/** The latest code the demo outbox holds for a destination. */
export const latestCode = async (client: TestClient, to: string): Promise<string> => {
  const answer = await client.get(`/demo/outbox?to=${encodeURIComponent(to)}`);
  expect(answer.status).toBe(200);
  const text: string | undefined = answer.body.data.messages[0]?.text;
  const code = text === undefined ? undefined : /\b(\d{6})\b/.exec(text)?.[1];
  if (code === undefined) throw new Error(`no code in the outbox for ${to}`);
  return code;
};

/** Asks for a code by SMS; returns the binding token. */
export const requestPhoneCode = async (client: TestClient, phone: string): Promise<string> => {
  const answer = await client.gateway({ phone: { phone } });
  expect(answer.status).toBe(200);
  const token = answer.body.validatePhoneOtpState?.refreshToken;
  if (!token) throw new Error(`no code request for ${phone}: error ${answer.body.error?.code ?? 'none'}`);
  return token;
};

export const requestEmailCode = async (client: TestClient, email: string): Promise<string> => {
  const answer = await client.gateway({ email: { email } });
  expect(answer.status).toBe(200);
  const token = answer.body.validateEmailOtpState?.refreshToken;
  if (!token) throw new Error(`no code request for ${email}`);
  return token;
};

/** The whole phone sign-in; the answer is a login result or an onboarding state. */
export const signInByPhone = async (client: TestClient, phone: string): Promise<GatewayAnswer> => {
  const bindingToken = await requestPhoneCode(client, phone);
  const otp = await latestCode(client, phone);
  return client.gateway({ phoneOtp: { phone, otp, refreshToken: bindingToken } });
};

export const signInByEmail = async (client: TestClient, email: string): Promise<GatewayAnswer> => {
  const bindingToken = await requestEmailCode(client, email);
  const otp = await latestCode(client, email);
  return client.gateway({ emailOtp: { email, otp, refreshToken: bindingToken } });
};

/** Stands in for the onboarding flow: the member becomes complete (visible, and signs in with a login result). */
export const completeOnboarding = async (
  db: Database,
  userId: string,
  profile: { readonly name?: string; readonly birthDate?: string } = {},
): Promise<void> => {
  await db.query("UPDATE users SET onboarding_state = 'complete', name = $2, birth_date = $3 WHERE id = $1", [
    userId,
    profile.name ?? 'Alex',
    profile.birthDate ?? null,
  ]);
};

/** A member who finished onboarding, signed in by phone: their login result. */
export const signedInMember = async (
  client: TestClient,
  db: Database,
  phone: string,
  profile?: { readonly name?: string; readonly birthDate?: string },
): Promise<authgateway.LoginResult> => {
  const first = await signInByPhone(client, phone);
  if (first.body.loginResult) return first.body.loginResult as authgateway.LoginResult;
  const onboarding = first.body.onboardingState;
  if (!onboarding?.userId || !onboarding.refreshToken) throw new Error(`sign-in of ${phone} failed with status ${first.status}`);
  await completeOnboarding(db, onboarding.userId, profile);
  // Onboarding done: the refresh token of the onboarding state now gives a member's login result.
  const refreshed = await client.gateway({ refreshAuth: { refreshToken: onboarding.refreshToken } }, { path: '/v4/auth/token' });
  if (!refreshed.body.loginResult) throw new Error(`refresh after onboarding of ${phone} gave no login result`);
  return refreshed.body.loginResult as authgateway.LoginResult;
};
