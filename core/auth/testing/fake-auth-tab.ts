import type { AuthFailure } from '../auth-answer';
import type { ReadonlySignal } from '@preact/signals-core';
import { ModalStore } from '../../navigation';
import type { Clock, Scheduler } from '../../shared';
import { MemoryLogger, SequentialIds } from '../../shared/testing';
import type { AuthLifecycleListener } from '../auth-effects.port';
import type { AuthApiPort, AuthGatewayPort } from '../auth-gateway.port';
import { AuthOutageUseCase } from '../auth-outage.use-case';
import { AuthSessionStore } from '../auth-session.store';
import { CheckAuthHealthUseCase } from '../check-auth-health.use-case';
import type { LockPort, RefreshTokenVault } from '../coordination.port';
import { FinaliseLoginUseCase } from '../finalise-login.use-case';
import type { CaptchaSolverPort } from '../captcha-solver.port';
import { LoginFlowUseCase } from '../login-flow.use-case';
import { LogoutUseCase } from '../logout.use-case';
import { RestoreSessionUseCase } from '../restore-session.use-case';
import type { SignInMethod } from '../sign-in-methods';
import { TokenRefresher } from '../token-refresher';
import { FakeAuthApi, FakeAuthGateway } from './fake-auth-gateway';
import { cookieManagedVault } from '../coordination.port';
import { FakeBroadcastHub, FakeLockHub, FakeSessionHint } from './fake-coordination';
import { FakeAuthModals, RecordingAnalytics, RecordingNavigator } from './recording-effects';

export interface FakeAuthTabOptions {
  /** Clock and scheduler of the tab (FakeTime in tests). */
  readonly time: Clock & Scheduler;
  readonly gateway?: AuthGatewayPort;
  readonly api?: AuthApiPort;
  /** Shared by the tabs of one browser. */
  readonly locks?: FakeLockHub;
  /** Shared by the tabs of one browser. */
  readonly broadcast?: FakeBroadcastHub;
  readonly vault?: RefreshTokenVault;
  readonly listeners?: readonly AuthLifecycleListener[];
  readonly funnelSessionId?: string;
  /** AUTH-29: a captcha solver; without one the flow waits for `solveCaptcha(answer)`. */
  readonly solver?: CaptchaSolverPort;
  /** Prefix of the tab's ids (token requests between tabs). */
  readonly name?: string;
  /** LAND-08: the sign-in methods offered; phone and e-mail when absent. */
  readonly methods?: ReadonlySignal<readonly SignInMethod[]>;
  /** AUTH-10: the `smsCaptcha` lever; on when absent. */
  readonly smsCaptcha?: ReadonlySignal<boolean>;
}

/**
 * The auth module of one browser tab, wired on in-memory fakes the way the composition root wires it on real
 * adapters: a refresh the server refuses runs the logout use-case. Tabs built over the same lock and broadcast
 * hubs behave like tabs of one browser.
 */
export class FakeAuthTab {
  readonly gateway: AuthGatewayPort;
  readonly api: AuthApiPort;
  readonly session: AuthSessionStore;
  readonly refresher: TokenRefresher;
  readonly finalise: FinaliseLoginUseCase;
  readonly flow: LoginFlowUseCase;
  readonly logout: LogoutUseCase;
  readonly restore: RestoreSessionUseCase;
  readonly health: CheckAuthHealthUseCase;
  readonly outage: AuthOutageUseCase;
  readonly authNavigator = new RecordingNavigator();
  readonly analytics = new RecordingAnalytics();
  /** The modal queue (NAV-13) the outage modals go on. */
  readonly modalQueue = new ModalStore();
  readonly modals = new FakeAuthModals(this.modalQueue);
  readonly logger = new MemoryLogger();
  /** BAN-01: the bans a sign-in or refresh handed on. */
  readonly bans: AuthFailure[] = [];
  /** The device says it is offline. */
  offline = false;
  /** The session hint at start-up; present by default, as after a sign-in. */
  readonly hint = new FakeSessionHint();

  constructor(options: FakeAuthTabOptions) {
    const { time } = options;
    const vault = options.vault ?? cookieManagedVault;
    const broadcast = (options.broadcast ?? new FakeBroadcastHub(time)).port();
    const locks: LockPort = (options.locks ?? new FakeLockHub()).port();
    const listeners = options.listeners ?? [];
    const { authNavigator, analytics, modals, logger } = this;
    this.gateway = options.gateway ?? new FakeAuthGateway();
    this.api = options.api ?? new FakeAuthApi();
    const { gateway, api } = this;
    const session = new AuthSessionStore(time, options.funnelSessionId ?? 'funnel-1');
    this.session = session;
    this.logout = new LogoutUseCase({ session, api, vault, broadcast, modals, authNavigator, analytics, listeners, logger });
    this.refresher = new TokenRefresher({
      session,
      gateway,
      locks,
      broadcast,
      vault,
      clock: time,
      scheduler: time,
      ids: new SequentialIds(options.name ?? 'tab'),
      logger,
      onLoggedOut: () => void this.logout.execute('refresh-refused'),
      outage: { report: (phase, failure) => this.outage.report(phase, failure) },
    });
    const { refresher } = this;
    this.outage = new AuthOutageUseCase({
      session,
      modals: this.modalQueue,
      isOffline: () => this.offline,
      reauthenticate: () => refresher.reauthenticate(),
      closeLogin: () => this.flow.close(),
      logger,
    });
    this.finalise = new FinaliseLoginUseCase({ session, refresher, vault, modals, authNavigator, analytics, listeners, logger });
    const methods = options.methods ? { methods: options.methods } : {};
    this.flow = new LoginFlowUseCase({
      gateway,
      api,
      session,
      finalise: this.finalise,
      authNavigator,
      clock: time,
      logger,
      outage: this.outage,
      modals,
      ...methods,
      ...(options.solver ? { solver: options.solver } : {}),
      ...(options.smsCaptcha ? { smsCaptcha: options.smsCaptcha } : {}),
      onBan: (failure) => this.bans.push(failure),
    });
    this.restore = new RestoreSessionUseCase({ session, refresher, vault, analytics, listeners, logger, now: () => time.now(), hint: this.hint, onBan: (failure) => this.bans.push(failure) });
    this.health = new CheckAuthHealthUseCase(api, session, modals);
  }

  dispose(): void {
    this.outage.dispose();
    this.refresher.dispose();
    this.logout.dispose();
  }
}
