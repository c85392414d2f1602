import { describe, expect, it } from 'vitest';
import { apiFailure, type ApiFailure } from '../api';
import { err, ok } from '../shared';
import {
  AlertsUseCase,
  AppealsUseCase,
  BansStore,
  HandleBanUseCase,
  SelfieChallengeUseCase,
  appealableOf,
  dispatchBan,
  isBanAnswer,
  readBan,
  type AlertsApiPort,
  type AppealCase,
  type AppealsApiPort,
  type AppealsState,
  type BanCaptchaPort,
  type SelfieChallengeApiPort,
} from './index';

const httpFailure = (status: number, code?: number, error: Record<string, unknown> = {}): ApiFailure =>
  apiFailure.http({ data: null, status, error: { ...(code === undefined ? {} : { code }), message: 'refused', ...error }, url: '/api', ok: false }, code);
const banAnswer = (code: number, error: Record<string, unknown> = {}): ApiFailure => httpFailure(403, code, error);
const aCase = (statement: string): AppealCase => ({ id: 'a1', status: 'open', policy: 'spam', statement, createdAt: 1, decidedAt: null });

describe('BAN-01: which failures are bans', () => {
  it('BAN-01: only a 403 of the http kind with a ban code is a ban; an underage answer to onboarding is not the ban module`s', () => {
    expect(isBanAnswer(banAnswer(40303))).toBe(true);
    expect(isBanAnswer(banAnswer(40324))).toBe(true);
    expect(isBanAnswer(banAnswer(40300))).toBe(false);
    expect(isBanAnswer(httpFailure(400, 40303))).toBe(false);
    expect(isBanAnswer(httpFailure(403))).toBe(false);
    expect(isBanAnswer(apiFailure.forcedLogout({ data: null, status: 403, error: { code: 40303 }, url: '/api', ok: false }, 40303))).toBe(false);
    expect(isBanAnswer(apiFailure.badResponse(403, '/api'))).toBe(false);
    expect(isBanAnswer(banAnswer(40301, { isOnboarding: true }))).toBe(false);
    expect(isBanAnswer(banAnswer(40301, { is_onboarding: true }))).toBe(false);
    expect(isBanAnswer(banAnswer(40301, { isOnboarding: false, is_onboarding: 'true' }))).toBe(true);
  });

  it('BAN-01: readBan refuses the same non-bans', () => {
    expect(readBan(httpFailure(403))).toBeNull();
    expect(readBan(apiFailure.forcedLogout({ data: null, status: 403, error: { code: 40303 }, url: '/api', ok: false }, 40303))).toBeNull();
    expect(readBan(apiFailure.badResponse(403, '/api'))).toBeNull();
  });

  it('BAN-01: empty or mistyped fields are left out; the snake_case spellings are read too', () => {
    expect(readBan(banAnswer(40303, { name: '', policy: 7, appealToken: '', ttl: '3600' }))).toEqual({ code: 40303, isBan: true, isAppealable: false });
    expect(readBan(banAnswer(40303, { ttl: Number.NaN }))).toEqual({ code: 40303, isBan: true, isAppealable: false });
    expect(readBan(banAnswer(40303, { ttl: 0, name: 'ban' }))).toEqual({ code: 40303, isBan: true, isAppealable: false, ttl: 0, name: 'ban' });
    expect(readBan(banAnswer(40303, { is_onboarding: true }))?.isOnboarding).toBe(true);
    expect(readBan(banAnswer(40303, { is_onboarding: false }))?.isOnboarding).toBe(false);
    expect(readBan(banAnswer(40303, { isOnboarding: 'yes' }))).not.toHaveProperty('isOnboarding');
  });

  it('BAN-01: a ban is appealable when the answer says so, in either spelling, and only with true', () => {
    expect(readBan(banAnswer(40303, { isAppealable: true }))?.isAppealable).toBe(true);
    expect(readBan(banAnswer(40303, { is_appealable: true }))?.isAppealable).toBe(true);
    expect(readBan(banAnswer(40303, { isAppealable: 'true', is_appealable: 1 }))?.isAppealable).toBe(false);
    expect(readBan(banAnswer(40303))?.isAppealable).toBe(false);
  });

  it('BAN-06: 40307 without a ban-appeal challenge token is not appealable, whatever the answer says', () => {
    expect(appealableOf(40307, true, false)).toBe(false);
    expect(appealableOf(40307, false, true)).toBe(true);
    expect(appealableOf(40303, true, false)).toBe(true);
  });
});

