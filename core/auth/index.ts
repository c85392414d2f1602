/**
 * core/auth — signing in and staying signed in.
 * Owns: the login flow (phone or e-mail code, captcha) as a pure reducer and a use-case; the sign-in methods offered
 * (LAND-08); the auth session with the auth token in memory only; single-flight re-authentication across tabs;
 * start-up restore; logout; auth health; the auth service's outages and their modals (AUTH-27).
 * Needs: the binary auth gateway and the JSON auth API (ports), a cross-tab lock and channel, a refresh-token vault
 * (empty in a browser: the refresh token is an HttpOnly cookie), navigation, modals and the modal queue, a funnel sink (ANA-11),
 * Clock, Scheduler.
 * Exposes: the use-cases and stores below through `AUTH` tokens; `TokenRefresher` is the API client's token source.
 */
import { token } from '../shared';
import type { AuthApiPort, AuthGatewayPort } from './auth-gateway.port';
import type { CaptchaSolverPort } from './captcha-solver.port';
import type { AuthAnalyticsPort, AuthLifecycleListener, AuthModals, AuthNavigator, BanHandoff } from './auth-effects.port';
import type { FunnelSinkPort } from './funnel-analytics';
import type { AuthOutageUseCase } from './auth-outage.use-case';
import type { AuthSessionStore } from './auth-session.store';
import type { CheckAuthHealthUseCase } from './check-auth-health.use-case';
import type { AuthBroadcastPort, LockPort, RefreshTokenVault } from './coordination.port';
import type { FinaliseLoginUseCase } from './finalise-login.use-case';
import type { LoginFlowUseCase } from './login-flow.use-case';
import type { LoginLauncher } from './login-launcher';
import type { LogoutUseCase } from './logout.use-case';
import type { RestoreSessionUseCase } from './restore-session.use-case';
import type { SessionHintPort } from './session-hint.port';
import type { TokenRefresher } from './token-refresher';

export * from './auth-answer';
export * from './auth-session';
export * from './auth-levers';
export * from './auth-outage';
export * from './sign-in-methods';
export * from './contact-rules';
export * from './dial-codes';
export * from './login-flow';
export * from './login-error-message';
export type { AuthApiPort, AuthGatewayPort, AuthRequestContext, AuthResult } from './auth-gateway.port';
export type { AuthAnalyticsPort, AuthEvent, AuthLifecycleListener, AuthModals, AuthNavigator, BanHandoff } from './auth-effects.port';
export { DEVICE_FLAGGED_MODAL } from './auth-effects.port';
export { cookieManagedVault, MemoryVault, type AuthBroadcast, type AuthBroadcastPort, type LockPort, type RefreshTokenVault } from './coordination.port';
export { AuthSessionStore } from './auth-session.store';
export { FunnelAnalytics, type FunnelEvent, type FunnelSinkPort } from './funnel-analytics';
export { AuthOutageUseCase, type AuthOutageDeps, type OutageModalQueue, type OutageReporter } from './auth-outage.use-case';
export { TokenRefresher, REFRESH_LOCK, PEER_TOKEN_WAIT_MS, type TokenRefresherDeps } from './token-refresher';
export { FinaliseLoginUseCase, type FinaliseLoginDeps } from './finalise-login.use-case';
export { LoginFlowUseCase, LoginErrorCode, type LoginFlowDeps } from './login-flow.use-case';
export { LogoutUseCase, type LogoutDeps, type LogoutReason } from './logout.use-case';
export { RestoreSessionUseCase, type RestoreSessionDeps } from './restore-session.use-case';
export { CheckAuthHealthUseCase, shouldOpenLoginForUnhandledError } from './check-auth-health.use-case';
export { LoginLauncher, type LoginEntry } from './login-launcher';
export type { SessionHintPort } from './session-hint.port';
export { CaptchaSolverError, type CaptchaSolverPort } from './captcha-solver.port';

export const AUTH = {
  /** BAN-01: where a ban answered to a sign-in or refresh goes (the bans module, loaded on demand). */
  BanHandoff: token<BanHandoff>('auth.BanHandoff'),
  Gateway: token<AuthGatewayPort>('auth.Gateway'),
  Api: token<AuthApiPort>('auth.Api'),
  CaptchaSolver: token<CaptchaSolverPort>('auth.CaptchaSolver'),
  Locks: token<LockPort>('auth.Locks'),
  Broadcast: token<AuthBroadcastPort>('auth.Broadcast'),
  Vault: token<RefreshTokenVault>('auth.Vault'),
  SessionHint: token<SessionHintPort>('auth.SessionHint'),
  Navigator: token<AuthNavigator>('auth.Navigator'),
  Modals: token<AuthModals>('auth.Modals'),
  Analytics: token<AuthAnalyticsPort>('auth.Analytics'),
  /** ANA-11: where the funnel events go. */
  FunnelSink: token<FunnelSinkPort>('auth.FunnelSink'),
  Listeners: token<readonly AuthLifecycleListener[]>('auth.Listeners'),
  Session: token<AuthSessionStore>('auth.Session'),
  Refresher: token<TokenRefresher>('auth.Refresher'),
  FinaliseLogin: token<FinaliseLoginUseCase>('auth.FinaliseLogin'),
  LoginFlow: token<LoginFlowUseCase>('auth.LoginFlow'),
  LoginLauncher: token<LoginLauncher>('auth.LoginLauncher'),
  Logout: token<LogoutUseCase>('auth.Logout'),
  RestoreSession: token<RestoreSessionUseCase>('auth.RestoreSession'),
  CheckHealth: token<CheckAuthHealthUseCase>('auth.CheckHealth'),
  Outage: token<AuthOutageUseCase>('auth.Outage'),
} as const;
