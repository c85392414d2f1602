import { describe, expect, it } from 'vitest';
import { apiFailure, logFailures, type ApiFailure, type ApiRequest } from '../api';
import { err, ok, type Result } from '../shared';
import { MemoryLogger } from '../shared/testing';
import { MemberLifecycle, type OnDemand } from './member-lifecycle.use-case';

/** A part of a module loaded on demand, recording what happens to it in one shared timeline. */
const part = <T>(name: string, timeline: string[], value: T, loaded = true) => {
  let isLoaded = loaded;
  const demand: OnDemand<T> = {
    load: async () => {
      if (!isLoaded) timeline.push(`load:${name}`);
      isLoaded = true;
      return value;
    },
    ifLoaded: () => (isLoaded ? value : undefined),
  };
  return demand;
};

const setup = (
  loaded: { readonly postLogin?: boolean; readonly inbox?: boolean; readonly profileEdit?: boolean; readonly failureLog?: boolean } = {},
  firstScreen: () => Promise<void> = async () => undefined,
) => {
  const timeline: string[] = [];
  const observed: Result<unknown, ApiFailure>[] = [];
  const logger = new MemoryLogger();
  const lifecycle = new MemberLifecycle({
    postLogin: part(
      'post-login',
      timeline,
      {
        execute: async () => void timeline.push('post-login:run'),
        reset: () => void timeline.push('post-login:reset'),
      },
      loaded.postLogin ?? true,
    ),
    firstScreen,
    realtime: part('realtime', timeline, { stop: () => void timeline.push('realtime:stop') }, false),
    inbox: part('matches', timeline, { signedOut: async () => void timeline.push('inbox:signed-out') }, loaded.inbox ?? true),
    persistence: part('persistence', timeline, { clear: async (slice: string) => void timeline.push(`clear:${slice}`) }),
    sessionTracker: part('session-tracking', timeline, { renew: () => void timeline.push('session:renew') }),
    forgotten: [
      part('profile', timeline, { clear: () => void timeline.push('forget:profile') }),
      part('profile-edit', timeline, { clear: () => void timeline.push('forget:profile-edit') }, loaded.profileEdit ?? true),
      part('badge', timeline, { clear: () => void timeline.push('forget:badge') }),
    ],
    forceLogout: async () => void timeline.push('logout:forced'),
    bans: part('bans', timeline, { execute: async (failure: ApiFailure) => (timeline.push(`ban:${String(failure.code)}`), true) }, false),
    connectivity: () => ({ observeRequest: (result) => void observed.push(result) }),
    failureLog: part('failure-log', timeline, logFailures(logger), loaded.failureLog ?? true),
    logger,
  });
  const signedIn = async () => {
    for (const l of lifecycle.listeners) await l.signedIn?.();
  };
  const signedOut = async () => {
    for (const l of lifecycle.listeners) await l.signedOut?.();
  };
  const answer = (result: Result<unknown, ApiFailure>) => {
    const req: ApiRequest = { method: 'GET', path: '/v2/profile', auth: true };
    for (const observe of lifecycle.observers) observe(req, result);
  };
  return { timeline, observed, logger, signedIn, signedOut, answer };
};

const response = (status: number) => ({ data: null, status, error: null, url: '/v2/profile', ok: false });

describe('member lifecycle (core/lifecycle)', () => {
  it('PL-03, PL-04: signing in runs the post-login sequence, and nothing of the sign-out', async () => {
    const { timeline, signedIn } = setup({ postLogin: false });
    await signedIn();
    expect(timeline).toEqual(['load:post-login', 'post-login:run']);
  });

  it('PL-03: the post-login sequence waits until the first screen has what it needs (the first cards of Discover)', async () => {
    let release!: () => void;
    const firstScreen = new Promise<void>((resolve) => (release = resolve));
    const { timeline, signedIn } = setup({ postLogin: false }, () => firstScreen.then(() => void timeline.push('first-screen')));
    const signing = signedIn();
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(timeline).toEqual([]);
    release();
    await signing;
    expect(timeline).toEqual(['first-screen', 'load:post-login', 'post-login:run']);
  });

  it('AUTH-34: signing out stops realtime, stops and forgets matches and chat, forgets the own profile and the unread counts, clears the six member slices, then renews the user session', async () => {
    const { timeline, signedOut } = setup();
    await signedOut();
    expect(timeline).toEqual([
      'post-login:reset',
      'load:realtime',
      'realtime:stop',
      'inbox:signed-out',
      'forget:profile',
      'forget:profile-edit',
      'forget:badge',
      'clear:user',
      'clear:settings',
      'clear:privacy',
      'clear:appeals',
      'clear:outbox',
      'clear:recentEmoji',
      'session:renew',
    ]);
  });

  it('signing out before the post-login sequence, the inbox or the profile edits ever loaded does not load them just to reset them', async () => {
    const { timeline, signedOut } = setup({ postLogin: false, inbox: false, profileEdit: false });
    await signedOut();
    expect(timeline).not.toContain('load:profile-edit');
    expect(timeline).not.toContain('forget:profile-edit');
    expect(timeline).not.toContain('load:post-login');
    expect(timeline).not.toContain('load:matches');
    expect(timeline).not.toContain('post-login:reset');
    expect(timeline).not.toContain('inbox:signed-out');
    expect(timeline).toContain('session:renew');
  });

  it('AUTH-26: an answer that is a 403 with the logout flag forces logout; any other failure does not', async () => {
    const { timeline, answer } = setup();
    answer(err(apiFailure.http(response(403), 40300)));
    answer(err(apiFailure.timeout()));
    answer(ok({}));
    expect(timeline).toEqual([]);
    answer(err(apiFailure.forcedLogout(response(403))));
    expect(timeline).toEqual(['logout:forced']);
  });

  it('BAN-02, BAN-04: an answer that is a ban loads the bans module and hands it the failure; any other answer does not', async () => {
    const { timeline, answer } = setup();
    answer(err(apiFailure.http(response(403), 40300)));
    answer(err(apiFailure.http(response(400), 40305)));
    answer(err(apiFailure.http({ ...response(403), error: { code: 40301, is_onboarding: true } }, 40301)));
    answer(ok({}));
    await Promise.resolve();
    expect(timeline).toEqual([]);
    answer(err(apiFailure.http(response(403), 40305)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(timeline).toEqual(['load:bans', 'ban:40305']);
  });

  it('APP-05: every answer reaches the connectivity monitor; a failure is logged, a success is not', async () => {
    const { observed, answer, logger } = setup();
    answer(ok({ id: 1 }));
    expect(logger.entries).toHaveLength(0);
    answer(err(apiFailure.timeout()));
    expect(observed).toEqual([ok({ id: 1 }), err(apiFailure.timeout())]);
    expect(logger.entries).toHaveLength(1);
  });

  it('ERR-01: the first failure loads what logs it (the error catalogue) and is logged once it is there', async () => {
    const { answer, logger, timeline } = setup({ failureLog: false });
    answer(ok({ id: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(timeline).toEqual([]);
    answer(err(apiFailure.timeout()));
    expect(logger.entries).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(timeline).toEqual(['load:failure-log']);
    expect(logger.entries).toHaveLength(1);
    expect(logger.entries[0]).toMatchObject({ message: 'api call failed' });
    answer(err(apiFailure.network()));
    expect(logger.entries).toHaveLength(2);
  });
});
