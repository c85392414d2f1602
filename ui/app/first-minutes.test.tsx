import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeRec } from '../../core/recs/testing/fake-recs-api';
import { ok } from '../../core/shared';
import type { Fakes } from '../../src/adapter-sets/fake';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from './App';

// Screens load their chunks cold in jsdom; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 8_000 });

// Issue 14, "the first ten minutes": each defect a newcomer met, as the screen shows it.

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

const renderApp = async (href: string, setup: (fakes: Fakes) => void = () => undefined, platformLanguages = ['en-US']) => {
  const { resolver, fakes } = await fakeApp(href, setup);
  const { restored } = await boot(resolver, { localeFromQuery: null, platformLanguages });
  render(<App resolver={resolver} />);
  await act(async () => {
    await fakes.time.advanceAsync(300, 50);
    await restored;
  });
  // The first screen renders cold (jsdom, the lazy chunks): give it time on a busy machine.
  await waitFor(() => expect(screen.queryByTestId('loading-screen')).toBeNull(), { timeout: 15_000 });
  return { resolver, fakes };
};

const asMember =
  (more: (fakes: Fakes) => void = () => undefined) =>
  (f: Fakes) => {
    f.hint.present = true;
    f.gateway.refreshAnswer = ok(MEMBER);
    f.recsApi.candidates = [fakeRec('r-1', 'Lena', { age: 29 }), fakeRec('r-2', 'Sam'), fakeRec('r-3', 'Noor')];
    more(f);
  };

describe('the first ten minutes (issue 14)', { timeout: 30_000 }, () => {
  it('NAV-11: with an en-GB browser the language list marks English as the current language', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    await renderApp('/app', () => undefined, ['en-GB']);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }, { timeout: 10_000 }));
    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect((language as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('English');
  });

  it('AUTH-03: focus goes to the e-mail field after "Continue with e-mail" and to the code field on the code step', async () => {
    const user = userEvent.setup();
    await renderApp('/app');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Continue with e-mail' }));
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    await waitFor(() => expect(document.activeElement).toBe(email));
    await user.type(email, 'lena@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(document.activeElement).toBe(code));
    // The address just typed, in full, so a typo shows.
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'We sent a 6-digit code to lena@example.com.')).toBeTruthy();
  });

  it('AUTH-03: the sign-in dialog links the Terms and the Privacy Policy', async () => {
    const user = userEvent.setup();
    await renderApp('/app');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get started' });
    expect(within(dialog).getByRole('link', { name: 'Terms (opens in a new tab)' }).getAttribute('href')).toMatch(/legal\/terms\.html$/);
    expect(within(dialog).getByRole('link', { name: 'Privacy Policy (opens in a new tab)' }).getAttribute('href')).toMatch(/legal\/privacy\.html$/);
  });

  it('RECS-09: two right-arrow presses like two people: the next card takes the focus', async () => {
    const user = userEvent.setup();
    await renderApp('/app/recs', asMember());
    const lena = await screen.findByRole('article', { name: 'Lena, 29' });
    await waitFor(() => expect(document.activeElement).toBe(lena));
    await user.keyboard('{ArrowRight}');
    const sam = await screen.findByRole('article', { name: 'Sam' });
    await waitFor(() => expect(document.activeElement).toBe(sam));
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('article', { name: 'Noor' })).toBeTruthy();
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'You liked Sam.')).toBe(true);
  });

  it('RECS-09: the card is the first thing Tab reaches after the header', async () => {
    const user = userEvent.setup();
    await renderApp('/app/recs', asMember());
    const lena = await screen.findByRole('article', { name: 'Lena, 29' });
    (document.activeElement as HTMLElement | null)?.blur();
    document.body.focus();
    // Skip link, logo, menu button, then the card.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(lena);
  });

  it('RECS-12: a super like with none left says super likes ran out, and in how long, not that likes did', async () => {
    const user = userEvent.setup();
    await renderApp(
      '/app/recs',
      asMember((f) => {
        f.recsApi.superLikesRemaining = 0;
        f.discoverySettingsApi.allowances = { likesRemaining: 83, superLikes: { remaining: 0, resetsAt: f.time.now() + 12 * 60_000 } };
      }),
    );
    await screen.findByText(/83 likes left/);
    await user.click(await screen.findByRole('button', { name: 'Super like Lena' }));
    await waitFor(() => expect(screen.getAllByRole('status').some((s) => s.textContent === "You're out of super likes. The next one comes in 12 minutes.")).toBe(true));
    expect(screen.getAllByRole('status').some((s) => /out of likes/.test(s.textContent ?? ''))).toBe(false);
  });

  it('RECS-04: the empty deck offers a way on', async () => {
    await renderApp('/app/recs', asMember((f) => (f.recsApi.candidates = [])));
    expect(await screen.findByRole('heading', { level: 2, name: "That's everyone for now" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Look again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /widen/i }).getAttribute('href')).toBe('/app/settings/distance');
  });

  it('ROUTE-16: the not-found page keeps the header, and the navigation for a member', async () => {
    await renderApp('/app/no/such/page', asMember());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Discover' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Discover' })).toBeTruthy();
  });
});
