import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '../shared/testing';
import {
  emailPrompt,
  pickPostLoginModal,
  postLoginRedirect,
  shouldSkipPostLogin,
  type PostLoginModalCandidates,
} from './post-login';
import { GoldDeepLink } from './gold-deep-link';
import { ShowPostLoginModalUseCase } from './post-login-modal.use-case';
import { RunPostLoginUseCase } from './run-post-login.use-case';

const ORDER = ['incentive-redemption', 'pending-subscription', 'gold-deep-link', 'consumable-discount', 'campaign', 'photo-sharing-reconnect'];
const candidatesArb: fc.Arbitrary<PostLoginModalCandidates> = fc.record({
  incentiveOrIntroPrice: fc.boolean(),
  pendingSubscription: fc.option(fc.record({ isEnding: fc.boolean(), purchaseExpiresAt: fc.option(fc.integer({ min: 0, max: 2_000_000_000_000 }), { nil: null }) }), { nil: null }),
  goldDeepLinkActive: fc.boolean(),
  consumableDiscountOffer: fc.boolean(),
  campaignModal: fc.boolean(),
  photoSharingShouldReauthenticate: fc.boolean(),
});
const appliesList = (c: PostLoginModalCandidates): boolean[] => [
  c.incentiveOrIntroPrice,
  c.pendingSubscription !== null && !c.pendingSubscription.isEnding && c.pendingSubscription.purchaseExpiresAt === null,
  c.goldDeepLinkActive,
  c.consumableDiscountOffer,
  c.campaignModal,
  c.photoSharingShouldReauthenticate,
];

const runner = (settings = { skipPostLogin: false, selectDeepLinkActive: false }) => {
  const calls: string[] = [];
  const logger = new MemoryLogger();
  const step = (name: string) => () => {
    calls.push(name);
  };
  const run = new RunPostLoginUseCase({
    logger,
    settings: () => settings,
    // Given out of order on purpose: the use-case runs them in the spec's order.
    handlers: { redirect: step('redirect'), modals: step('modals'), 'start-feeds': step('start-feeds'), 'email-prompt': step('email-prompt'), 'load-profile': step('load-profile'), alerts: step('alerts') },
  });
  return { run, calls, logger };
};

