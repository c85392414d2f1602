import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTING } from '../../core/routing';
import { ok } from '../../core/shared';
import type { Fakes } from '../../src/adapter-sets/fake';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

// jsdom lays nothing out: the chat history gets a phone-sized viewport, so its virtual list has rows to show.
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');
beforeAll(() => {
  const sized = (element: Element, px: number, fallback: PropertyDescriptor | undefined) => (element.getAttribute('data-testid') === 'chat-history' ? px : ((fallback?.get?.call(element) as number | undefined) ?? 0));
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get(this: Element) { return sized(this, 700, clientHeight); } });
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get(this: Element) { return sized(this, 390, clientWidth); } });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
  if (clientWidth) Object.defineProperty(Element.prototype, 'clientWidth', clientWidth);
});

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

/** The whole app on the fake set, signed in as u-1, at `href`; `setup` makes matches and messages first. */
const openApp = async (href: string, setup: (fakes: Fakes) => void = () => undefined) => {
  const { resolver, fakes } = await fakeApp(href, (f) => {
    f.hint.present = true;
    f.gateway.refreshAnswer = ok(MEMBER);
    setup(f);
  });
  const { restored } = await boot(resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
  // The provider's nudges reach the app through its realtime link, as the server's do.
  fakes.inbox.realtime.onNudge((nudge) => {
    const link = fakes.socket.links.at(-1);
    if (link?.state === 'open') link.deliverNudge(nudge);
  });
  render(<App resolver={resolver} />);
  await act(async () => {
    await fakes.time.advanceAsync(300, 50);
    await restored;
  });
  return { resolver, fakes };
};

/** Opens a conversation from the list, as a member would, and waits for its messages. */
const openConversation = async (fakes: Fakes, name: string) => {
  const user = userEvent.setup({ advanceTimers: () => undefined });
  await user.click(await screen.findByRole('link', { name: new RegExp(name) }, { timeout: 10_000 }));
  const composer = await screen.findByRole('textbox', { name: `Message ${name}` });
  await settle(fakes);
  return { user, composer, history: screen.getByRole('region', { name: `Messages with ${name}` }) };
};

/** Lets the fakes answer and React render. */
const settle = (fakes: Fakes, ms = 50) =>
  act(async () => {
    await fakes.time.advanceAsync(ms, 10);
  });

describe('Matches screen', () => {
  it('MATCH-05, MATCH-06, NAV-05: new matches show as a row of photos, conversations with their last message and an unread mark; the matches dot says something is unread', async () => {
    let lena = '';
    await openApp('/app/matches', (f) => {
      lena = f.inbox.addMatch('Lena');
      f.inbox.addMatch('Sam');
      const noor = f.inbox.addMatch('Noor');
      f.inbox.receiveFrom(noor, 'Coffee on Sunday?');
    });
    const newMatches = await screen.findByRole('region', { name: 'New matches' }, { timeout: 10_000 });
    expect(await within(newMatches).findByRole('link', { name: 'Lena, new match' })).toBeTruthy();
    expect(within(newMatches).getByRole('link', { name: 'Sam, new match' })).toBeTruthy();
    const conversations = screen.getByRole('region', { name: 'Messages' });
    const noorRow = within(conversations).getByRole('link', { name: /Noor/ });
    expect(noorRow.textContent).toContain('Coffee on Sunday?');
    expect(noorRow.textContent).toContain('Unread');
    expect(screen.getByRole('link', { name: 'Matches, new' })).toBeTruthy();
    expect(within(newMatches).getByRole('link', { name: 'Lena, new match' }).getAttribute('href')).toBe(`/app/messages/${lena}`);
  }, 20_000);

  it('MATCH-05: with no matches yet, the screen says so and points to Discover', async () => {
    await openApp('/app/matches');
    expect(await screen.findByText(/No new matches yet/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/No conversations yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Discover' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Matches, new' })).toBeNull();
  }, 20_000);

  it('CHAT-15, MATCH-12: opening a conversation focuses the composer; a message shows pending at once, then sent; the conversation is seen', async () => {
    let noor = '';
    const { fakes } = await openApp('/app/matches', (f) => {
      noor = f.inbox.addMatch('Noor');
      f.inbox.receiveFrom(noor, 'Hi there!');
    });
    expect(await screen.findByRole('link', { name: 'Matches, new' }, { timeout: 10_000 })).toBeTruthy();
    const { user, composer, history } = await openConversation(fakes, 'Noor');
    expect(document.activeElement).toBe(composer);
    expect(await within(history).findByText('Hi there!')).toBeTruthy();
    // Seen: nothing is unread any more.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Matches, new' })).toBeNull());

    fakes.inbox.offline = true;
    await user.type(composer, 'Sunday works{Enter}');
    expect(within(history).getByText('Sunday works')).toBeTruthy();
    expect(within(history).getByText(/Sending…/)).toBeTruthy();
    expect((composer as HTMLTextAreaElement).value).toBe('');
    fakes.inbox.offline = false;
    await settle(fakes, 2_000);
    await waitFor(() => expect(within(history).getAllByText(/Sent$/).length).toBeGreaterThan(0));
    // Screen readers hear it went.
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Message sent.')).toBe(true);
    expect(fakes.inbox.conversation(noor).map((m) => m.text)).toEqual(['Hi there!', 'Sunday works']);
  }, 20_000);

  it('CHAT-15: an empty message is not sent and the composer says why; a refused message shows failed with Retry', async () => {
    let noor = '';
    const { fakes } = await openApp('/app/matches', (f) => {
      noor = f.inbox.addMatch('Noor');
    });
    const { user, composer, history } = await openConversation(fakes, 'Noor');
    await user.type(composer, '   {Enter}');
    expect(screen.getByText('Write something before you send.')).toBeTruthy();
    expect((composer as HTMLTextAreaElement).value).toBe('   ');

    fakes.inbox.failNext(40400);
    await user.clear(composer);
    await user.type(composer, 'Are you there?{Enter}');
    await settle(fakes);
    expect(await within(history).findByText(/Not sent: This match is no longer available\./)).toBeTruthy();
    expect(screen.getAllByRole('status').some((s) => s.textContent === "Your message wasn't sent. This match is no longer available.")).toBe(true);
    await user.click(within(history).getByRole('button', { name: 'Retry' }));
    await settle(fakes);
    await waitFor(() => expect(fakes.inbox.conversation(noor).map((m) => m.text)).toEqual(['Are you there?']));
  }, 20_000);

  it('SET-09: a message refused because the match takes messages from verified members only says so by name and stays to retry', async () => {
    const { fakes } = await openApp('/app/matches', (f) => {
      f.inbox.addMatch('Noor');
    });
    const { user, composer, history } = await openConversation(fakes, 'Noor');
    fakes.inbox.failNext(40300);
    await user.type(composer, 'Hello Noor{Enter}');
    await settle(fakes);
    expect(await within(history).findByText(/Not sent: Noor only accepts messages from verified members\./)).toBeTruthy();
    expect(within(history).getByText('Hello Noor')).toBeTruthy();
    expect(within(history).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getAllByRole('status').some((s) => s.textContent === "Your message wasn't sent. Noor only accepts messages from verified members.")).toBe(true);
  }, 20_000);

  it('CHAT-03: links open only http and https, in a new tab with rel=noopener; markup stays text', async () => {
    let noor = '';
    const { fakes } = await openApp('/app/matches', (f) => {
      noor = f.inbox.addMatch('Noor');
      f.inbox.receiveFrom(noor, 'see https://example.com/a?b=1. and javascript:alert(1) <img src=x onerror=alert(1)>');
    });
    const { history } = await openConversation(fakes, 'Noor');
    const links = await within(history).findAllByRole('link');
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).toEqual([['https://example.com/a?b=1', '_blank', 'noopener noreferrer nofollow']]);
    expect(within(history).queryByRole('img')).toBeNull();
    expect(history.textContent).toContain('<img src=x onerror=alert(1)>');
  }, 20_000);

  it('CHAT-07: the other member typing shows "is typing…" until their message arrives, which the live region says', async () => {
    let noor = '';
    const { fakes } = await openApp(`/app/matches`, (f) => {
      noor = f.inbox.addMatch('Noor');
    });
    await openConversation(fakes, 'Noor');
    act(() => fakes.inbox.typingFrom(noor));
    expect(await screen.findByText('Noor is typing…')).toBeTruthy();
    act(() => void fakes.inbox.receiveFrom(noor, 'Hello'));
    await settle(fakes);
    await waitFor(() => expect(screen.queryByText('Noor is typing…')).toBeNull());
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Noor wrote: Hello')).toBe(true);
  }, 20_000);

  it('MATCH-15: a conversation opened with the message begun in "It\'s a match!" has it in its composer; unsent text waits there when the member comes back', async () => {
    let lena = '';
    const { fakes, resolver } = await openApp('/app/matches', (f) => {
      lena = f.inbox.addMatch('Lena');
      const noor = f.inbox.addMatch('Noor');
      f.inbox.receiveFrom(noor, 'Hi');
    });
    expect(await screen.findByRole('link', { name: /^Noor/ }, { timeout: 20_000 })).toBeTruthy();
    // As the dialog does: the conversation's address with `?draft=`.
    act(() => resolver.get(ROUTING.Navigation).navigate(`/app/messages/${lena}?draft=${encodeURIComponent('Hey Lena, coffee?')}`));
    const composer = (await screen.findByRole('textbox', { name: 'Message Lena' }, { timeout: 10_000 })) as HTMLTextAreaElement;
    await settle(fakes);
    expect(composer.value).toBe('Hey Lena, coffee?');
    expect(document.activeElement).toBe(composer);
    expect(composer.selectionStart).toBe('Hey Lena, coffee?'.length);
    expect(fakes.inbox.conversation(lena)).toEqual([]);

    // Another conversation, then back: the text is still there; sending empties it for good.
    const user = userEvent.setup({ advanceTimers: () => undefined });
    await user.type(composer, ' Or tea');
    await user.click(screen.getByRole('link', { name: /^Noor/ }));
    expect(((await screen.findByRole('textbox', { name: 'Message Noor' })) as HTMLTextAreaElement).value).toBe('');
    await user.click(screen.getByRole('link', { name: /^Lena/ }));
    const again = (await screen.findByRole('textbox', { name: 'Message Lena' })) as HTMLTextAreaElement;
    expect(again.value).toBe('Hey Lena, coffee? Or tea');
    await user.type(again, '{Enter}');
    await settle(fakes, 500);
    await user.click(screen.getByRole('link', { name: /^Noor/ }));
    await user.click(await screen.findByRole('link', { name: /^Lena/ }));
    expect(((await screen.findByRole('textbox', { name: 'Message Lena' })) as HTMLTextAreaElement).value).toBe('');
    expect(fakes.inbox.conversation(lena).map((m) => m.text)).toEqual(['Hey Lena, coffee? Or tea']);
  }, 30_000);

  it('MATCH-13: unmatch from the chat removes the conversation and says so', async () => {
    let noor = '';
    const { fakes } = await openApp('/app/matches', (f) => {
      noor = f.inbox.addMatch('Noor');
      f.inbox.receiveFrom(noor, 'Hi');
    });
    const { user } = await openConversation(fakes, 'Noor');
    await user.click(screen.getByRole('button', { name: 'More options' }));
    await user.click(screen.getByRole('button', { name: 'Unmatch' }));
    const dialog = screen.getByRole('dialog', { name: 'Unmatch Noor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unmatch' }));
    await settle(fakes);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'You unmatched Noor.')).toBe(true);
    expect(screen.queryByRole('link', { name: /Noor/ })).toBeNull();
    expect(fakes.inbox.matches.get(noor)?.ended).toBeDefined();
  }, 20_000);

  it('MATCH-14, SAFE-01: the match profile route shows the person; reporting them from it blocks them', async () => {
    const { fakes } = await openApp('/app/matches', (f) => {
      f.inbox.addMatch('Noor', { personId: 'p-noor' });
    });
    const { user } = await openConversation(fakes, 'Noor');
    await user.click(screen.getByRole('link', { name: /^Noor\s*,?\s*view profile$/ }));
    expect(await screen.findByRole('heading', { name: /^Noor/, level: 2 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'More options' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Noor' });
    await settle(fakes);
    await user.click(await within(dialog).findByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await settle(fakes);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakes.inbox.reports.map((r) => [r.userId, r.reason])).toEqual([['p-noor', 'other']]);
    expect(fakes.inbox.blocked.has('p-noor')).toBe(true);
    expect(screen.queryByRole('link', { name: /Noor/ })).toBeNull();
  }, 20_000);
});
