import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../core/shared';
import { AUTH } from '../../core/auth';
import { NAVIGATION } from '../../core/navigation';
import { ActiveTab } from '../../core/session';
import { ROUTING } from '../../core/routing';
import type { Fakes } from '../../src/adapter-sets/fake';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from './App';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

/** Builds the real container on the fake adapter set, boots it and renders the app at `href`. */
const renderApp = async (href: string, setup: (fakes: Fakes) => void = () => undefined) => {
  const { resolver, fakes } = await fakeApp(href, setup);
  const { restored } = await boot(resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
  const view = render(<App resolver={resolver} />);
  const settle = async () =>
    act(async () => {
      await fakes.time.advanceAsync(300, 50);
      await restored;
    });
  return { resolver, fakes, view, settle };
};

const asMember = (fakes: Fakes) => {
  fakes.hint.present = true;
  fakes.gateway.refreshAnswer = ok(MEMBER);
};

describe('App shell', () => {
  it('ROUTE-29: a loading screen with the logo shows until auth has decided and the route is let in', { timeout: 20_000 }, async () => {
    const { settle } = await renderApp('/app');
    expect(within(screen.getByTestId('loading-screen')).getByRole('img', { name: 'Loading' })).toBeTruthy();
    await settle();
    // The first screen of the suite renders cold (jsdom, the lazy chunks): give it time on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Start something real' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('loading-screen')).toBeNull();
  });

  it('ROUTE-16: a path that matches no route shows the not-found page', async () => {
    const { settle } = await renderApp('/app/no/such/page');
    await settle();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found | Spark'));
  });

  it('ROUTE-20: a visitor opening a member page is sent to log in with the page and its query remembered', async () => {
    const { settle, resolver, fakes } = await renderApp('/app/matches?tab=new');
    await settle();
    await screen.findByRole('heading', { level: 1, name: 'Start something real' });
    expect(fakes.navigation.current()).toEqual({ pathname: '/app', search: '?tab=new' });
    expect(resolver.get(ROUTING.Store).postLoginRedirectPath.value).toBe('/app/matches?tab=new');
  });

  it('NAV-01, ROUTE-30: a member sees the navigation in the default order and each screen sets its title', async () => {
    const { settle } = await renderApp('/app/matches', asMember);
    await settle();
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
    const links = within(nav).getAllByRole('link');
    // NAV-02: Likes you shows, Gold being enabled by the app settings' defaults.
    expect(links.map((l) => l.textContent)).toEqual(['Discover', 'Explore', 'Likes', 'Matches', 'Profile']);
    expect(links[3]!.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Matches | Spark'), { timeout: 10_000 });
  });

  it('NAV-09: the menu traps focus while open and gives it back to the menu button on close', async () => {
    const user = userEvent.setup({ advanceTimers: () => undefined });
    const { settle } = await renderApp('/app');
    await settle();
    const button = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    const language = within(dialog).getByRole('combobox', { name: 'Language' });
    const logIn = within(dialog).getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    await user.tab();
    expect(document.activeElement).toBe(language);
    await user.tab();
    expect(document.activeElement).toBe(logIn);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(logIn);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('CONF-08: choosing Arabic loads its messages and sets dir="rtl" and lang on the document', async () => {
    const user = userEvent.setup();
    const { settle } = await renderApp('/app');
    await settle();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ar');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'ابدأ شيئًا حقيقيًا' })).toBeTruthy();
  });

  it('LAND-01: the landing offers Create account, Log in, the store buttons and a pausable testimonial carousel', async () => {
    const user = userEvent.setup();
    const { settle } = await renderApp('/app');
    await settle();
    await screen.findByRole('heading', { level: 1, name: 'Start something real' });
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeTruthy();
    const carousel = screen.getByRole('region', { name: 'Stories from our members' });
    expect(within(carousel).getByRole('group', { name: '1 of 3' })).toBeTruthy();
    await user.click(within(carousel).getByRole('button', { name: 'Next story' }));
    expect(within(carousel).getByRole('group', { name: '2 of 3' })).toBeTruthy();
    await user.click(within(carousel).getByRole('button', { name: 'Pause stories' }));
    expect(within(carousel).getByRole('button', { name: 'Play stories' })).toBeTruthy();
  });

  it('AUTH-04, AUTH-19: a new member signs up by phone: number, code from the outbox, then the onboarding route', async () => {
    const user = userEvent.setup();
    const { settle, fakes } = await renderApp('/app');
    await settle();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Continue with phone number' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GB');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '07700 900123');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeTruthy();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '000000');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('That code is not right'));
    const code = fakes.gateway.codeFor('+447700900123')!;
    await user.clear(screen.getByRole('textbox', { name: 'Code' }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), code);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: "What's your first name?" })).toBeTruthy();
    expect(fakes.navigation.current().pathname).toBe('/app/onboarding');
  });

  it('AUTH-04: a wrong phone number keeps what was typed and says why', async () => {
    const user = userEvent.setup();
    const { settle } = await renderApp('/app');
    await settle();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '12');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid phone number.');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveProperty('value', '12');
  });

  it('SESS-07: another tab becoming active deactivates this one until the member chooses to use it here', async () => {
    const user = userEvent.setup();
    const { settle, fakes } = await renderApp('/app');
    await settle();
    await screen.findByRole('heading', { level: 1, name: 'Start something real' });
    const other = new ActiveTab({ presence: fakes.tabs.openTab(), clock: fakes.time, ids: fakes.ids, logger: fakes.logger });
    act(() => {
      fakes.time.advance(5);
      other.start();
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spark is open in another tab' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use here' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Start something real' })).toBeTruthy();
    expect(other.tabState.value).toBe('deactivated');
  });

  it('NAV-12: a visitor gets the horizontal lock, the modal and notification managers, and no new-match-or-message counter', async () => {
    const { settle, resolver } = await renderApp('/app');
    await settle();
    await screen.findByRole('heading', { level: 1, name: 'Start something real' });
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Please turn your phone upright to use Spark.')).toBe(true);
    expect(screen.getByRole('status', { name: 'Notifications' })).toBeTruthy();
    act(() => resolver.get(NAVIGATION.InboxBadge).setUnread({ newMatches: 3 }));
    expect(screen.queryByRole('status', { name: 'New matches and messages' })).toBeNull();
    act(() => resolver.get(AUTH.LoginLauncher).open('chooser'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('NAV-12, NAV-05: a member gets the counter, which announces new matches and messages as the dot appears', async () => {
    const { settle, resolver } = await renderApp('/app/recs', asMember);
    await settle();
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
    // Asked for each time: the shell's overlays may mount again while the page settles.
    const counter = () => screen.getByRole('status', { name: 'New matches and messages' });
    expect(counter().getAttribute('aria-live')).toBe('polite');
    expect(counter().textContent).toBe('');
    act(() => resolver.get(NAVIGATION.InboxBadge).setUnread({ newMatches: 1, unreadConversations: 2 }));
    expect(counter().textContent).toBe('3 new matches or messages');
    expect(within(nav).getByRole('link', { name: 'Matches, new' })).toBeTruthy();
    act(() => resolver.get(NAVIGATION.InboxBadge).setUnread({ newMatches: 0, unreadConversations: 1 }));
    expect(counter().textContent).toBe('1 new match or message');
    act(() => resolver.get(NAVIGATION.InboxBadge).clear());
    expect(counter().textContent).toBe('');
    expect(within(nav).getByRole('link', { name: 'Matches' })).toBeTruthy();
  });

  it('NAV-12, NAV-16: the notification manager shows the current notification politely, dismisses it by keyboard, hides it on a suppressed path', async () => {
    const user = userEvent.setup({ advanceTimers: () => undefined });
    const { settle, resolver, fakes } = await renderApp('/app/recs', asMember);
    await settle();
    await screen.findByRole('navigation', { name: 'Main' });
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    const notifications = resolver.get(NAVIGATION.Notifications);

    act(() => void notifications.notify({ tone: 'info', messageKey: 'status.offline', ttlMs: 60_000 }));
    expect(region.textContent).toBe("You're offline. We'll reconnect when you're back.");
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    dismiss.focus();
    await user.keyboard('{Enter}');
    expect(region.textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).toBeNull();

    act(() => void notifications.notify({ tone: 'info', messageKey: 'status.offline', ttlMs: 60_000 }));
    expect(region.textContent).not.toBe('');
    act(() => fakes.navigation.visit('/app/settings/account'));
    await settle();
    expect(screen.getByRole('status', { name: 'Notifications' }).textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).toBeNull();
    act(() => fakes.navigation.visit('/app/recs'));
    await settle();
    expect(screen.getByRole('status', { name: 'Notifications' }).textContent).toBe("You're offline. We'll reconnect when you're back.");
  });

  it('NAV-12: a deactivated tab mounts its screen only: no navigation, notification manager or counter', async () => {
    const { settle, fakes, resolver } = await renderApp('/app/recs', asMember);
    await settle();
    await screen.findByRole('navigation', { name: 'Main' });
    const other = new ActiveTab({ presence: fakes.tabs.openTab(), clock: fakes.time, ids: fakes.ids, logger: fakes.logger });
    act(() => {
      fakes.time.advance(5);
      other.start();
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spark is open in another tab' })).toBeTruthy();
    act(() => void resolver.get(NAVIGATION.Notifications).notify({ tone: 'info', messageKey: 'status.offline' }));
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('status', { name: 'Notifications' })).toBeNull();
    expect(screen.queryByRole('status', { name: 'New matches and messages' })).toBeNull();
    expect(screen.queryByText("You're offline. We'll reconnect when you're back.")).toBeNull();
  });
  it('PUR-46, LAND-02: a lite build shows the lite landing, and its checkout the way to the app instead of a card form; the full build its checkout', { timeout: 40_000 }, async () => {
    const lite = await renderApp('/app', (fakes) => {
      fakes.build.kind = 'lite';
    });
    await lite.settle();
    await waitFor(() => expect(document.querySelector('[data-variant]')?.getAttribute('data-variant')).toBe('lite'), { timeout: 10_000 });
    lite.view.unmount();
    const remote = await renderApp('/app/checkout?product=gold', (fakes) => {
      asMember(fakes);
      fakes.build.kind = 'remote';
    });
    await remote.settle();
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchases are made in the Spark app' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByLabelText(/card number/i)).toBeNull();
    remote.view.unmount();
    const full = await renderApp('/app/checkout?product=gold', asMember);
    await full.settle();
    expect(await screen.findByLabelText(/card number/i, {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByText('Purchases are made in the Spark app')).toBeNull();
  });
});
