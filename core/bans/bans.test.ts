import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiFailure, type ApiFailure } from '../api';
import { ok, err } from '../shared';
import {
  AppealsUseCase,
  BanChallengeUseCase,
  BansStore,
  captchaChallengeOf,
  HandleBanUseCase,
  readBan,
  statementProblem,
  wardenTierOf,
  withCaptcha,
  type AppealCase,
  type AppealsApiPort,
  type BanCaptchaPort,
  type CaptchaProof,
} from './index';

const banAnswer = (code: number, error: Record<string, unknown> = {}, status = 403): ApiFailure =>
  apiFailure.http({ data: null, status, error: { code, message: 'User is banned', ...error }, url: '/api/v2/profile', ok: false }, code);

describe('BAN-04: error code → warden tier', () => {
  it('BAN-04 [PBT]: underage (40802, 40301, 40321, 40344) and blacklisted (40303) → banned; 40306 → underReview; 40308 → bcBanned; blacklisted with the switch → customBanScreen', () => {
    fc.assert(
      fc.property(fc.constantFrom(40802, 40301, 40321, 40344), fc.boolean(), (code, customBanScreen) => {
        expect(wardenTierOf(code, { customBanScreen })).toBe('banned');
      }),
    );
    fc.assert(
      fc.property(fc.boolean(), (customBanScreen) => {
        expect(wardenTierOf(40303, { customBanScreen })).toBe(customBanScreen ? 'customBanScreen' : 'banned');
        expect(wardenTierOf(40306, { customBanScreen })).toBe('underReview');
        expect(wardenTierOf(40308, { customBanScreen })).toBe('bcBanned');
      }),
    );
  });

  it('BAN-04 [PBT]: a code that is no ban has no warden screen', () => {
    const bans = new Set([40802, 40301, 40321, 40344, 40303, 40305, 40306, 40307, 40308]);
    fc.assert(
      fc.property(
        fc.integer({ min: 40000, max: 50099 }).filter((code) => !bans.has(code)),
        fc.boolean(),
        (code, customBanScreen) => {
          expect(wardenTierOf(code, { customBanScreen })).toBeNull();
        },
      ),
    );
  });
});

describe('BAN-01: the ban payload', () => {
  it('BAN-01: reads the ban fields of the error object; only a 403 with a ban code is a ban', () => {
    const payload = readBan(
      banAnswer(40305, { name: 'ban', isBan: true, appealToken: 'tok', policy: 'spam', challengeToken: 'tok', isAppealable: true, status: 'banned', ttl: 86400 }),
    );
    expect(payload).toEqual({ code: 40305, name: 'ban', isBan: true, appealToken: 'tok', policy: 'spam', challengeToken: 'tok', isAppealable: true, status: 'banned', ttl: 86400 });
    expect(readBan(banAnswer(40300))).toBeNull();
    expect(readBan(banAnswer(40305, {}, 400))).toBeNull();
    expect(readBan(apiFailure.timeout())).toBeNull();
    // BAN-06: the appeal challenge token may come under its own name.
    expect(readBan(banAnswer(40305, { appealChallengeToken: 'c' }))?.challengeToken).toBe('c');
  });
});