describe('post-login', () => {
  it('PL-01 [PBT]: skipped exactly when skipPostLogin is set or a select deep link is active', () => {
    fc.assert(fc.property(fc.boolean(), fc.boolean(), (skipPostLogin, selectDeepLinkActive) => {
      expect(shouldSkipPostLogin({ skipPostLogin, selectDeepLinkActive })).toBe(skipPostLogin || selectDeepLinkActive);
    }));
  });

  it('PL-01: a skipped sequence runs no step', async () => {
    const { run, calls } = runner({ skipPostLogin: true, selectDeepLinkActive: false });
    expect(await run.execute()).toBe('skipped');
    expect(calls).toEqual([]);
  });

  it('PL-03, PL-04, PL-10, PL-11, PL-12, PL-13: the steps run in the spec`s order: profile, feeds, e-mail prompt, alerts, the one modal, redirect', async () => {
    const { run, calls } = runner();
    expect(await run.execute()).toBe('ran');
    expect(calls).toEqual(['load-profile', 'start-feeds', 'email-prompt', 'alerts', 'modals', 'redirect']);
  });

  it('PL-02 [PBT]: however many times it is invoked, it runs once; each repeat is logged and ignored; a new sign-in runs it again', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 6 }), async (times) => {
        const { run, calls, logger } = runner();
        const outcomes = await Promise.all(Array.from({ length: times }, () => run.execute()));
        expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
        expect(outcomes.filter((o) => o === 'repeated')).toHaveLength(times - 1);
        expect(calls).toHaveLength(6);
        expect(logger.entries.filter((e) => e.message.includes('already ran'))).toHaveLength(times - 1);
        run.reset();
        expect(await run.execute()).toBe('ran');
      }),
    );
  });

  it('PL-10 [PBT]: the e-mail prompt shows when required or dismissible; a required one cannot be dismissed; the opt-ins follow their settings', () => {
    fc.assert(fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (dismissible, required, marketing, strict) => {
      const prompt = emailPrompt({ emailPromptDismissible: dismissible, emailPromptRequired: required, emailPromptShowMarketingOptIn: marketing, emailPromptShowStrictOptIn: strict });
      if (!dismissible && !required) expect(prompt).toBeNull();
      else expect(prompt).toEqual({ dismissible: !required, marketingOptIn: marketing, strictOptIn: strict });
    }));
  });

  it('PL-12 [PBT]: the stored redirect opens unless it is passport and the lever disallows it', () => {
    expect(postLoginRedirect('/app/passport', false)).toBeNull();
    expect(postLoginRedirect('/app/passport', true)).toBe('/app/passport');
    expect(postLoginRedirect(null, true)).toBeNull();
    fc.assert(fc.property(fc.constantFrom('/app/matches', '/app/messages/m1', '/app/profile', '/app/recs'), fc.boolean(), (path, allowed) => {
      expect(postLoginRedirect(path, allowed)).toBe(path);
    }));
    expect(postLoginRedirect('', true)).toBeNull();
    // Passport in any of its forms, with or without the leading slash or the /app prefix, or as a query parameter.
    for (const path of ['passport', '/passport', '/app/passport/', '/recs/passport?at=1', '/app/recs/passport', '/app/profile?passport=1', '/app/profile?a=1&passport=x']) {
      expect(postLoginRedirect(path, false)).toBeNull();
      expect(postLoginRedirect(path, true)).toBe(path);
    }
    // Not passport: a word that only contains it, or a parameter whose name ends with it.
    for (const path of ['/app/xpassport', '/app/passports', '/app/profile?mypassport=1']) {
      expect(postLoginRedirect(path, false)).toBe(path);
    }
  });

  it('PL-13 [PBT]: at most one modal; the first that applies in the spec`s order wins; none when none applies', () => {
    fc.assert(fc.property(candidatesArb, (c) => {
      const applies = appliesList(c);
      const picked = pickPostLoginModal(c);
      const first = applies.indexOf(true);
      expect(picked).toBe(first < 0 ? null : ORDER[first]);
    }));
  });

  it('PL-13, PUR-34 [PBT]: a candidate of higher priority switched on never loses to a lower one; switching off a lower one never changes the winner; an ending or expiring subscription is no pending subscription', () => {
    fc.assert(fc.property(candidatesArb, (c) => {
      const picked = pickPostLoginModal(c);
      expect(pickPostLoginModal({ ...c, incentiveOrIntroPrice: true })).toBe('incentive-redemption');
      if (picked !== null && picked !== 'photo-sharing-reconnect') expect(pickPostLoginModal({ ...c, photoSharingShouldReauthenticate: false })).toBe(picked);
      // PUR-34: an ending subscription or one whose purchase expires is no pending subscription.
      expect(pickPostLoginModal({ ...c, incentiveOrIntroPrice: false, pendingSubscription: { isEnding: true, purchaseExpiresAt: null } })).not.toBe('pending-subscription');
    }));
  });

  it('PL-13 [PBT]: the use-case shows exactly the winning modal, once, and logs a winner the app has no screen for', async () => {
    await fc.assert(
      fc.asyncProperty(candidatesArb, fc.subarray(ORDER), async (c, withScreen) => {
        const shown: string[] = [];
        const logger = new MemoryLogger();
        const show = Object.fromEntries(withScreen.map((modal) => [modal, () => void shown.push(modal)]));
        const picked = await new ShowPostLoginModalUseCase({ candidates: async () => c, show, logger }).execute();
        const first = appliesList(c).indexOf(true);
        const winner = first < 0 ? null : ORDER[first]!;
        expect(picked).toBe(winner);
        expect(shown).toEqual(winner !== null && withScreen.includes(winner) ? [winner] : []);
        expect(logger.entries.some((e) => e.level === 'warn')).toBe(winner !== null && !withScreen.includes(winner));
      }),
    );
  });

  it('LIKES-09: the getGold flag is off until the link is opened, and cleared once its paywall is shown', () => {
    const link = new GoldDeepLink();
    expect(link.isGoldDeeplinkActive.value).toBe(false);
    link.activate();
    expect(link.isGoldDeeplinkActive.value).toBe(true);
    link.clear();
    expect(link.isGoldDeeplinkActive.value).toBe(false);
  });
});
