import { describe, expect, it } from 'vitest';
import { AUTH } from '../../core/auth';
import { NAVIGATION } from '../../core/navigation';
import { ITS_A_MATCH_MODAL, RECS } from '../../core/recs';
import { fakeRec } from '../../core/recs/testing/fake-recs-api';
import { SESSION } from '../../core/session';
import { ok } from '../../core/shared';
import { boot } from '../boot';
import { LAZY_MODULES } from '../lazy-modules';
import { fakeApp } from '../testing/fake-app';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

const signedIn = async () => {
  const { resolver, fakes } = await fakeApp('/app/recs', (f) => {
    f.hint.present = true;
    f.gateway.refreshAnswer = ok(MEMBER);
    f.recsApi.candidates = ['r-1', 'r-2', 'r-3', 'r-4'].map((id, i) => fakeRec(id, ['Lena', 'Sami', 'Noor', 'Ada'][i]));
    f.recsApi.likesMe.add('r-2');
    f.recsApi.likesRemaining = 2;
  });
  const { restored } = await boot(resolver, { localeFromQuery: null, platformLanguages: ['en'] });
  await fakes.time.advanceAsync(300, 50);
  await restored;
  await fakes.time.advanceAsync(300, 50);
  return { resolver, fakes };
};

describe('the recs module on the fake adapter set', () => {
  it('API-08, MATCH-15, SESS-03: the lazy recs module loads, recs fill the queue, swipes update allowances, a match queues its modal', async () => {
    const { resolver, fakes } = await signedIn();
    expect(resolver.get(AUTH.Session).loggedIn.value).toBe(true);
    await resolver.get(LAZY_MODULES).ensure('recs');
    const store = resolver.get(RECS.Store);
    const swipe = resolver.get(RECS.Swipe);
    await resolver.get(RECS.Load).execute();
    expect(store.queue.value.map((c) => c.name)).toEqual(['Lena', 'Sami', 'Noor', 'Ada']);

    const before = resolver.get(SESSION.Store).lastActivity.value;
    await fakes.time.advanceAsync(31_000);
    expect(await swipe.pass()).toMatchObject({ kind: 'swiped', action: 'dislike', card: { name: 'Lena' } });
    expect(resolver.get(SESSION.Store).lastActivity.value).toBe(fakes.time.now());
    expect(resolver.get(SESSION.Store).lastActivity.value).not.toBe(before);

    expect(await swipe.like()).toMatchObject({ kind: 'swiped', match: { id: 'm-r-2' } });
    expect(store.likesRemaining.value).toBe(1);
    expect(store.matches.value.map((m) => m.person.name)).toEqual(['Sami']);
    expect(resolver.get(NAVIGATION.Modals).current.value).toEqual({ kind: ITS_A_MATCH_MODAL, title: 'Sami', props: { matchId: 'm-r-2', personId: 'r-2' } });

    await swipe.like();
    expect(store.likesRemaining.value).toBe(0);
    expect(store.rateLimitedUntil.value).toBeGreaterThan(fakes.time.now());
    expect(await swipe.like()).toMatchObject({ kind: 'blocked', reason: 'rate-limited' });
    expect(store.current.value?.name).toBe('Ada');
    expect(await swipe.pass()).toMatchObject({ kind: 'swiped' });
    await resolver.get(RECS.Load).execute();
    expect(store.status.value).toEqual({ kind: 'empty' });
  });

  it('AUTH-34: signing out forgets the queue, the allowances and the matches', async () => {
    const { resolver } = await signedIn();
    await resolver.get(LAZY_MODULES).ensure('recs');
    const store = resolver.get(RECS.Store);
    await resolver.get(RECS.Load).execute();
    await resolver.get(RECS.Swipe).pass();
    await resolver.get(RECS.Swipe).like();
    expect(store.matches.value).toHaveLength(1);
    await resolver.get(AUTH.Logout).execute('member');
    expect(store.queue.value).toEqual([]);
    expect(store.matches.value).toEqual([]);
    // RECS-11: back to the default of 0 likes remaining.
    expect(store.allowances.value).toEqual({ likesRemaining: 0 });
    expect(store.status.value).toEqual({ kind: 'idle' });
  });
});