/** A device's ban handling with a recording sign-out. */
const handling = (options: { customBanScreen?: boolean; onAppealsCenter?: boolean } = {}) => {
  const store = new BansStore();
  const signOuts: string[] = [];
  const modals: Array<{ kind: string; title?: string; props?: Readonly<Record<string, unknown>> }> = [];
  const policies: Array<string | null> = [];
  let release = () => {};
  const handle = new HandleBanUseCase({
    store,
    signOutTo: (href) => {
      signOuts.push(href);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    customBanScreen: () => options.customBanScreen ?? false,
    onAppealsCenter: () => options.onAppealsCenter ?? false,
    openModal: (modal) => modals.push(modal),
    keepPolicy: (policy) => policies.push(policy),
  });
  return { store, signOuts, modals, policies, handle, release: () => release() };
};

describe('BAN-02: on any ban', () => {
  it('BAN-02 [PBT]: the appeal token is kept and the auth token cleared (a sign-out on this device) to the code`s warden screen; anything else changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(40802, 40301, 40321, 40344, 40303, 40305, 40306, 40307, 40308),
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
        async (code, appealToken) => {
          const h = handling();
          const handled = h.handle.execute(banAnswer(code, { appealToken, isAppealable: true }));
          h.release();
          expect(await handled).toBe(true);
          expect(h.store.ban.value?.appealToken).toBe(appealToken);
          const tier = code === 40306 ? 'underReview' : code === 40308 ? 'bcBanned' : 'banned';
          expect(h.signOuts).toEqual([`/app/${tier}`]);
        },
      ),
    );
    const h = handling();
    expect(await h.handle.execute(banAnswer(40300))).toBe(false);
    expect(await h.handle.execute(apiFailure.network())).toBe(false);
    expect(h.signOuts).toEqual([]);
    expect(h.store.ban.value).toBeNull();
  });

  it('BAN-15: the underage answer to onboarding (40301 with is_onboarding) is the onboarding flow`s, not a warden screen`s', async () => {
    const h = handling();
    const underage = banAnswer(40301, { ttl: 86_400, is_appealable: true, is_onboarding: true, underage_token: 'u' });
    expect(readBan(underage)).toMatchObject({ code: 40301, isOnboarding: true, isAppealable: true, underageToken: 'u', ttl: 86_400 });
    expect(await h.handle.execute(underage)).toBe(false);
    expect(h.signOuts).toEqual([]);
    expect(h.store.ban.value).toBeNull();
  });

  it('BAN-02: calls answered with the ban while the sign-out runs are one ban, handled once', async () => {
    const h = handling();
    const first = h.handle.execute(banAnswer(40305, { appealToken: 't' }));
    const second = h.handle.execute(banAnswer(40305, { appealToken: 't' }));
    h.release();
    expect([await first, await second]).toEqual([true, true]);
    expect(h.signOuts).toHaveLength(1);
  });

  it('a ban heard on the appeals center leaves the member there', async () => {
    const h = handling({ onAppealsCenter: true });
    const handled = h.handle.execute(banAnswer(40305, { appealToken: 't' }));
    h.release();
    await handled;
    expect(h.signOuts).toEqual(['/app/appeals-center']);
  });
});

const aCase = (over: Partial<AppealCase> = {}): AppealCase => ({ id: 'a1', status: 'open', policy: 'spam', statement: 'It was not me, truly.', createdAt: 1, decidedAt: null, ...over });

/** A 403/40350 refusal carrying an ALTCHA challenge, as the server answers a guarded call without a captcha. */
const captchaRefusal = (ref: string) =>
  apiFailure.http(
    { data: null, status: 403, error: { code: 40350, captcha: { reference_token: ref, vendor: 'altcha', captcha_public_key: '', data_blob: '{"parameters":{}}' } }, url: '', ok: false },
    40350,
  );

/** The device's captcha: passes every challenge (or none, `works: false`), remembering what it was given. */
const fakeCaptcha = (works = true) => {
  const passed: string[] = [];
  const captcha: BanCaptchaPort = {
    pass: async (challenge) => {
      passed.push(challenge.referenceToken);
      return works ? { token: challenge.referenceToken, vendor: challenge.vendor } : null;
    },
  };
  return { captcha, passed };
};

