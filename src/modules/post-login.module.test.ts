import { describe, expect, it } from 'vitest';
import { AUTH } from '../../core/auth';
import { NAVIGATION } from '../../core/navigation';
import { fakeOffer } from '../../core/offers/testing/fake-offers-api';
import { POST_LOGIN } from '../../core/post-login';
import { PURCHASE } from '../../core/purchase';
import { ROUTING } from '../../core/routing';
import { ok } from '../../core/shared';
import { boot } from '../boot';
import { LAZY_MODULES } from '../lazy-modules';
import { fakeApp } from '../testing/fake-app';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

/** The app started at `path` for a member whose session is restored by the refresh, run until the post-login sequence is over. */
const signedInApp = async (path: string, arrange: (fakes: Awaited<ReturnType<typeof fakeApp>>['fakes']) => void | Promise<void> = () => undefined) => {
  const app = await fakeApp(path, (f) => {
    f.hint.present = true;
    f.gateway.refreshAnswer = ok(MEMBER);
  });
  await arrange(app.fakes);
  const { restored } = await boot(app.resolver, { localeFromQuery: null, platformLanguages: ['en'] });
  await app.fakes.time.advanceAsync(300, 50);
  await restored;
  await app.fakes.time.advanceAsync(300, 50);
  return app;
};

