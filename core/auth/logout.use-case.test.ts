import { describe, expect, it } from 'vitest';
import { FakeTime } from '../shared/testing';
import type { AuthLifecycleListener } from './auth-effects.port';
import { FakeAuthApi, FakeAuthTab, FakeBroadcastHub, FakeLockHub } from './testing';

const signedInTab = (options: { time: FakeTime; api?: FakeAuthApi; broadcast?: FakeBroadcastHub; listeners?: AuthLifecycleListener[] }) => {
  const tab = new FakeAuthTab({ ...options, locks: new FakeLockHub() });
  tab.session.applyLogin({ kind: 'login', authToken: 'tok-1', authTokenTtlMs: 60_000, userId: 'u-1', isNewUser: false });
  return tab;
};

/** An API whose logout call writes to the timeline, noting whether the token was still held. */
class TimelineApi extends FakeAuthApi {
  constructor(
    private readonly timeline: string[],
    private readonly token: () => string | null,
  ) {
    super();
  }
  override async logout() {
    this.timeline.push(`server:logout ${this.token() ?? 'no-token'}`);
    return super.logout();
  }
}

describe('logout', () => {
  it('AUTH-33: in order: server call, API token cleared, login page, analytics, then state cleared by the listeners', async () => {
    const time = new FakeTime();
    const timeline: string[] = [];
    let tab!: FakeAuthTab;
    const api = new TimelineApi(timeline, () => tab.refresher.current());
    const listeners: AuthLifecycleListener[] = [{ signedOut: () => void timeline.push(`state:cleared ${tab.refresher.current() ?? 'no-token'}`) }];
    tab = signedInTab({ time, api, listeners });
    tab.authNavigator.toLogin = () => void timeline.push(`go:login ${tab.refresher.current() ?? 'no-token'}`);
    tab.analytics.track = (e) => void timeline.push(`event:${e.type}`);

    await tab.logout.execute();

    expect(timeline).toEqual(['server:logout tok-1', 'go:login no-token', 'event:logout', 'state:cleared no-token']);
    expect(tab.session.state.value).toMatchObject({ status: 'signed-out', funnelSessionId: 'funnel-1' });
    expect(tab.session.heldToken()).toBeNull();
  });

  it('AUTH-33: when the server call fails the member is signed out all the same and goes to login', async () => {
    const time = new FakeTime();
    const api = new FakeAuthApi();
    api.logoutFails = true;
    const tab = signedInTab({ time, api });
    await tab.logout.execute();
    expect(api.logouts).toBe(1);
    expect(tab.session.status.value).toBe('signed-out');
    expect(tab.authNavigator.visits).toEqual(['login']);
    expect(tab.logger.messages('warn')).toHaveLength(1);
  });

  it('AUTH-33: the other tabs follow through the broadcast, without calling the server again', async () => {
    const time = new FakeTime();
    const broadcast = new FakeBroadcastHub(time);
    const apiA = new FakeAuthApi();
    const apiB = new FakeAuthApi();
    const cleared: string[] = [];
    const a = signedInTab({ time, api: apiA, broadcast, listeners: [{ signedOut: () => void cleared.push('a') }] });
    const b = signedInTab({ time, api: apiB, broadcast, listeners: [{ signedOut: () => void cleared.push('b') }] });

    await a.logout.execute();
    await time.advanceAsync(5);

    expect(b.session.status.value).toBe('signed-out');
    expect(b.authNavigator.visits).toEqual(['login']);
    expect(cleared).toEqual(['a', 'b']);
    expect([apiA.logouts, apiB.logouts]).toEqual([1, 0]);
    expect(broadcast.sent.filter((m) => m.type === 'logout')).toHaveLength(1);
  });

  it('AUTH-33: a forced logout (the server already ended the session) does not call the server', async () => {
    const time = new FakeTime();
    const api = new FakeAuthApi();
    const tab = signedInTab({ time, api });
    await tab.logout.execute('forced');
    expect(api.logouts).toBe(0);
    expect(tab.session.status.value).toBe('signed-out');
  });

  it("AUTH-34: every listener's signedOut runs (feeds stopped, stored state and recent emoji cleared); a failing one does not stop the others", async () => {
    const time = new FakeTime();
    const ran: string[] = [];
    const tab = signedInTab({
      time,
      listeners: [
        { signedOut: () => void ran.push('feeds stopped') },
        {
          signedOut: () => {
            throw new Error('storage unavailable');
          },
        },
        { signedOut: async () => void ran.push('recent emoji cleared') },
        { signedIn: () => void ran.push('never') },
        { signedOut: () => void ran.push('settings reset') },
      ],
    });
    await tab.logout.execute();
    expect(ran).toEqual(['feeds stopped', 'recent emoji cleared', 'settings reset']);
    expect(tab.logger.messages('error')).toEqual(['auth signedOut listener failed']);
  });

  it('AUTH-34: logouts started together run once', async () => {
    const time = new FakeTime();
    const api = new FakeAuthApi();
    let runs = 0;
    const tab = signedInTab({ time, api, listeners: [{ signedOut: () => void runs++ }] });
    await Promise.all([tab.logout.execute(), tab.logout.execute(), tab.logout.execute('forced')]);
    expect([api.logouts, runs, tab.authNavigator.visits.length]).toEqual([1, 1, 1]);
  });

  it('SESS-08: loggingOut is true from the call to the server until the state is cleared, and a second click joins the first', async () => {
    const time = new FakeTime();
    let release!: () => void;
    const seen: boolean[] = [];
    class SlowApi extends FakeAuthApi {
      override async logout() {
        await new Promise<void>((resolve) => (release = resolve));
        return super.logout();
      }
    }
    const api = new SlowApi();
    const tab = signedInTab({ time, api, listeners: [{ signedOut: () => void seen.push(tab.logout.loggingOut.value) }] });
    expect(tab.logout.loggingOut.value).toBe(false);
    const first = tab.logout.execute();
    const second = tab.logout.execute();
    expect(tab.logout.loggingOut.value).toBe(true);
    expect(tab.session.loggedIn.value).toBe(true);
    release();
    await Promise.all([first, second]);
    expect(api.logouts).toBe(1);
    expect(seen).toEqual([true]);
    expect(tab.logout.loggingOut.value).toBe(false);
    expect(tab.session.loggedIn.value).toBe(false);
  });

  it('AUTH-33: a failed logout call still signs out here, and says why in the log; without a token the server is not called', async () => {
    const time = new FakeTime();
    const api = new FakeAuthApi();
    api.logoutFails = true;
    const tab = signedInTab({ time, api });
    await tab.logout.execute();
    expect(tab.session.state.value.status).toBe('signed-out');
    expect(tab.logger.entries.filter((e) => e.message === 'logout call failed; signing out locally')).toEqual([
      { level: 'warn', message: 'logout call failed; signing out locally', context: { code: 'API.NETWORK' } },
    ]);
    await tab.logout.execute();
    expect(api.logouts).toBe(1);
  });

  it('BAN-04: a logout told where to go goes there instead of the login page', async () => {
    const time = new FakeTime();
    const tab = signedInTab({ time });
    const went: string[] = [];
    await tab.logout.execute('member', () => went.push('warden'));
    expect(went).toEqual(['warden']);
    expect(tab.authNavigator.visits).toEqual([]);
  });

  it('AUTH-33: another tab`s logout signs this tab out without telling the others again; a tab signed out, or disposed, ignores it', async () => {
    const time = new FakeTime();
    const hub = new FakeBroadcastHub(time);
    const first = signedInTab({ time, broadcast: hub });
    const second = signedInTab({ time, broadcast: hub });
    await first.logout.execute();
    await time.advanceAsync(10);
    expect(second.session.state.value.status).toBe('signed-out');
    expect(hub.sent.filter((m) => m.type === 'logout')).toHaveLength(1);
    expect(second.analytics.events.filter((e) => e.type === 'logout')).toHaveLength(1);
    const third = signedInTab({ time, broadcast: hub });
    third.logout.dispose();
    await second.logout.execute();
    await time.advanceAsync(10);
    expect(second.analytics.events.filter((e) => e.type === 'logout')).toHaveLength(2);
    expect(first.analytics.events.filter((e) => e.type === 'logout')).toHaveLength(1);
    expect(third.session.state.value.status).toBe('signed-in');
  });
});