/** The appeals API of one ban (token `tok`), answering from a list; a guarded call needs a fresh solved captcha. */
const fakeAppealsApi = (cases: AppealCase[] = []) => {
  const calls: Array<[string, string?, CaptchaProof?]> = [];
  const notFound = apiFailure.http({ data: null, status: 404, error: { code: 40400 }, url: '', ok: false }, 40400);
  const issued = new Set<string>();
  let next = 0;
  /** null: the proof is good (and used up now); else the refusal with a new challenge. */
  const captchaRefused = (proof: CaptchaProof | null) => {
    if (proof !== null && proof.vendor === 'altcha' && issued.delete(proof.token)) return null;
    next += 1;
    issued.add(`ref${next}`);
    return err(captchaRefusal(`ref${next}`));
  };
  const api: AppealsApiPort = {
    cases: async (token) => {
      calls.push([token]);
      return token === 'tok' ? ok({ ban: { tier: 'banned', policy: 'spam', appealable: true, since: 0 }, cases: [...cases] }) : err(notFound);
    },
    appeal: async (token, statement, proof) => {
      calls.push(proof === null ? [token, statement] : [token, statement, proof]);
      if (token !== 'tok') return err(notFound);
      if (cases.some((c) => c.status === 'open')) return err(apiFailure.http({ data: null, status: 409, error: { code: 40900 }, url: '', ok: false }, 40900));
      const refused = captchaRefused(proof);
      if (refused !== null) return refused;
      const filed = aCase({ id: `a${cases.length + 1}`, statement });
      cases.unshift(filed);
      return ok(filed);
    },
    passChallenge: async (challengeToken, proof) => {
      if (challengeToken !== 'chal') return err(notFound);
      const refused = captchaRefused(proof);
      return refused ?? ok({ appealToken: 'tok' });
    },
  };
  return { api, calls };
};

describe('BAN-13: the appeals center', () => {
  it('BAN-13: with the heard appeal token, the cases load and an appeal is filed with the trimmed statement', async () => {
    const store = new BansStore();
    store.heard({ tier: 'banned', policy: 'spam', appealable: true, appealToken: 'tok' });
    const { api, calls } = fakeAppealsApi();
    const appeals = new AppealsUseCase({ api, store, captcha: fakeCaptcha().captcha });
    await appeals.load();
    expect(store.appeals.value).toMatchObject({ kind: 'ready', cases: [] });
    expect(await appeals.appeal('  Please look at it again.  ')).toEqual({ filed: expect.objectContaining({ statement: 'Please look at it again.' }) });
    expect(calls.at(-1)).toEqual(['tok', 'Please look at it again.', { token: 'ref1', vendor: 'altcha' }]);
    expect(store.appeals.value).toMatchObject({ kind: 'ready', cases: [{ statement: 'Please look at it again.' }] });
    expect(await appeals.appeal('And once more, please.')).toEqual({ refused: 'already-open' });
  });

  it('BAN-13: a statement under 10 or over 1,000 characters is refused before any call', async () => {
    expect(statementProblem('123456789')).toBe('too-short');
    expect(statementProblem(`  ${'x'.repeat(9)}  `)).toBe('too-short');
    expect(statementProblem('x'.repeat(10))).toBeNull();
    expect(statementProblem('x'.repeat(1000))).toBeNull();
    expect(statementProblem('x'.repeat(1001))).toBe('too-long');
    const store = new BansStore();
    store.heard({ tier: 'banned', policy: null, appealable: true, appealToken: 'tok' });
    const { api, calls } = fakeAppealsApi();
    expect(await new AppealsUseCase({ api, store, captcha: fakeCaptcha().captcha }).appeal('short')).toEqual({ refused: 'too-short' });
    expect(calls).toEqual([]);
  });

  it('without an appeal token on this device, or once the ban is lifted, the center says there is no ban to appeal', async () => {
    const store = new BansStore();
    const { api } = fakeAppealsApi();
    await new AppealsUseCase({ api, store, captcha: fakeCaptcha().captcha }).load();
    expect(store.appeals.value).toEqual({ kind: 'no-ban' });
    store.heard({ tier: 'banned', policy: null, appealable: true, appealToken: 'lifted' });
    await new AppealsUseCase({ api, store, captcha: fakeCaptcha().captcha }).load();
    expect(store.appeals.value).toEqual({ kind: 'no-ban' });
  });
});

