import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NAVIGATION } from '../../core/navigation';
import type { Resolver } from '../../core/shared';
import { fakeAdapters } from '../../src/adapter-sets/fake';
import { asResolver, createContainer } from '../../src/container';
import { ResolverProvider } from '../di/resolver';
import { I18nProvider } from '../i18n/I18nProvider';
import { MemberNav } from './MemberNav';

/** The member navigation on the real container with the fake adapter set. */
const renderNav = async () => {
  const { adapters } = fakeAdapters('/app/recs');
  const resolver: Resolver = asResolver(createContainer(adapters));
  render(
    <ResolverProvider resolver={resolver}>
      <I18nProvider>
        <MemberNav goldEnabled={false} />
      </I18nProvider>
    </ResolverProvider>,
  );
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return { inbox: resolver.get(NAVIGATION.InboxBadge), nav };
};

describe('MemberNav', () => {
  it('NAV-05: with nothing unread the matches link is plain "Matches" and carries no dot', async () => {
    const { nav } = await renderNav();
    const link = within(nav).getByRole('link', { name: 'Matches' });
    expect(link.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1); // the icon only
    expect(within(nav).queryByRole('link', { name: 'Matches, new' })).toBeNull();
  });

  it('NAV-05: an unread match or conversation adds the dot, named "Matches, new"; reading everything removes it', async () => {
    const { inbox, nav } = await renderNav();
    act(() => inbox.setUnread({ unreadConversations: 2 }));
    const link = await within(nav).findByRole('link', { name: 'Matches, new' });
    expect(link.textContent).toBe('Matches');
    expect(link.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2); // the icon and the dot
    expect(within(nav).getAllByRole('link', { name: /new/ })).toHaveLength(1);

    act(() => inbox.setUnread({ unreadConversations: 0, newMatches: 1 }));
    expect(within(nav).getByRole('link', { name: 'Matches, new' })).toBe(link);

    act(() => inbox.setUnread({ newMatches: 0 }));
    expect(within(nav).getByRole('link', { name: 'Matches' })).toBe(link);
    expect(link.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });
});

/** The navigation with Likes you shown, `likers` waiting, and what the last session kept of the count. */
const renderGoldNav = async (likers: number, options: { readonly kept?: number; readonly countCap?: number } = {}) => {
  const { adapters, fakes } = fakeAdapters('/app/recs');
  fakes.likesYouApi.likers = Array.from({ length: likers }, (_, i) => ({ id: `liker-${i}`, name: `Liker ${i}`, age: 30, photoUrl: null, isSuperLike: false, interests: [] }));
  if (options.countCap !== undefined) fakes.likesYouApi.countCap = options.countCap;
  if (options.kept !== undefined) await fakes.storage.setItem('spark.likesYou.v1', JSON.stringify({ lastTab: 'likes-you', goldHomeSeen: true, prevSessionLikeCount: options.kept }));
  const resolver: Resolver = asResolver(createContainer(adapters));
  render(
    <ResolverProvider resolver={resolver}>
      <I18nProvider>
        <MemberNav goldEnabled />
      </I18nProvider>
    </ResolverProvider>,
  );
  return { nav: await screen.findByRole('navigation', { name: 'Main' }), fakes };
};

describe('MemberNav: the likes badge', () => {
  it('NAV-03: the Likes you item shows the likes that came since the last session, and says so to a screen reader', async () => {
    const { nav } = await renderGoldNav(7, { kept: 4 });
    const link = await within(nav).findByRole('link', { name: /^Likes ?\(3 new\)$/ });
    expect(within(link).getByTestId('likes-badge').textContent).toBe('3');
  });

  it('NAV-03: more than 99 new likes show as 99+', async () => {
    const { nav } = await renderGoldNav(120);
    const link = await within(nav).findByRole('link', { name: /^Likes ?\(99\+ new\)$/ });
    expect(within(link).getByTestId('likes-badge').textContent).toBe('99+');
  });

  it('NAV-03: a partial count (the provider stopped counting) shows a plus even under 100', async () => {
    const { nav } = await renderGoldNav(12, { kept: 3, countCap: 8 });
    const link = await within(nav).findByRole('link', { name: /^Likes ?\(5\+ new\)$/ });
    expect(within(link).getByTestId('likes-badge').textContent).toBe('5+');
  });

  it('NAV-03: no new likes, no badge: the item is plain "Likes"', async () => {
    const { nav, fakes } = await renderGoldNav(4, { kept: 4 });
    await vi.waitFor(() => expect(fakes.likesYouApi.countCalls).toBe(1));
    const link = within(nav).getByRole('link', { name: 'Likes' });
    expect(within(link).queryByTestId('likes-badge')).toBeNull();
  });
});
