import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeRec } from '../../core/recs/testing/fake-recs-api';
import { ok } from '../../core/shared';
import type { Fakes } from '../../src/adapter-sets/fake';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

/** The whole app on the fake set, signed in, on Discover, with three candidates; Lena already liked the member. */
const openDiscover = async (setup: (fakes: Fakes) => void = () => undefined) => {
  const { resolver, fakes } = await fakeApp('/app/recs', (f) => {
    f.hint.present = true;
    f.gateway.refreshAnswer = ok(MEMBER);
    f.recsApi.candidates = [fakeRec('r-1', 'Lena', { age: 29, bio: 'Climbing and bad puns.', distance: { value: 3, unit: 'km' } }), fakeRec('r-2', 'Sam'), fakeRec('r-3', 'Noor')];
    f.recsApi.likesMe.add('r-1');
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

describe('Discover', () => {
  it('RECS-03, API-08: the card on top shows the candidate; Like by button makes the match and the "It\'s a match!" dialog', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    await openDiscover();
    // The first screen of the suite renders cold (jsdom, the lazy chunks): give it time on a busy machine.
    const card = await screen.findByRole('article', { name: 'Lena, 29' }, { timeout: 5_000 });
    expect(within(card).getByRole('img', { name: 'Lena, photo 1' })).toBeTruthy();
    expect(within(card).getByText('3 kilometres away')).toBeTruthy();
    expect(within(card).getByText('Climbing and bad puns.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Like Lena' }));
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('You and Lena like each other.');
    expect(screen.getAllByRole('status').some((s) => s.textContent === "It's a match with Lena!")).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Keep swiping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('article', { name: 'Sam' })).toBeTruthy();
  });

  it('RECS-09, RECS-10: swiping works by keyboard on the focused card: right likes, left passes; the likes left are shown', async () => {
    const user = userEvent.setup();
    await openDiscover((f) => f.recsApi.likesMe.clear());
    const lena = await screen.findByRole('article', { name: 'Lena, 29' });
    lena.focus();
    await user.keyboard('{ArrowRight}');
    const sam = await screen.findByRole('article', { name: 'Sam' });
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'You liked Lena.')).toBe(true);
    expect(screen.getByText(/likes left/)).toBeTruthy();
    sam.focus();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('article', { name: 'Noor' })).toBeTruthy();
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'You passed on Sam.')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('RECS-04: when everyone has been seen, Discover says so', async () => {
    await openDiscover((f) => {
      f.recsApi.candidates = [];
    });
    expect(await screen.findByText("You've seen everyone near you for now. Check back later.")).toBeTruthy();
  });

  it('LOC-02, LOC-03, CONF-05: opening Discover starts location tracking, and the member`s position reaches the provider', async () => {
    const { fakes } = await openDiscover();
    await screen.findByRole('article', { name: 'Lena, 29' });
    await act(async () => {
      fakes.geolocation.emitPosition(52.52, 13.405, fakes.time.now());
      await fakes.time.advanceAsync(10, 5);
    });
    expect(fakes.positionReport.sent).toEqual([{ lat: 52.52, lng: 13.405 }]);
  });

  it('RECS-11: opening Discover loads the likes allowance; a like while out of likes shows when they come back, in a dialog', async () => {
    const user = userEvent.setup();
    await openDiscover((f) => {
      f.recsApi.likesMe.clear();
      f.recsApi.likesRemaining = 1;
      f.discoverySettingsApi.allowances = { likesRemaining: 1 };
    });
    expect(await screen.findByText('1 like left.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Like Lena' }));
    await screen.findByRole('article', { name: 'Sam' });
    await user.click(screen.getByRole('button', { name: 'Like Sam' }));
    const dialog = await screen.findByRole('dialog', { name: "You're out of likes" });
    expect(within(dialog).getByText(/Your likes come back in \d+ (minutes?|hours?|seconds?), at/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('article', { name: 'Sam' })).toBeTruthy();
  });
});

