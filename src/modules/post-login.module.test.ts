import { describe, expect, it } from 'vitest';
import { AUTH } from '../../core/auth';
import { NAVIGATION } from '../../core/navigation';
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
});
