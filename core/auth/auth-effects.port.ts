import type { AuthFailure } from './auth-answer';
/** Where auth sends the member. Implemented over the router by the composition root. */
export interface AuthNavigator {
  toLogin(): void;
  toRecs(): void;
  toOnboarding(): void;
  toVerify(reason: string): void;
  toPath(path: string): void;
  /** ROUTE-20 / PL-12: the path a visitor wanted before being sent to log in, if any. */
  pendingRedirect(): string | undefined;
  clearPendingRedirect(): void;
}

/** AUTH-20, ANA-11: the funnel events auth reports. */
export type AuthEvent =
  | { readonly type: 'decision'; readonly decision: 'sign-in' | 'sign-out' | 'token-expired' }
  | { readonly type: 'login'; readonly userId: string }
  | { readonly type: 'new-user'; readonly userId: string }
  | { readonly type: 'logout' };

export interface AuthAnalyticsPort {
  track(event: AuthEvent): void;
}

/**
 * Other modules' part in signing in and out: start feeds on sign-in; on sign-out stop feeds, clear stored state
 * and recent emoji, reset settings (AUTH-34). Each listener must not throw; a failing one must not stop the rest.
 */
export interface AuthLifecycleListener {
  signedIn?(): void | Promise<void>;
  signedOut?(): void | Promise<void>;
}

/** BAN-08: the modal of a device flagged for a date-of-birth violation (the modal queue's kind). */
export const DEVICE_FLAGGED_MODAL = 'device-flagged';

/** The modal manager as auth needs it (AUTH-20 clears it; AUTH-24 and AUTH-28 open the login modal). */
export interface AuthModals {
  clear(): void;
  openLogin(): void;
  isAnyOpen(): boolean;
  /** BAN-08: opens the device-flagged-for-DOB-violation modal. */
  openDeviceFlagged?(): void;
}

/**
 * BAN-01, BAN-02: a sign-in or refresh answered with a ban (the gateway's failure carries the ban payload) is
 * handed to the bans module, which keeps the appeal token and goes where the ban sends the member.
 */
export type BanHandoff = (failure: AuthFailure) => void;
