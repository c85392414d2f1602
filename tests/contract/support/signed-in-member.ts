/**
 * A new member, signed in through the reference server's own sign-in steps (server/testing/sign-in.ts), who
 * finished onboarding under a name: their id and auth token, by phone or by e-mail.
 */
import type { Database } from '../../../server/db/database';
import { completeOnboarding, signedInMember, signInByEmail } from '../../../server/testing/sign-in';
import type { TestClient } from '../../../server/testing/test-client';

export interface MemberLogin {
  readonly userId: string;
  readonly authToken: string;
}

const loginOf = (result: { readonly userId?: string | null; readonly authToken?: string | null } | null | undefined, who: string): MemberLogin => {
  if (!result?.userId || !result.authToken) throw new Error(`${who} got no login result`);
  return { userId: result.userId, authToken: result.authToken };
};

export const memberSignedInByPhone = async (client: TestClient, db: Database, phone: string, name: string): Promise<MemberLogin> =>
  loginOf(await signedInMember(client, db, phone, { name }), phone);

export const memberSignedInByEmail = async (client: TestClient, db: Database, email: string, name: string): Promise<MemberLogin> => {
  const first = await signInByEmail(client, email);
  const onboarding = first.body.onboardingState;
  if (!onboarding?.userId || !onboarding.refreshToken) throw new Error(`sign-in of ${email} failed with status ${first.status}`);
  await completeOnboarding(db, onboarding.userId, { name });
  // Onboarding done: the refresh token of the onboarding state now gives a member's login result.
  const refreshed = await client.gateway({ refreshAuth: { refreshToken: onboarding.refreshToken } }, { path: '/v4/auth/token' });
  return loginOf(refreshed.body.loginResult, email);
};
