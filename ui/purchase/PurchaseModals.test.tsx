import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NAVIGATION } from '../../core/navigation';
import type { DynamicPaywallContent } from '../../core/purchase';
import { ROUTING } from '../../core/routing';
import { ok } from '../../core/shared';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

/** Signed in on Discover (the fake set), tiers sold for 1, 6 and 12 months; then `kind` is opened through the modal queue. */
const opened = async (kind: string, props: Record<string, unknown>, dynamic: readonly DynamicPaywallContent[] = []) => {
  const { resolver, fakes } = await fakeApp('/app/recs', (f) => {
    f.hint.present = true;
    f.gateway.refreshAnswer = ok(MEMBER);
    f.purchaseApi.tierTerms = [1, 6, 12];
    for (const content of dynamic) f.dynamicUiApi.content.set(content.feature, content);
  });
  const { restored } = await boot(resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
  render(<App resolver={resolver} />);
  await act(async () => {
    await fakes.time.advanceAsync(300, 50);
    await restored;
  });
  act(() => resolver.get(NAVIGATION.Modals).open({ kind, props }));
  return { resolver, fakes };
};

describe('the purchase modals (PUR-35)', () => {
  it('PUR-35, PUR-09: the platinum paywall lists Platinum`s read receipts a month and its price per term; Continue with Platinum (PUR-09: its own call to action) opens the checkout with Platinum and the chosen term', { timeout: 40_000 }, async () => {
    const { resolver } = await opened('platinum-paywall', { from: 'read_receipts', matchId: 'm-1' });
    const dialog = await screen.findByRole('dialog', { name: 'Get more with Platinum' }, { timeout: 20_000 });
    // PUR-09: Platinum's call to action is its own.
    const continueButton = await within(dialog).findByRole('button', { name: 'Continue with Platinum' }, { timeout: 20_000 });
    expect(dialog.textContent).toContain('10 read receipts every month');
    const terms = within(dialog).getByRole('group', { name: 'Length' });
    // The fake's Platinum: $29.99 a month, billed per term.
    expect(within(terms).getAllByRole('radio')).toHaveLength(3);
    expect(terms.textContent).toContain('$179.94 every 6 months');
    expect((within(terms).getByRole('radio', { name: /^1 month/ }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(continueButton);
    const user = userEvent.setup({ advanceTimers: () => undefined });
    await user.click(within(terms).getByRole('radio', { name: /^12 months/ }));
    await user.click(continueButton);
    expect(screen.queryByRole('dialog', { name: 'Get more with Platinum' })).toBeNull();
    const at = resolver.get(ROUTING.Navigation).current();
    expect(`${at.pathname}${at.search}`).toBe('/app/checkout?product=platinum&terms=12&from=read_receipts&match=m-1');
  });

  it('PUR-35, CHAT-08: the read-receipt paywall offers the packs (5 chosen) to the checkout, and Platinum through its paywall', { timeout: 40_000 }, async () => {
    const { resolver } = await opened('read-receipt-paywall', { matchId: 'm-2', name: 'Lena' });
    const dialog = await screen.findByRole('dialog', { name: 'Out of read receipts' }, { timeout: 20_000 });
    expect(dialog.textContent).toContain('when Lena has read your messages');
    const buy = await within(dialog).findByRole('button', { name: 'Buy 5 Read Receipts' }, { timeout: 20_000 });
    const packs = within(dialog).getByRole('group', { name: 'How many Read Receipts?' });
    expect(within(packs).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['1', '5', '10']);
    expect(packs.textContent).toContain('$7.99');
    const user = userEvent.setup({ advanceTimers: () => undefined });
    await user.click(within(dialog).getByRole('button', { name: 'Get Platinum instead' }));
    expect(await screen.findByRole('dialog', { name: 'Get more with Platinum' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Out of read receipts' })).toBeNull();
    act(() => resolver.get(NAVIGATION.Modals).close());

    act(() => resolver.get(NAVIGATION.Modals).open({ kind: 'read-receipt-paywall', props: { matchId: 'm-2', name: 'Lena' } }));
    const again = await screen.findByRole('dialog', { name: 'Out of read receipts' }, { timeout: 20_000 });
    // The packs load again with the dialog: their choices come once they are in.
    await user.click(await within(again).findByRole('radio', { name: /^10 Read Receipts/ }, { timeout: 20_000 }));
    await user.click(within(again).getByRole('button', { name: 'Buy 10 Read Receipts' }));
    const at = resolver.get(ROUTING.Navigation).current();
    expect(`${at.pathname}${at.search}`).toBe('/app/checkout?product=readreceipt&amount=10&from=read_receipts&match=m-2');
    expect(buy).toBeTruthy();
  });

  it('PUR-35: a feature only Platinum has leads from the feature paywall to the platinum paywall, not straight to the checkout', { timeout: 40_000 }, async () => {
    const { resolver } = await opened('paywall', { feature: 'undo', requiredTier: 'platinum' });
    const notice = await screen.findByRole('dialog', { name: /Platinum/ }, { timeout: 20_000 });
    const user = userEvent.setup({ advanceTimers: () => undefined });
    await user.click(within(notice).getByRole('button', { name: 'See the plans' }));
    const platinum = await screen.findByRole('dialog', { name: 'Get more with Platinum' }, { timeout: 20_000 });
    expect(await within(platinum).findByRole('button', { name: 'Continue with Platinum' }, { timeout: 20_000 })).toBeTruthy();
    expect(resolver.get(ROUTING.Navigation).current().pathname).toBe('/app/recs');
  });

  it("PUR-35: the feature paywall of a feature the provider has content for opens the dynamic paywall: its heading and perks, its tiers side by side with their prices, the highlighted one chosen at the provider's term, Continue to the checkout", { timeout: 40_000 }, async () => {
    const undo: DynamicPaywallContent = { feature: 'undo', heading: 'undo', perks: ['rewindPassport', 'likesYou'], tiers: ['plus', 'gold', 'platinum'], highlighted: 'gold', terms: 6 };
    const { resolver, fakes } = await opened('paywall', { feature: 'undo', requiredTier: 'plus' }, [undo]);
    const notice = await screen.findByRole('dialog', { name: /Rewind/ }, { timeout: 20_000 });
    const user = userEvent.setup({ advanceTimers: () => undefined });
    await user.click(within(notice).getByRole('button', { name: 'See the plans' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take back your last swipe' }, { timeout: 20_000 });
    const continueButton = await within(dialog).findByRole('button', { name: 'Continue' }, { timeout: 20_000 });
    expect(fakes.dynamicUiApi.asked).toEqual(['undo']);
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Rewind your last swipe and swipe anywhere with Passport', 'See everyone who likes you, and like them back']);
    const tiers = within(dialog).getByRole('group', { name: 'Plan' });
    expect(within(tiers).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['plus', 'gold', 'platinum']);
    expect((within(tiers).getByRole('radio', { name: /^Gold/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(tiers).getByRole('radio', { name: /^Gold/ }).closest('label')?.textContent).toContain('Most popular');
    // The fake catalogue's 6 months: Plus $59.94, Gold $149.94, Platinum $179.94.
    expect(tiers.textContent).toContain('$149.94 every 6 months');
    expect(tiers.textContent).toContain('$179.94 every 6 months');
    const terms = within(dialog).getByRole('group', { name: 'Length' });
    expect((within(terms).getByRole('radio', { name: /^6 months/ }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(continueButton));
    // PUR-09: Platinum chosen, the call to action is Platinum's own; Gold again, the standard one.
    await user.click(within(tiers).getByRole('radio', { name: /^Platinum/ }));
    expect(within(dialog).getByRole('button', { name: 'Continue with Platinum' }).closest('[data-theme]')?.getAttribute('data-theme')).toBe('platinum');
    await user.click(within(tiers).getByRole('radio', { name: /^Gold/ }));
    expect(within(dialog).getByRole('button', { name: 'Continue' }).closest('[data-theme]')?.getAttribute('data-theme')).toBe('standard');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const at = resolver.get(ROUTING.Navigation).current();
    expect(`${at.pathname}${at.search}`).toBe('/app/checkout?product=gold&terms=6&from=undo');
  });

  it("PUR-35: without the provider's content for the feature, the feature paywall leads where it did (the checkout, Gold chosen)", { timeout: 40_000 }, async () => {
    const { resolver, fakes } = await opened('paywall', { feature: 'passport', requiredTier: 'plus' });
    const notice = await screen.findByRole('dialog', { name: /Passport/ }, { timeout: 20_000 });
    const user = userEvent.setup({ advanceTimers: () => undefined });
    await user.click(within(notice).getByRole('button', { name: 'See the plans' }));
    await act(async () => {
      await fakes.time.advanceAsync(100, 10);
    });
    const at = resolver.get(ROUTING.Navigation).current();
    expect(`${at.pathname}${at.search}`).toBe('/app/checkout?product=gold&from=passport');
    expect(screen.queryByRole('dialog', { name: 'Swipe anywhere in the world' })).toBeNull();
  });
});
