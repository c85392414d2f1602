import { describe, expect, it } from 'vitest';
import { AUTH } from '../../core/auth';
import { CHAT } from '../../core/chat';
import { MATCHES } from '../../core/matches';
import { NAVIGATION } from '../../core/navigation';
import { ROUTING } from '../../core/routing';
import { ok, type MatchId } from '../../core/shared';
import { boot } from '../boot';
import { fakeApp } from '../testing/fake-app';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

const signedIn = async (setup: Parameters<typeof fakeApp>[1] = () => undefined) => {
  const { resolver, fakes } = await fakeApp('/app/matches', (f) => {
    f.hint.present = true;
    f.gateway.refreshAnswer = ok(MEMBER);
    setup(f);
  });
  const { restored } = await boot(resolver, { localeFromQuery: null, platformLanguages: ['en'] });
  await fakes.time.advanceAsync(300, 50);
  await restored;
  await fakes.time.advanceAsync(300, 50);
  return { resolver, fakes };
};

describe('matches and chat on the fake adapter set', () => {
  it('NAV-05, MATCH-05: signing in starts matches and chat: the lists load and a new match lights the matches dot', async () => {
    let lena = '';
    const { resolver } = await signedIn((f) => {
      lena = f.inbox.addMatch('Lena');
    });
    expect(resolver.get(AUTH.Session).loggedIn.value).toBe(true);
    expect(resolver.get(MATCHES.Store).withoutMessages.value.map((match) => match.id)).toEqual([lena]);
    expect(resolver.get(NAVIGATION.InboxBadge).matchesDot.value).toBe(true);
    expect(resolver.get(NAVIGATION.InboxBadge).newActivity.value).toBe(1);
  });

  it('ROUTE-21: the chat route`s guard finds the match through the matches module, and fetches one it does not hold', async () => {
    let lena = '';
    const { resolver, fakes } = await signedIn((f) => {
      lena = f.inbox.addMatch('Lena');
    });
    const guard = resolver.get(ROUTING.MatchRouteGuard);
    expect(await guard.check(lena)).toEqual({ kind: 'allow' });
    const later = fakes.inbox.addMatch('Sami');
    expect(await guard.check(later)).toEqual({ kind: 'allow' });
    expect(resolver.get(ROUTING.MatchLookup).hasMatch(later as MatchId)).toBe(true);
    expect(await guard.check('unknown')).toMatchObject({ kind: 'redirect', reason: 'matchNotFound' });
  });

  it('CHAT-15, CHAT-14, AUTH-34: the outbox and the recent emoji are kept on the device while signed in, and gone after logout', async () => {
    let lena = '';
    const { resolver, fakes } = await signedIn((f) => {
      lena = f.inbox.addMatch('Lena');
    });
    fakes.inbox.offline = true;
    expect(resolver.get(CHAT.Send).send(lena, { kind: 'text', text: 'kept for later' }).ok).toBe(true);
    resolver.get(CHAT.RecentEmoji).use('🔥');
    await fakes.time.advanceAsync(50, 10);
    const stored = async (slice: string) => fakes.storage.getItem(`spark:persist:${slice}`);
    expect(await stored('outbox')).toContain('kept for later');
    expect(await stored('recentEmoji')).toContain('🔥');
    await resolver.get(AUTH.Logout).execute('member');
    await fakes.time.advanceAsync(50, 10);
    expect(await stored('outbox')).toBeNull();
    expect(await stored('recentEmoji')).toBeNull();
    expect(resolver.get(CHAT.RecentEmoji).recent.value).toEqual([]);
    expect(resolver.get(CHAT.Store).outbox.value).toEqual([]);
    expect(resolver.get(MATCHES.Store).all.value).toEqual([]);
    expect(resolver.get(NAVIGATION.InboxBadge).matchesDot.value).toBe(false);
  });
});
