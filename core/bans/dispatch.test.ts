import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiFailure, type ApiFailure } from '../api';
import { err, ok } from '../shared';
import {
  AlertsUseCase,
  alertModal,
  BansStore,
  dispatchBan,
  HandleBanUseCase,
  readBan,
  SelfieChallengeUseCase,
  type AlertsApiPort,
  type BanPayload,
  type MemberAlert,
  type SelfieChallengeApiPort,
} from './index';

const banAnswer = (code: number, error: Record<string, unknown> = {}, status = 403): ApiFailure =>
  apiFailure.http({ data: null, status, error: { code, message: 'User is banned', ...error }, url: '/api/v2/profile', ok: false }, code);

const BAN_CODES = [40802, 40301, 40321, 40344, 40303, 40305, 40306, 40307, 40308];
const nameArb = fc.option(fc.constantFrom('ban', 'challenge', 'underage', 'temporaryBan', 'selfieChallenge', 'other'), { nil: undefined });
const payloadArb: fc.Arbitrary<BanPayload> = fc.record(
  {
    code: fc.constantFrom(...BAN_CODES, 40324),
    name: nameArb,
    isBan: fc.constant(true),
    isAppealable: fc.boolean(),
    challengeToken: fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
  },
  { requiredKeys: ['code', 'isBan', 'isAppealable'] },
);

describe('BAN-03: ban dispatch by name', () => {
  it('BAN-03 [PBT]: on the appeals center nothing happens; else a selfie challenge → selfie route, a ban with challenge → verify/captcha, underage or temporary → ban modal, any other ban → its warden screen', () => {
    fc.assert(
      fc.property(payloadArb, fc.boolean(), (ban, customBanScreen) => {
        expect(dispatchBan(ban, { onAppealsCenter: true, customBanScreen })).toEqual({ kind: 'nothing' });
        const where = dispatchBan(ban, { onAppealsCenter: false, customBanScreen });
        if (ban.name === 'selfieChallenge' || ban.code === 40324) expect(where).toEqual({ kind: 'selfie-challenge' });
        else if (ban.name === 'challenge' && ban.challengeToken !== undefined) expect(where).toEqual({ kind: 'verify', reason: 'captcha' });
        else if (ban.name === 'underage' || ban.name === 'temporaryBan') expect(where).toEqual({ kind: 'ban-modal' });
        else {
          const tier = ban.code === 40306 ? 'underReview' : ban.code === 40308 ? 'bcBanned' : ban.code === 40303 && customBanScreen ? 'customBanScreen' : 'banned';
          expect(where).toEqual({ kind: 'warden', tier });
        }
      }),
    );
  });

  const handling = (onAppealsCenter = false) => {
    const store = new BansStore();
    const signOuts: string[] = [];
    const opened: Array<{ kind: string; title?: string; props?: Readonly<Record<string, unknown>> }> = [];
    const policies: Array<string | null> = [];
    const handle = new HandleBanUseCase({
      store,
      signOutTo: async (href) => {
        // The sign-out clears the modals: anything opened before it would be lost.
        opened.length = 0;
        signOuts.push(href);
      },
      customBanScreen: () => false,
      onAppealsCenter: () => onAppealsCenter,
      openModal: (modal) => opened.push(modal),
      keepPolicy: (policy) => policies.push(policy),
    });
    return { store, signOuts, opened, policies, handle };
  };

  it('BAN-03: wired into the ban handling: each name signs out to its place; the ban modal opens after the sign-out', async () => {
    const selfie = handling();
    expect(await selfie.handle.execute(banAnswer(40324, { name: 'selfieChallenge', selfieChallengeToken: 's1', selfieStatus: 'required' }))).toBe(true);
    expect(selfie.signOuts).toEqual(['/app/v2/selfie-challenge']);
    expect(selfie.store.selfieChallenge.value).toEqual({ token: 's1', status: 'required' });

    const challenge = handling();
    await challenge.handle.execute(banAnswer(40305, { name: 'challenge', challengeToken: 'c1', policy: 'spam' }));
    expect(challenge.signOuts).toEqual(['/app/verify/captcha']);
    expect(challenge.store.challengeToken.value).toBe('c1');
    expect(challenge.policies).toEqual(['spam']);

    const temporary = handling();
    await temporary.handle.execute(banAnswer(40305, { name: 'temporaryBan', policy: 'spam', ttl: 3600 }));
    expect(temporary.signOuts).toEqual(['/app']);
    expect(temporary.opened).toEqual([{ kind: 'ban', title: 'temporaryBan', props: { tier: 'temporaryBan', policy: 'spam', ttl: 3600 } }]);

    const plain = handling();
    await plain.handle.execute(banAnswer(40306, { name: 'ban' }));
    expect(plain.signOuts).toEqual(['/app/underReview']);
  });
});

describe('BAN-05: the underage codes', () => {
  it('BAN-05 [PBT]: 40802, 40301, 40321, 40344 read ttl, underageToken and isOnboarding; appealable only for 40301, whatever the answer says', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(40802, 40301, 40321, 40344),
        fc.nat({ max: 10 ** 9 }),
        fc.stringMatching(/^[A-Za-z0-9]{1,20}$/),
        fc.boolean(),
        fc.boolean(),
        (code, ttl, underageToken, isOnboarding, said) => {
          const ban = readBan(banAnswer(code, { ttl, underageToken, isOnboarding, isAppealable: said }));
          expect(ban).toMatchObject({ code, ttl, underageToken, isOnboarding, isAppealable: code === 40301 });
        },
      ),
    );
  });
});

