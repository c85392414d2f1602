import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../core/shared';
import type { Fakes } from '../../src/adapter-sets/fake';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

/** The app on the fake set at `path`, signed out unless `signedIn`; `setup` prepares the fakes. */
const open = async (path: string, { signedIn = false, setup = () => undefined }: { signedIn?: boolean; setup?: (f: Fakes) => void } = {}) => {
  const app = await fakeApp(path, (f) => {
    if (signedIn) {
      f.hint.present = true;
      f.gateway.refreshAnswer = ok(MEMBER);
    }
    setup(f);
  });
  await boot(app.resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
  render(<App resolver={app.resolver} />);
  const settle = () =>
    act(async () => {
      await app.fakes.time.advanceAsync(300, 50);
    });
  await settle();
  return { ...app, settle, main: await screen.findByRole('main', {}, { timeout: 20_000 }) };
};

describe('the e-mail subscriptions page', () => {
  it('SET-13: signed out, the link with its token shows the subscriptions as switches; a change shows at once and is saved with the token', { timeout: 40_000 }, async () => {
    const { main, fakes, settle } = await open('/app/email-subscription?token=token-1');
    expect(await within(main).findByRole('heading', { level: 1, name: 'E-mail subscriptions' }, { timeout: 20_000 })).toBeTruthy();
    const promotions = await within(main).findByRole('switch', { name: 'News and offers' }, { timeout: 20_000 });
    expect(within(main).getByRole('switch', { name: 'New matches' }).getAttribute('aria-checked')).toBe('true');
    expect(within(main).getByRole('switch', { name: 'Messages' }).getAttribute('aria-checked')).toBe('true');
    expect(promotions.getAttribute('aria-checked')).toBe('false');
    expect(fakes.settingsApi.subscriptionCalls).toEqual(['fetch token-1']);

    await userEvent.click(promotions);
    expect(promotions.getAttribute('aria-checked')).toBe('true');
    await settle();
    expect(fakes.settingsApi.subscriptionCalls).toEqual(['fetch token-1', 'update token-1']);
    expect(fakes.settingsApi.subscriptions.find((s) => s.id === 'promotions')?.subscribed).toBe(true);
    expect(within(main).getAllByRole('status').some((s) => s.textContent === 'Saved.')).toBe(true);
  });

  it('SET-13: a refused change goes back and says so', { timeout: 40_000 }, async () => {
    const { main, fakes, settle } = await open('/app/email-subscription?token=token-1');
    const matches = await within(main).findByRole('switch', { name: 'New matches' }, { timeout: 20_000 });
    fakes.settingsApi.refuseNext(50000);
    await userEvent.click(matches);
    await settle();
    expect((await within(main).findByRole('alert')).textContent).toBe("We couldn't save that change, so it's back to how it was. Check your connection and try again.");
    expect(matches.getAttribute('aria-checked')).toBe('true');
    expect(fakes.settingsApi.subscriptions.find((s) => s.id === 'matches')?.subscribed).toBe(true);
  });

  it('SET-13: without a token nothing is asked and the page says the link is incomplete', { timeout: 40_000 }, async () => {
    const { main, fakes } = await open('/app/email-subscription');
    expect((await within(main).findByRole('alert', {}, { timeout: 20_000 })).textContent).toMatch(/^This link is missing the part that tells us who you are\./);
    expect(within(main).queryByRole('switch')).toBeNull();
    expect(fakes.settingsApi.subscriptionCalls).toEqual([]);
  });

  it('SET-13: an unknown token says the link could not be opened, and Try again asks again', { timeout: 40_000 }, async () => {
    const { main, fakes, settle } = await open('/app/email-subscription?token=nope', { setup: (f) => f.settingsApi.refuseNext(40400) });
    expect((await within(main).findByRole('alert', {}, { timeout: 20_000 })).textContent).toMatch(/^We couldn't open your e-mail subscriptions with this link\./);
    await userEvent.click(within(main).getByRole('button', { name: 'Try again' }));
    // The button goes while the link is asked again; the focus waits on the page's heading, not on nothing.
    expect(document.activeElement).toBe(within(main).getByRole('heading', { level: 1 }));
    await settle();
    expect(await within(main).findByRole('switch', { name: 'New matches' })).toBeTruthy();
    expect(fakes.settingsApi.subscriptionCalls).toEqual(['fetch nope', 'fetch nope']);
  });

  it('SET-13: the e-mail notifications settings link to the subscriptions page with the member\'s token', { timeout: 40_000 }, async () => {
    const { main } = await open('/app/settings/email', { signedIn: true });
    const link = await within(main).findByRole('link', { name: 'Manage e-mail subscriptions' }, { timeout: 20_000 });
    expect(link.getAttribute('href')).toBe('/app/email-subscription?token=token-1');
  });
});
