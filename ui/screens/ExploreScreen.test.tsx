import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeRec } from '../../core/recs/testing/fake-recs-api';
import { ROUTING } from '../../core/routing';
import { ok } from '../../core/shared';
import type { Fakes } from '../../src/adapter-sets/fake';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

const catalogs = (fakes: Fakes) => {
  fakes.exploreApi.catalogList.push(
    { id: 'free-tonight', key: 'freeTonight', theme: 'dusk', members: 2, joined: false },
    { id: 'coffee-date', key: 'coffeeDate', theme: 'latte', members: 1, joined: true },
  );
  fakes.exploreApi.members.set('free-tonight', [fakeRec('t-1', 'Tova'), fakeRec('t-2', 'Theo')]);
};

/** The whole app on the fake set, signed in as u-1, at `href`. */
const openApp = async (href: string, setup: (fakes: Fakes) => void = () => undefined) => {
  const { resolver, fakes } = await fakeApp(href, (f) => {
    f.hint.present = true;
    f.gateway.refreshAnswer = ok(MEMBER);
    catalogs(f);
    setup(f);
  });
  const { restored } = await boot(resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
  render(<App resolver={resolver} />);
  await act(async () => {
    await fakes.time.advanceAsync(300, 50);
    await restored;
  });
  return { resolver, fakes };
};

const settle = (fakes: Fakes, ms = 50) =>
  act(async () => {
    await fakes.time.advanceAsync(ms, 10);
  });

describe('Explore', () => {
  it('EXP-01: the catalogs load on entry; a failed load says so with a retry; tiles name the catalog, how many joined and "Joined"', async () => {
    const { fakes } = await openApp('/app/explore', (f) => f.exploreApi.failNext(50000));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain("Explore didn't load");
    const user = userEvent.setup({ advanceTimers: () => undefined });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await settle(fakes);
    const list = await screen.findByRole('list', { name: 'Catalogs' });
    const tonight = within(list).getByRole('link', { name: /Free tonight/ });
    expect(tonight.getAttribute('href')).toBe('/app/explore/free-tonight');
    expect(tonight.textContent).toContain('2 people');
    expect(tonight.textContent).not.toContain('Joined');
    expect(within(list).getByRole('link', { name: /Coffee date/ }).textContent).toContain('Joined');
    expect(fakes.exploreApi.calls.filter((c) => c.kind === 'catalogs')).toHaveLength(2);
  });

  it('EXP-02: a catalog not joined offers the opt-in once on this device; "Just browse" gives the focus back to the page`s Join, and the stack is the catalog`s', async () => {
    const { resolver, fakes } = await openApp('/app/explore/free-tonight');
    const dialog = await screen.findByRole('dialog', { name: 'Join Free tonight?' }, { timeout: 10_000 });
    expect(dialog.textContent).toContain('People exploring it will see your profile here.');
    const user = userEvent.setup({ advanceTimers: () => undefined });
    await user.click(within(dialog).getByRole('button', { name: 'Just browse' }));
    await settle(fakes);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Join' })));
    expect((await screen.findByRole('article')).textContent).toContain('Tova');
    expect(fakes.exploreApi.calls.some((c) => c.kind === 'join')).toBe(false);

    // Away and back: the opt-in is not offered again; Join from the page opts in.
    const navigation = resolver.get(ROUTING.Navigation);
    await act(async () => navigation.navigate('/app/explore'));
    await settle(fakes);
    await act(async () => navigation.navigate('/app/explore/free-tonight'));
    await settle(fakes, 200);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await settle(fakes);
    expect(screen.getByRole('button', { name: 'Leave' })).toBeDefined();
    expect(document.body.textContent).toContain('You joined Free tonight.');
    expect(fakes.exploreApi.calls.filter((c) => c.kind === 'join')).toEqual([{ kind: 'join', id: 'free-tonight' }]);
  });
});