describe('BAN-06: the ban with an appeal challenge', () => {
  it('BAN-06 [PBT]: 40305 carries its appealChallengeToken; 40307 is appealable exactly when a ban-appeal challenge token came with it', () => {
    fc.assert(
      fc.property(fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,20}$/), { nil: undefined }), fc.boolean(), (token, said) => {
        const with40305 = readBan(banAnswer(40305, { ...(token === undefined ? {} : { appealChallengeToken: token }), isAppealable: said }));
        expect(with40305?.appealChallengeToken).toBe(token);
        expect(with40305?.challengeToken).toBe(token);
        const with40307 = readBan(banAnswer(40307, { ...(token === undefined ? {} : { appealChallengeToken: token }), isAppealable: said }));
        expect(with40307?.isAppealable).toBe(token !== undefined);
      }),
    );
  });
});

describe('BAN-07: the selfie challenge', () => {
  it('BAN-07: 40324 keeps selfieChallengeToken and selfieStatus; a photo sent with the token lifts it; no token or not a photo sends nothing', async () => {
    expect(readBan(banAnswer(40324, { selfieChallengeToken: 's1', selfieStatus: 'required' }))).toMatchObject({ code: 40324, selfieChallengeToken: 's1', selfieStatus: 'required' });
    const store = new BansStore();
    const sent: string[] = [];
    const api: SelfieChallengeApiPort = {
      submit: async (token, photo) => {
        sent.push(`${token}:${photo.type}`);
        return photo.bytes.length > 2 ? ok({ status: 'passed' }) : err(apiFailure.http({ data: null, status: 422, error: { code: 42200 }, url: '', ok: false }, 42200));
      },
    };
    const selfie = new SelfieChallengeUseCase({ api, store });
    expect(await selfie.submit({ type: 'image/jpeg', bytes: Uint8Array.of(1, 2, 3) })).toBe('no-challenge');
    store.selfieChallengeIs({ token: 's1', status: 'required' });
    expect(await selfie.submit({ type: 'text/plain', bytes: Uint8Array.of(1, 2, 3) })).toBe('not-a-photo');
    expect(sent).toEqual([]);
    expect(await selfie.submit({ type: 'image/png', bytes: Uint8Array.of(1) })).toBe('rejected');
    expect(await selfie.submit({ type: 'image/jpeg', bytes: Uint8Array.of(1, 2, 3) })).toBe('passed');
    expect(sent).toEqual(['s1:image/png', 's1:image/jpeg']);
    expect(store.selfieChallenge.value).toEqual({ token: null, status: 'passed' });
  });
});

const alertArb: fc.Arbitrary<MemberAlert> = fc.record({
  id: fc.stringMatching(/^[a-z0-9]{1,12}$/),
  type: fc.constantFrom('banned' as const, 'warning' as const),
  meta: fc.record({ tier: fc.stringMatching(/^[A-Za-z]{1,16}$/), policy: fc.option(fc.string(), { nil: null }) }),
  createdAt: fc.nat(),
});

describe('BAN-11, PL-11: alerts', () => {
  it('BAN-11 [PBT]: an alert {type, meta.tier} opens the ban modal for banned and the warning modal for warning, titled by its tier', () => {
    fc.assert(
      fc.property(alertArb, (alert) => {
        const modal = alertModal(alert);
        expect(modal.kind).toBe(alert.type === 'banned' ? 'ban' : 'warning');
        expect(modal.title).toBe(alert.meta.tier);
        expect(modal.props).toMatchObject({ alertId: alert.id, tier: alert.meta.tier });
      }),
    );
  });

  it('PL-11, BAN-11, BAN-12: the step opens one modal per alert; acknowledging closes it, and a banned alert records when its FYI was seen', async () => {
    const alerts: MemberAlert[] = [
      { id: 'w1', type: 'warning', meta: { tier: 'warning', policy: 'spam' }, createdAt: 1 },
      { id: 'b1', type: 'banned', meta: { tier: 'banned', policy: 'spam' }, createdAt: 2 },
    ];
    const acknowledged: string[] = [];
    const appeals: string[] = [];
    const api: AlertsApiPort = {
      alerts: async () => ok(alerts),
      acknowledge: async (id) => (acknowledged.push(id), ok(undefined)),
      appealWarning: async (id, statement) => (appeals.push(`${id}:${statement}`), ok({ id: 'a1', status: 'open', policy: 'spam', statement, createdAt: 1, decidedAt: null })),
    };
    const opened: string[] = [];
    let closed = 0;
    const seen: number[] = [];
    const use = new AlertsUseCase({ api, openModal: (m) => opened.push(`${m.kind}:${m.title}`), closeModal: () => closed++, now: () => 5000, fyiViewed: (at) => seen.push(at) });
    expect(await use.show()).toBe(2);
    expect(opened).toEqual(['warning:warning', 'ban:banned']);
    await use.acknowledge('w1', 'warning');
    expect(seen).toEqual([]);
    await use.acknowledge('b1', 'banned');
    expect(acknowledged).toEqual(['w1', 'b1']);
    expect(closed).toBe(2);
    expect(seen).toEqual([5000]);
    expect(await use.appeal('w1', 'short')).toEqual({ refused: 'too-short' });
    expect(await use.appeal('w1', '  It was a quote from a film.  ')).toMatchObject({ filed: { statement: 'It was a quote from a film.' } });
    expect(appeals).toEqual(['w1:It was a quote from a film.']);
  });
});
