import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