describe('BAN-13: the captcha of the appeal (appealBan sends captcha token and vendor)', () => {
  it('BAN-13: the appeal refused for a captcha is worked out on the device and sent again with captcha_token and vendor', async () => {
    const store = new BansStore();
    store.heard({ tier: 'banned', policy: 'spam', appealable: true, appealToken: 'tok' });
    const { api, calls } = fakeAppealsApi();
    const { captcha, passed } = fakeCaptcha();
    expect(await new AppealsUseCase({ api, store, captcha }).appeal('Please look at it again.')).toEqual({ filed: expect.objectContaining({ statement: 'Please look at it again.' }) });
    expect(passed).toEqual(['ref1']);
    expect(calls.map((c) => c[2] ?? null)).toEqual([null, { token: 'ref1', vendor: 'altcha' }]);
  });

  it('BAN-13: a device that cannot pass the captcha is refused as `captcha` (the screen offers to try again), and nothing is filed', async () => {
    const store = new BansStore();
    store.heard({ tier: 'banned', policy: 'spam', appealable: true, appealToken: 'tok' });
    const { api, calls } = fakeAppealsApi();
    expect(await new AppealsUseCase({ api, store, captcha: fakeCaptcha(false).captcha }).appeal('Please look at it again.')).toEqual({ refused: 'captcha' });
    expect(calls).toHaveLength(1);
  });

  it('BAN-13: captchaChallengeOf reads only a 403/40350 refusal that carries a challenge', () => {
    expect(captchaChallengeOf(captchaRefusal('r'))).toEqual({ referenceToken: 'r', vendor: 'altcha', publicKey: '', data: '{"parameters":{}}' });
    expect(captchaChallengeOf(apiFailure.http({ data: null, status: 403, error: { code: 40305 }, url: '', ok: false }, 40305))).toBeNull();
    expect(captchaChallengeOf(apiFailure.http({ data: null, status: 403, error: { code: 40350 }, url: '', ok: false }, 40350))).toBeNull();
  });

  it('BAN-13: a server that keeps refusing the proof makes at most three calls, then `captcha`', async () => {
    let calls = 0;
    const answer = await withCaptcha(fakeCaptcha().captcha, async () => {
      calls += 1;
      return err(captchaRefusal(`r${calls}`));
    });
    expect(calls).toBe(3);
    expect(answer.ok ? null : answer.error.code).toBe('BANS.CAPTCHA');
  });
});

describe('BAN-06, BAN-03: the ban challenge (POST /challenge/verify)', () => {
  it('BAN-06: passing the challenge with the device`s captcha keeps the appeal token (in memory) and forgets the challenge', async () => {
    const store = new BansStore();
    store.heard({ tier: 'banned', policy: 'spam', appealable: true, appealToken: null });
    store.challengeIs('chal');
    const { api } = fakeAppealsApi();
    expect(await new BanChallengeUseCase({ api, store, captcha: fakeCaptcha().captcha }).pass()).toBe('passed');
    expect(store.ban.value).toEqual({ tier: 'banned', policy: 'spam', appealable: true, appealToken: 'tok' });
    expect(store.challengeToken.value).toBeNull();
  });

  it('BAN-06: no challenge heard, an unknown challenge, or a device that cannot pass the captcha', async () => {
    const { api } = fakeAppealsApi();
    const none = new BansStore();
    expect(await new BanChallengeUseCase({ api, store: none, captcha: fakeCaptcha().captcha }).pass()).toBe('no-challenge');
    const unknown = new BansStore();
    unknown.challengeIs('other');
    expect(await new BanChallengeUseCase({ api, store: unknown, captcha: fakeCaptcha().captcha }).pass()).toBe('no-challenge');
    const stuck = new BansStore();
    stuck.challengeIs('chal');
    expect(await new BanChallengeUseCase({ api, store: stuck, captcha: fakeCaptcha(false).captcha }).pass()).toBe('captcha');
    expect(stuck.challengeToken.value).toBe('chal');
  });
});