describe('BAN-03: where a ban sends the member', () => {
  it('BAN-03: a code with no warden screen sends the member nowhere', () => {
    expect(dispatchBan({ code: 40000, isBan: true, isAppealable: false }, { onAppealsCenter: false, customBanScreen: false })).toEqual({ kind: 'nothing' });
    expect(dispatchBan({ code: 40303, isBan: true, isAppealable: false }, { onAppealsCenter: false, customBanScreen: true })).toEqual({ kind: 'warden', tier: 'customBanScreen' });
  });
});

const handling = (options: { onAppealsCenter?: boolean; keepPolicy?: boolean } = {}) => {
  const store = new BansStore();
  const signOuts: string[] = [];
  const policies: Array<string | null> = [];
  const handle = new HandleBanUseCase({
    store,
    signOutTo: (href) => {
      signOuts.push(href);
      return Promise.resolve();
    },
    customBanScreen: () => true,
    onAppealsCenter: () => options.onAppealsCenter ?? false,
    openModal: () => {},
    ...(options.keepPolicy === false ? {} : { keepPolicy: (policy: string | null) => policies.push(policy) }),
  });
  return { store, signOuts, policies, handle };
};

describe('BAN-02: handling a ban', () => {
  it('BAN-02: the heard ban keeps its tier, policy, appealability and appeal token; without a policy keeper it is handled all the same', async () => {
    const h = handling({ keepPolicy: false });
    expect(await h.handle.execute(banAnswer(40306, { policy: 'spam', appealToken: 'tok', isAppealable: true }))).toBe(true);
    expect(h.store.ban.value).toEqual({ tier: 'underReview', policy: 'spam', appealable: true, appealToken: 'tok' });
    const bare = handling();
    await bare.handle.execute(banAnswer(40306));
    expect(bare.store.ban.value).toEqual({ tier: 'underReview', policy: null, appealable: false, appealToken: null });
    expect(bare.policies).toEqual([null]);
  });

  it('BAN-02: once a ban`s sign-out is done, a later ban is handled again', async () => {
    const h = handling();
    expect(await h.handle.execute(banAnswer(40306, { appealToken: 'a' }))).toBe(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(await h.handle.execute(banAnswer(40308, { appealToken: 'b' }))).toBe(true);
    expect(h.signOuts).toEqual(['/app/underReview', '/app/bcBanned']);
    expect(h.store.ban.value?.appealToken).toBe('b');
  });

  it('BAN-02: a sign-in answered with a ban is handled like any call; its ban fields are read', async () => {
    const h = handling();
    expect(await h.handle.fromSignIn({ code: '40306', message: 'banned', ban: { appealToken: 'tok', policy: 'spam' } })).toBe(true);
    expect(h.signOuts).toEqual(['/app/underReview']);
    expect(h.store.ban.value).toEqual({ tier: 'underReview', policy: 'spam', appealable: false, appealToken: 'tok' });
    const other = handling();
    expect(await other.handle.fromSignIn({ code: 40306, message: 'banned', status: 400 })).toBe(false);
    expect(other.signOuts).toEqual([]);
  });

  it('a ban heard on the appeals center records the tier of its code (banned when the code has none), without the custom screen', async () => {
    for (const [code, tier] of [
      [40306, 'underReview'],
      [40303, 'banned'],
      [40324, 'banned'],
    ] as const) {
      const h = handling({ onAppealsCenter: true });
      expect(await h.handle.execute(banAnswer(code, { appealToken: 't' }))).toBe(true);
      expect(h.store.ban.value?.tier).toBe(tier);
      expect(h.signOuts).toEqual(['/app/appeals-center']);
    }
  });

  it('BAN-03, BAN-07: the selfie challenge keeps its status, required when none is said; a challenge or ban-modal ban is heard as banned', async () => {
    const pending = handling();
    await pending.handle.execute(banAnswer(40324, { selfieStatus: 'pending' }));
    expect(pending.store.selfieChallenge.value).toEqual({ token: null, status: 'pending' });
    const required = handling();
    await required.handle.execute(banAnswer(40324, { selfieChallengeToken: 's' }));
    expect(required.store.selfieChallenge.value).toEqual({ token: 's', status: 'required' });
    const verify = handling();
    await verify.handle.execute(banAnswer(40306, { name: 'challenge', challengeToken: 'c' }));
    expect(verify.store.ban.value?.tier).toBe('banned');
    const modal = handling();
    await modal.handle.execute(banAnswer(40306, { name: 'temporaryBan' }));
    expect(modal.store.ban.value?.tier).toBe('banned');
  });
});

describe('BAN-13: the appeals center', () => {
  const appealsOf = (api: Partial<AppealsApiPort>, token: string | null = 'tok') => {
    const store = new BansStore();
    if (token !== null) store.heard({ tier: 'banned', policy: null, appealable: true, appealToken: token });
    const calls: string[] = [];
    const full: AppealsApiPort = {
      cases: (t) => (calls.push(`cases:${t}`), api.cases ? api.cases(t) : Promise.resolve(err(apiFailure.timeout()))),
      appeal: (t, s, c) => (calls.push(`appeal:${t}`), api.appeal ? api.appeal(t, s, c) : Promise.resolve(err(apiFailure.timeout()))),
      passChallenge: (t, c) => (calls.push(`challenge:${t}`), api.passChallenge ? api.passChallenge(t, c) : Promise.resolve(err(apiFailure.timeout()))),
    };
    // The device's captcha passes any challenge (these edges are not about it: bans.test.ts is).
    const captcha: BanCaptchaPort = { pass: async (challenge) => ({ token: challenge.referenceToken, vendor: challenge.vendor }) };
    const seen: AppealsState[] = [];
    store.appeals.subscribe((s) => seen.push(s));
    return { store, calls, seen, appeals: new AppealsUseCase({ api: full, store, captcha }) };
  };

  it('BAN-13: the center starts idle and shows it is loading; without a token it asks nothing and says there is no ban', async () => {
    const none = appealsOf({}, null);
    expect(none.store.appeals.value).toEqual({ kind: 'idle' });
    await none.appeals.load();
    expect(none.calls).toEqual([]);
    expect(none.seen).toEqual([{ kind: 'idle' }, { kind: 'no-ban' }]);
    expect(await none.appeals.appeal('Please look at it again.')).toEqual({ refused: 'no-ban' });
    expect(none.calls).toEqual([]);
    const ready = appealsOf({ cases: () => Promise.resolve(ok({ ban: { tier: 'banned', policy: 'spam', appealable: true, since: 0 }, cases: [] })) });
    await ready.appeals.load();
    expect(ready.seen.map((s) => s.kind)).toEqual(['idle', 'loading', 'ready']);
  });

  it('BAN-13: cases that cannot be read: a 404 says no ban, anything else failed', async () => {
    for (const [failure, kind] of [
      [httpFailure(404, 40400), 'no-ban'],
      [httpFailure(500, 50000), 'failed'],
      [apiFailure.badResponse(404, '/api'), 'failed'],
      [apiFailure.timeout(), 'failed'],
    ] as const) {
      const a = appealsOf({ cases: () => Promise.resolve(err(failure)) });
      await a.appeals.load();
      expect(a.store.appeals.value).toEqual({ kind });
    }
  });

  it('BAN-13: a refused appeal: 409 already open, 404 no ban, anything else failed', async () => {
    for (const [failure, refused] of [
      [httpFailure(409, 40900), 'already-open'],
      [httpFailure(404, 40400), 'no-ban'],
      [httpFailure(500, 50000), 'failed'],
      [apiFailure.badResponse(409, '/api'), 'failed'],
      [apiFailure.badResponse(404, '/api'), 'failed'],
    ] as const) {
      const a = appealsOf({ appeal: () => Promise.resolve(err(failure)) });
      expect(await a.appeals.appeal('Please look at it again.')).toEqual({ refused });
    }
  });

  it('BAN-13: a filed appeal joins the list only once the list is shown', () => {
    const store = new BansStore();
    store.appealsAre({ kind: 'failed' });
    store.filed(aCase('Please look at it again.'));
    expect(store.appeals.value).toEqual({ kind: 'failed' });
  });
});

describe('BAN-11: alerts', () => {
  const alertsOf = (api: Partial<AlertsApiPort>) => {
    const opened: string[] = [];
    const full: AlertsApiPort = {
      alerts: api.alerts ?? (() => Promise.resolve(ok([]))),
      acknowledge: api.acknowledge ?? (() => Promise.resolve(ok(undefined))),
      appealWarning: api.appealWarning ?? (() => Promise.resolve(err(apiFailure.timeout()))),
    };
    return { opened, use: new AlertsUseCase({ api: full, openModal: (m) => opened.push(m.kind), closeModal: () => {}, now: () => 0, fyiViewed: () => {} }) };
  };

  it('BAN-11: alerts that cannot be read show nothing', async () => {
    const a = alertsOf({ alerts: () => Promise.resolve(err(apiFailure.network())) });
    expect(await a.use.show()).toBe(0);
    expect(a.opened).toEqual([]);
  });

  it('BAN-13: a refused warning appeal: 409 already open, anything else failed', async () => {
    for (const [failure, refused] of [
      [httpFailure(409, 40900), 'already-open'],
      [httpFailure(500, 50000), 'failed'],
      [apiFailure.badResponse(409, '/api'), 'failed'],
      [apiFailure.timeout(), 'failed'],
    ] as const) {
      const a = alertsOf({ appealWarning: () => Promise.resolve(err(failure)) });
      expect(await a.use.appeal('w1', 'It was a quote from a film.')).toEqual({ refused });
    }
  });
});

describe('BAN-07: the selfie challenge', () => {
  const selfieOf = (answer: SelfieChallengeApiPort['submit']) => {
    const store = new BansStore();
    store.selfieChallengeIs({ token: 's1', status: 'required' });
    const sent: string[] = [];
    const api: SelfieChallengeApiPort = { submit: (token, photo) => (sent.push(token), answer(token, photo)) };
    return { store, sent, selfie: new SelfieChallengeUseCase({ api, store }) };
  };
  const photo = { type: 'image/webp', bytes: Uint8Array.of(1, 2) };

  it('BAN-07: an empty file is not a photo and is not sent', async () => {
    const s = selfieOf(() => Promise.resolve(ok({ status: 'passed' })));
    expect(await s.selfie.submit({ type: 'image/jpeg', bytes: new Uint8Array(0) })).toBe('not-a-photo');
    expect(s.sent).toEqual([]);
  });

  it('BAN-07: a photo the provider does not pass keeps the challenge with its new status', async () => {
    const s = selfieOf(() => Promise.resolve(ok({ status: 'rejected' })));
    expect(await s.selfie.submit(photo)).toBe('rejected');
    expect(s.store.selfieChallenge.value).toEqual({ token: 's1', status: 'rejected' });
  });

  it('BAN-07: a refused photo: 404 no challenge, 400 or 422 rejected, anything else failed', async () => {
    for (const [failure, outcome] of [
      [httpFailure(404, 40400), 'no-challenge'],
      [httpFailure(400, 40000), 'rejected'],
      [httpFailure(422, 42200), 'rejected'],
      [httpFailure(500, 50000), 'failed'],
      [apiFailure.badResponse(404, '/api'), 'failed'],
      [apiFailure.badResponse(400, '/api'), 'failed'],
      [apiFailure.badResponse(422, '/api'), 'failed'],
      [apiFailure.timeout(), 'failed'],
    ] as const) {
      const s = selfieOf(() => Promise.resolve(err(failure)));
      expect(await s.selfie.submit(photo)).toBe(outcome);
      expect(s.store.selfieChallenge.value).toEqual({ token: 's1', status: 'required' });
    }
  });
});