describe('the post-login sequence in the app', () => {
  it('PL-02, PL-03, PL-04, PL-05, PL-09, PL-10, PL-11, PL-13: a sign-in runs it once: the own profile, the feeds, the contact request, the pending payment, the e-mail prompt, the alerts, then the one modal (none here); the steps the app lacks are skipped; a sign-out lets the next sign-in run it', async () => {
    const { resolver, fakes } = await signedInApp('/app/recs');
    expect(resolver.get(AUTH.Session).loggedIn.value).toBe(true);
    expect(resolver.get(LAZY_MODULES).loaded('postLogin')).toBe(true);
    const run = resolver.get(POST_LOGIN.Run);
    // PL-10 then PL-11: the e-mail prompt (the provider's settings ask for none here), the alerts last (the bans
    // chunk; no alert here).
    expect(run.lastRun).toEqual(['load-profile', 'start-feeds', 'contact-request', 'pending-3ds', 'email-prompt', 'alerts', 'modals']);
    // PL-09: no payment is pending: the member stays where the sign-in took them.
    expect(resolver.get(ROUTING.Navigation).current().pathname).toBe('/app/recs');
    expect(resolver.get(NAVIGATION.Modals).current.value).toBeUndefined();
    expect(fakes.contactRequest.sent).toEqual([{ pf: 'web', os: 'Linux', av: '1.0.0', uid: 'u-1', lat: null, lon: null, lc: 'en', nu: 0, em: 0, sid: null }]);
    expect(resolver.get(LAZY_MODULES).loaded('matches')).toBe(true);
    expect(await run.execute()).toBe('repeated');
    await resolver.get(AUTH.Logout).execute('member');
    await fakes.time.advanceAsync(300, 50);
    expect(await run.execute()).toBe('ran');
  });

  it('PL-10: a member without an e-mail address whom the provider`s settings ask is shown the e-mail prompt after sign-in, as the settings say', async () => {
    const { resolver, fakes } = await signedInApp('/app/recs', async (f) => {
      // The visitor's settings ask nothing; the member's ask for the prompt.
      f.startupApi.memberSettings = { emailPromptDismissible: true, emailPromptShowStrictOptIn: true };
    });
    expect(resolver.get(POST_LOGIN.Run).lastRun).toContain('email-prompt');
    expect(resolver.get(NAVIGATION.Modals).current.value).toEqual({
      kind: 'emailPrompt',
      props: { dismissible: true, marketingOptIn: false, strictOptIn: true },
    });
  });

  it('PL-09: a payment left at its 3-D Secure challenge before this sign-in opens the checkout with the challenge, cart and all', async () => {
    const { resolver, fakes } = await signedInApp('/app/recs', async (f) => {
      await f.purchaseApi.purchase({
        cart: { productType: 'gold', terms: 6 },
        idempotencyKey: 'earlier-attempt',
        payment: { kind: 'card', save: false, card: { number: '4000000000003220', expMonth: 12, expYear: 2031, cvc: '123', holderName: 'Ada', zip: '10001' } },
      });
    });
    expect(resolver.get(POST_LOGIN.Run).lastRun).toContain('pending-3ds');
    expect(resolver.get(ROUTING.Navigation).current().pathname).toBe('/app/checkout');
    const state = resolver.get(PURCHASE.Store).state.value;
    expect(state.cart).toEqual({ productType: 'gold', terms: 6 });
    expect(state.step).toMatchObject({ kind: 'challenge', challenge: { lastFour: '3220' } });
  });

  it('LIKES-09, PL-13: the app opened by the getGold deep link shows the Gold paywall after the sign-in, once', async () => {
    const { resolver, fakes } = await signedInApp('/getGold');
    expect(resolver.get(POST_LOGIN.Run).lastRun).toContain('modals');
    expect(resolver.get(ROUTING.Navigation).current().pathname).toBe('/app/recs');
    expect(resolver.get(NAVIGATION.Modals).current.value).toEqual({ kind: 'paywall', title: 'getGold', props: { feature: 'likes_you', requiredTier: 'gold' } });
    // Used once: the next sign-in shows no paywall.
    expect(resolver.get(POST_LOGIN.GoldDeepLink).isGoldDeeplinkActive.value).toBe(false);
  });

  /** The intro-price route's answer for a member eligible for Gold at half of 24.99 for a month. */
  const introPrice = (prompt: boolean) => ({
    incentivesType: 'intro_price',
    eligible: true,
    code: '',
    campaignId: 'intro_price',
    campaignName: 'Intro price',
    isIntroPrice: true,
    ccRequired: true,
    offers: [{ purchaseType: 'subscription', productType: 'gold', amount: 1, unit: 'month', price: 1250, originalPrice: 2499, currency: 'USD', offerId: 'intro-1', prompt }],
  });
  const bundle = (prompt: boolean) =>
    fakeOffer({ offer_type: 'BUNDLE_OFFER', offer_id: 'bundle-1', price: 1499, original_price: 1995, bundle: [{ product_type: 'boost', amount: 5 }, { product_type: 'superlike', amount: 5 }], prompt });

  it('PL-13, PUR-15: a member whose intro price the provider put before them is shown the incentive redemption after sign-in, and only it, though the getGold link is open too; the intro price is reported viewed', async () => {
    const { resolver, fakes } = await signedInApp('/getGold', (f) => {
      f.offersApi.introPriceIncentive = introPrice(true);
      f.offersApi.offersList = [bundle(true)];
    });
    const modals = resolver.get(NAVIGATION.Modals);
    expect(modals.current.value).toEqual({
      kind: 'incentive-redemption',
      props: { incentivesType: 'intro_price', code: '', productType: 'gold', terms: 1, price: 1250, originalPrice: 2499, currency: 'USD', offerId: 'intro-1' },
    });
    modals.close();
    expect(modals.current.value).toBeUndefined();
    expect(fakes.offersApi.views).toEqual([{ kind: 'intro_price', offerId: 'intro-1' }]);
    // The getGold link was not used: it is still open.
    expect(resolver.get(POST_LOGIN.GoldDeepLink).isGoldDeeplinkActive.value).toBe(true);
  });

  it('PL-13, PUR-40: a member with an open bundle offer the provider put before them is shown the bundle offer after sign-in, reported seen; the Gold deep link comes before it', async () => {
    const { resolver, fakes } = await signedInApp('/app/recs', (f) => {
      f.offersApi.introPriceIncentive = introPrice(false);
      f.offersApi.offersList = [bundle(true)];
    });
    expect(resolver.get(NAVIGATION.Modals).current.value).toEqual({ kind: 'bundle-offer', props: { offerId: 'bundle-1' } });
    expect(fakes.offersApi.views).toEqual([{ kind: 'seen', offerId: 'bundle-1' }]);
    const gold = await signedInApp('/getGold', (f) => {
      f.offersApi.offersList = [bundle(true)];
    });
    expect(gold.resolver.get(NAVIGATION.Modals).current.value).toMatchObject({ kind: 'paywall', title: 'getGold' });
  });

  it('PUR-40: the bundle offer after sign-in shows only while the member holds 1 or fewer of its first product (boosts), and once a day at most', async () => {
    const plenty = await signedInApp('/app/recs', (f) => {
      f.offersApi.offersList = [bundle(true)];
      f.purchaseApi.held = { ...f.purchaseApi.held, boost: 2 };
    });
    expect(plenty.resolver.get(NAVIGATION.Modals).current.value).toBeUndefined();
    const { resolver, fakes } = await signedInApp('/app/recs', (f) => {
      f.offersApi.offersList = [bundle(true)];
      f.purchaseApi.held = { ...f.purchaseApi.held, boost: 1 };
    });
    const modals = resolver.get(NAVIGATION.Modals);
    expect(modals.current.value).toEqual({ kind: 'bundle-offer', props: { offerId: 'bundle-1' } });
    modals.close();
    const again = async (afterMs: number) => {
      await resolver.get(AUTH.Logout).execute('member');
      await fakes.time.advanceAsync(afterMs, 50);
      await resolver.get(POST_LOGIN.Run).execute();
      await fakes.time.advanceAsync(300, 50);
      const shown = modals.current.value;
      modals.close();
      return shown;
    };
    // Less than a day later: not again; a day after it was shown: again.
    expect(await again(23 * 60 * 60 * 1000)).toBeUndefined();
    expect(await again(60 * 60 * 1000)).toEqual({ kind: 'bundle-offer', props: { offerId: 'bundle-1' } });
  });

  it('PL-13: offers the provider did not put before the member (made because they asked) show no modal; an unreadable answer is no candidate', async () => {
    const { resolver } = await signedInApp('/app/recs', (f) => {
      f.offersApi.introPriceIncentive = introPrice(false);
      f.offersApi.offersList = [bundle(false)];
    });
    expect(resolver.get(NAVIGATION.Modals).current.value).toBeUndefined();
  });
});
