import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NAVIGATION } from '../../core/navigation';
import { INTRO_PRICE_OFFER_MODAL, PERSONALIZED_OFFER_MODAL } from '../../core/offers';
import { fakeOffer } from '../../core/offers/testing/fake-offers-api';
import { ROUTING } from '../../core/routing';
import { ok, SHARED } from '../../core/shared';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;
const MINUTE = 60_000;
/** The text a dialog is described by (`aria-describedby`). */
const description = (dialog: HTMLElement) => document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the offers modals (PUR-35)', () => {
  it('PUR-35, PUR-12: the personalized offer and the intro price and sub offer show the reduction, the price a month against the usual one and the time left, with the focus on their action, and lead to the checkout', { timeout: 60_000 }, async () => {
    const app = await fakeApp('/app/recs', (f) => {
      f.hint.present = true;
      f.gateway.refreshAnswer = ok(MEMBER);
    });
    await boot(app.resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
    render(<App resolver={app.resolver} />);
    await act(async () => {
      await app.fakes.time.advanceAsync(300, 50);
    });
    const now = app.resolver.get(SHARED.Clock).now();
    app.fakes.offersApi.offersList = [
      fakeOffer({ offer_type: 'DISCOUNT', offer_id: 'd-1', product_type: 'gold', terms: 1, price: 1999, original_price: 2499, discount_percentage: 20, expires_at: now + (2 * 24 * 60 + 3 * 60 + 4) * MINUTE + 30_000 }),
      fakeOffer({ offer_type: 'REGULAR', offer_id: 'r-1', product_type: 'plus', terms: 6, price: 2994, original_price: 3594, discount_percentage: 17, expires_at: now + 90 * MINUTE + 30_000 }),
    ];
    const modals = app.resolver.get(NAVIGATION.Modals);

    act(() => modals.open({ kind: PERSONALIZED_OFFER_MODAL, props: { offerId: 'd-1' } }));
    const offer = await screen.findByRole('dialog', { name: 'An offer just for you' }, { timeout: 20_000 });
    expect(description(offer)).toBe('Spark Gold for a month at $19.99, 20% off.');
    expect(within(offer).getByText('was $24.99/month, now $19.99/month')).toBeTruthy();
    expect(within(offer).getByText('Ends in 2 days 3 h 4 min')).toBeTruthy();
    expect(document.activeElement).toBe(within(offer).getByRole('button', { name: 'Get Gold' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: 'An offer just for you' })).toBeNull();
    expect(app.resolver.get(ROUTING.Navigation).current()).toMatchObject({ pathname: '/app/checkout', search: '?product=gold&terms=1&from=personalized_offer' });

    // PUR-39: the discount may instead be kept for the next renewal, claimed where `web_discount` leads.
    act(() => modals.open({ kind: PERSONALIZED_OFFER_MODAL, props: { offerId: 'd-1' } }));
    const again = await screen.findByRole('dialog', { name: 'An offer just for you' });
    await userEvent.click(within(again).getByRole('button', { name: 'Use it on my next renewal' }));
    expect(screen.queryByRole('dialog', { name: 'An offer just for you' })).toBeNull();
    expect(app.resolver.get(ROUTING.Navigation).current()).toMatchObject({ pathname: '/app/settings/subscription' });

    act(() => modals.open({ kind: INTRO_PRICE_OFFER_MODAL, props: { offerId: 'r-1' } }));
    const intro = await screen.findByRole('dialog', { name: 'Your intro price ends soon' });
    expect(description(intro)).toBe('Spark Plus for 6 months at $29.94, 17% off.');
    expect(within(intro).getByText('was $5.99/month, now $4.99/month')).toBeTruthy();
    expect(within(intro).getByText('Ends in 1 h 30 min')).toBeTruthy();
    // Only a discount has a renewal to keep it for.
    expect(within(intro).queryByRole('button', { name: 'Use it on my next renewal' })).toBeNull();
    await userEvent.click(within(intro).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(modals.current.value).toBeUndefined();
  });
});
