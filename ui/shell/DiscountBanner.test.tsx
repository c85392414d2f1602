import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeOffer } from '../../core/offers/testing/fake-offers-api';
import { ROUTING } from '../../core/routing';
import { ok } from '../../core/shared';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;
const DAY = 24 * 60 * 60_000;

describe('the discount banner (PUR-37) and its personalized offer (PUR-35)', () => {
  it("PUR-35, PUR-37: the banner's button opens the personalized offer; closed, the focus is back on the button; taken, the checkout is for the offer's tier and term", { timeout: 60_000 }, async () => {
    const app = await fakeApp('/app/recs', (f) => {
      f.hint.present = true;
      f.gateway.refreshAnswer = ok(MEMBER);
      f.offersApi.offersList = [
        fakeOffer({ offer_type: 'DISCOUNT', offer_id: 'd-1', product_type: 'gold', terms: 1, price: 2000, original_price: 2499, discount_percentage: 20, expires_at: Date.UTC(2026, 10, 22, 12) + 7 * DAY }),
      ];
    });
    await boot(app.resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
    render(<App resolver={app.resolver} />);
    await act(async () => {
      await app.fakes.time.advanceAsync(300, 50);
    });
    const banner = await screen.findByRole('region', { name: '20% off your next month of Spark Gold' }, { timeout: 20_000 });
    const open = within(banner).getByRole('button', { name: 'See the offer' });
    const user = userEvent.setup({ advanceTimers: (ms) => app.fakes.time.advance(ms) });
    await user.click(open);
    const offer = await screen.findByRole('dialog', { name: 'An offer just for you' }, { timeout: 20_000 });
    expect(within(offer).getByText('was $24.99/month, now $20.00/month')).toBeTruthy();
    expect(within(offer).getByText(/^Ends in 6 days 23 h 5\d min$/)).toBeTruthy();

    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog', { name: 'An offer just for you' })).toBeNull();
    await act(async () => {
      await app.fakes.time.advanceAsync(100, 10);
    });
    await waitFor(() => expect(document.activeElement).toBe(open));

    await user.click(open);
    await user.click(within(await screen.findByRole('dialog', { name: 'An offer just for you' })).getByRole('button', { name: 'Get Gold' }));
    expect(app.resolver.get(ROUTING.Navigation).current()).toMatchObject({ pathname: '/app/checkout', search: '?product=gold&terms=1&from=personalized_offer' });
  });
});
