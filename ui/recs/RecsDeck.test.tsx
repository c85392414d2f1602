import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECS } from '../../core/recs';
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
  it('RECS-03, API-08: the card on top shows the candidate; Like by button makes the match and the "It\'s a match!" dialog', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    await openDiscover();
    // The first screen of the suite renders cold (jsdom, the lazy chunks): give it time on a busy machine.
    const card = await screen.findByRole('article', { name: 'Lena, 29' }, { timeout: 20_000 });
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

  describe('Discover opening with the focus nowhere', () => {
    /** Frames held until the test runs them (a cancelled one is dropped). */
    const holdFrames = () => {
      const frames = new Map<number, FrameRequestCallback>();
      let next = 0;
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
        frames.set(++next, callback);
        return next;
      });
      vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void frames.delete(id));
      return () => {
        const due = [...frames.values()];
        frames.clear();
        for (const callback of due) callback(performance.now());
      };
    };
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('gives it to the card on top in the next frame, not in the task that drew it', async () => {
      const runFrames = holdFrames();
      (document.activeElement as HTMLElement | null)?.blur();
      await openDiscover();
      const card = await screen.findByRole('article', { name: 'Lena, 29' }, { timeout: 20_000 });
      expect(document.activeElement).not.toBe(card);
      act(() => runFrames());
      expect(document.activeElement).toBe(card);
    });

    it('leaves a focus the member placed before that frame where it is', async () => {
      const runFrames = holdFrames();
      (document.activeElement as HTMLElement | null)?.blur();
      await openDiscover();
      await screen.findByRole('article', { name: 'Lena, 29' }, { timeout: 20_000 });
      const settings = screen.getByRole('link', { name: /settings/i });
      settings.focus();
      act(() => runFrames());
      expect(document.activeElement).toBe(settings);
    });
  });

  it('RECS-08: a candidate who super-liked the member says so on the card (is_super_like on the receiver\'s card)', async () => {
    await openDiscover((f) => {
      f.recsApi.candidates = [fakeRec('r-9', 'Ivo', { isSuperLike: true }), fakeRec('r-2', 'Sam')];
    });
    const card = await screen.findByRole('article', { name: 'Ivo' }, { timeout: 20_000 });
    expect(within(card).getByText('Super liked you')).toBeTruthy();
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

  it('RECS-11: the likes left show once the profile has told them, never the 0 they count as until then', async () => {
    const { fakes } = await openDiscover((f) => f.discoverySettingsApi.failNext(50000));
    await screen.findByRole('article', { name: 'Lena, 29' }, { timeout: 20_000 });
    await act(async () => fakes.time.advanceAsync(300, 50));
    expect(fakes.discoverySettingsApi.loads).toBeGreaterThan(0);
    expect(screen.queryByText(/likes? left/)).toBeNull();
  });

  it('RECS-11, RECS-12: with the profile in, the likes and super likes it gives are shown side by side', async () => {
    await openDiscover((f) => {
      f.discoverySettingsApi.allowances = { likesRemaining: 83, superLikes: { remaining: 2 } };
    });
    expect(await screen.findByText('83 likes left.', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('2 super likes left.')).toBeTruthy();
  });

  it('a Discover the server drew stays over the app while the cards load, and goes once the deck shows its first card', async () => {
    const drawn = document.createElement('div');
    drawn.id = 'drawn-screen';
    document.body.append(drawn);
    const { fakes } = await openDiscover((f) => f.recsApi.hold());
    expect(await screen.findByText('Finding people near you…', {}, { timeout: 20_000 })).toBeTruthy();
    // The deck is up and asking for its cards: the drawn card stays until they are in.
    await waitFor(() => expect(fakes.recsApi.calls.some((call) => call.kind === 'recs')).toBe(true));
    await act(async () => fakes.time.advanceAsync(100, 10));
    expect(document.getElementById('drawn-screen')).toBe(drawn);
    await act(async () => fakes.recsApi.release());
    expect(await screen.findByRole('article', { name: 'Lena, 29' }, { timeout: 20_000 })).toBeTruthy();
    // Hidden in the commit that drew the card; out of the page in an idle moment after.
    expect(drawn.hidden).toBe(true);
    await waitFor(() => expect(drawn.isConnected).toBe(false));
  });

  it('a Discover the server drew goes when the stack turns out empty', async () => {
    const drawn = document.createElement('div');
    drawn.id = 'drawn-screen';
    document.body.append(drawn);
    await openDiscover((f) => {
      f.recsApi.candidates = [];
    });
    expect(await screen.findByText("You've seen everyone near you for now. Check back later.")).toBeTruthy();
    expect(drawn.hidden).toBe(true);
    await waitFor(() => expect(drawn.isConnected).toBe(false));
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

  it('RECS-19: the card shows one photo at a time, "Photo 1 of 3"; Space and Shift+Space, or a tap on a half, change it', async () => {
    const user = userEvent.setup();
    await openDiscover((f) => {
      f.recsApi.likesMe.clear();
      f.recsApi.candidates = [
        fakeRec('r-1', 'Maya', {
          photos: [
            { url: '/media/demo/r-1/0.svg', altText: 'Maya, photo 1' },
            { url: '/media/demo/r-1/1.svg', altText: 'Maya, photo 2' },
            { url: '/media/demo/r-1/2.svg', altText: 'Maya, photo 3' },
          ],
        }),
        fakeRec('r-2', 'Sam'),
      ];
    });
    const card = await screen.findByRole('article', { name: 'Maya' });
    expect(within(card).getByText('Photo 1 of 3')).toBeTruthy();
    card.focus();
    await user.keyboard(' ');
    expect(within(card).getByText('Photo 2 of 3')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Maya, photo 2' })).toBeTruthy();
    await user.keyboard(' ');
    await user.keyboard(' ');
    expect(within(card).getByText('Photo 3 of 3')).toBeTruthy();
    await user.keyboard('{Shift>} {/Shift}');
    expect(within(card).getByText('Photo 2 of 3')).toBeTruthy();
    // A tap (press and release without moving) on the left half goes back; jsdom lays out nothing, so the card is 0 wide
    // and any tap lands on its right half unless it is left of the card's start.
    await user.pointer([{ keys: '[MouseLeft]', target: card, coords: { clientX: -10, clientY: 0 } }]);
    expect(within(card).getByText('Photo 1 of 3')).toBeTruthy();
    // The card stays: changing photos is not a swipe.
    expect(screen.getByRole('article', { name: 'Maya' })).toBe(card);
  });

  it('RECS-01, RECS-02: a drag to the right past the threshold likes the card, by the swipe rate method', async () => {
    const { fakes, resolver } = await openDiscover((f) => f.recsApi.likesMe.clear());
    const card = await screen.findByRole('article', { name: 'Lena, 29' });
    const pointer = (type: string, x: number, y: number) => Object.assign(new MouseEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0 }), { pointerId: 1, isPrimary: true });
    // jsdom lays nothing out: the card measures 1 × 1, so a 40 px drag is well past the threshold.
    await act(async () => {
      card.dispatchEvent(pointer('pointerdown', 100, 100));
      card.dispatchEvent(pointer('pointermove', 140, 102));
      expect((card as HTMLElement).style.transform).toContain('translate3d(40px, 2px, 0)');
      card.dispatchEvent(pointer('pointerup', 140, 102));
    });
    expect(await screen.findByRole('article', { name: 'Sam' })).toBeTruthy();
    expect(fakes.recsApi.calls).toContainEqual({ kind: 'like', id: 'r-1' });
    expect(resolver.get(RECS.Store).state.value.lastRateMethod).toBe('swipe');
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'You liked Lena.')).toBe(true);
  });

  it('RECS-22: Enter on the focused card opens the full profile of that card; Escape goes back to Discover', async () => {
    const user = userEvent.setup();
    const { fakes } = await openDiscover();
    const card = await screen.findByRole('article', { name: 'Lena, 29' });
    card.focus();
    await user.keyboard('{Enter}');
    await act(async () => fakes.time.advanceAsync(300, 50));
    const heading = await screen.findByRole('heading', { name: 'Lena, 29', level: 2 }, { timeout: 5_000 });
    expect(screen.getByText('Climbing and bad puns.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Like Lena' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await user.keyboard('{Escape}');
    await act(async () => fakes.time.advanceAsync(300, 50));
    expect(await screen.findByRole('article', { name: 'Lena, 29' })).toBeTruthy();
  });

  it('RECS-14: Rewind brings the card just passed back on top for a tier with undo, and says so', async () => {
    const user = userEvent.setup();
    await openDiscover((f) => {
      f.recsApi.likesMe.clear();
      f.recsApi.tier = 'gold';
    });
    const rewind = await screen.findByRole('button', { name: 'Rewind' });
    expect(rewind.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Pass on Lena' }));
    await screen.findByRole('article', { name: 'Sam' });
    await user.click(screen.getByRole('button', { name: 'Rewind' }));
    expect(await screen.findByRole('article', { name: 'Lena, 29' })).toBeTruthy();
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Lena is back on top.')).toBe(true);
  });
});

