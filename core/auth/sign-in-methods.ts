/**
 * LAND-08: the sign-in methods this client can offer. The spec's list also has three social identity providers, a
 * magic link and guest login; those join with their flows (AUTH-35..AUTH-42) and are not offered until then.
 */
export const SIGN_IN_METHODS = ['phone', 'email', 'account-recovery'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** The levers that decide which methods are offered (POST /v2/buckets). */
export interface SignInLevers {
  /** AUTH-07, AUTH-41: the account-recovery flow is switched on. */
  readonly accountRecovery: boolean;
}

/** LAND-08: phone and e-mail with a one-time code always; account recovery only while its lever is on. */
export const signInMethods = (levers: SignInLevers): readonly SignInMethod[] =>
  levers.accountRecovery ? ['phone', 'email', 'account-recovery'] : ['phone', 'email'];

/** What the login chooser offers when no levers are known (every lever off). */
export const DEFAULT_SIGN_IN_METHODS: readonly SignInMethod[] = signInMethods({ accountRecovery: false });
