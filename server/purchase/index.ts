/**
 * server/purchase — tiers as data and their purchase (PUR-18..29).
 * Owns: the tier tables and their loading into the in-memory catalogue every module's tier checks read
 * (migration 120, tier-tables.repository.ts), the test card processor, tax by zip, purchases with 3-D Secure and
 * idempotency keys, saved cards, billing info, auto-renew, restore and the expiry of subscriptions; offers per
 * member (PUR-07, migration 140): intro prices, discounts and bundles, their views and claims, a purchase at an
 * offer's price; incentive campaigns and their promo codes (PUR-15, PUR-16, migration 145); PayPal through the
 * Braintree-like provider the server plays (PUR-30, migration 165); the dynamic UI's content, PUR-35's dynamic
 * paywall per feature (MISC-02, migration 175).
 * Needs: the database, clock and scheduler, the member guard. Exposes: `registerRoutes(api)`, the service, `start()`
 * (loads the tier tables and starts the expiry sweep) and `stop()`.
 */
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Scheduler, TimerHandle } from '../../core/shared';
import type { ServerContext } from '../context';
import { registerPurchaseRoutes } from './purchase.routes';
import { registerBraintreeRoutes } from './braintree.routes';
import { paymentGuard } from './payment-failures';
import { BraintreeService } from './braintree.service';
import { PurchaseService } from './purchase.service';
import { registerOfferRoutes } from './offers.routes';
import { OffersService } from './offers.service';
import { tierTables } from './tier-tables.repository';
import { registerIncentiveRoutes } from './incentives.routes';
import { IncentivesService } from './incentives.service';
import { registerDynamicUiRoutes } from './dynamic-ui.routes';
import { DynamicUiService } from './dynamic-ui.service';

export { tierTables } from './tier-tables.repository';
export { PurchaseService, MONTH_MS } from './purchase.service';
export { OffersService, OFFER_RULES } from './offers.service';
export { IncentivesService } from './incentives.service';
export { BraintreeService } from './braintree.service';
export { DynamicUiService } from './dynamic-ui.service';

/** How often ended subscriptions are looked for. */
export const EXPIRY_SWEEP_MS = 60_000;
/** Every hour the next expiry is read from the database again. */
const REFRESH_TICKS = 60;

export interface PurchaseModule {
  readonly service: PurchaseService;
  readonly offers: OffersService;
  readonly incentives: IncentivesService;
  /** PUR-30: PayPal through the Braintree-like provider. */
  readonly braintree: BraintreeService;
  readonly dynamicUi: DynamicUiService;
  /** Puts the reference data in force, filling empty tables from the defaults: tiers, packs, built-in campaigns. */
  seed(): Promise<void>;
  registerRoutes(api: FastifyInstance): void;
  start(): Promise<void>;
  stop(): void;
}

export const createPurchaseModule = (ctx: Pick<ServerContext, 'db' | 'clock' | 'log'>, deps: { readonly member: preHandlerAsyncHookHandler; readonly scheduler: Scheduler }): PurchaseModule => {
  const service = new PurchaseService(ctx.db, ctx.clock);
  const offers = new OffersService(ctx.db, ctx.clock);
  const incentives = new IncentivesService(ctx.db, ctx.clock);
  const braintree = new BraintreeService(ctx.db, ctx.clock, service);
  const dynamicUi = new DynamicUiService(ctx.db);
  const seed = async () => {
    await tierTables.load(ctx.db);
    await incentives.seedDefaults();
    await dynamicUi.seedDefaults();
  };
  let sweep: TimerHandle | null = null;
  let ticks = 0;
  const sweepIfDue = async () => {
    ticks += 1;
    // The next expiry is known in memory (a charge in this process moves it); another process's charges are read
    // again once every REFRESH_TICKS ticks, so an idle server costs no query a minute.
    if (ticks % REFRESH_TICKS === 0) await service.refreshNextExpiry();
    if (ctx.clock.now() >= service.nextExpiry) await service.settleExpired();
  };
  return {
    service,
    offers,
    incentives,
    braintree,
    dynamicUi,
    registerRoutes: (api) => {
      // One count of refused payments for the card and PayPal routes (card testing).
      const payments = paymentGuard(ctx.clock);
      registerPurchaseRoutes(api, { member: deps.member, purchases: service, braintree, payments });
      registerBraintreeRoutes(api, { member: deps.member, braintree, purchases: service, payments });
      registerOfferRoutes(api, { member: deps.member, offers });
      registerIncentiveRoutes(api, { member: deps.member, incentives, offers, clock: ctx.clock });
      registerDynamicUiRoutes(api, { member: deps.member, dynamicUi });
    },
    seed,
    async start() {
      await seed();
      await service.refreshNextExpiry();
      sweep = deps.scheduler.setInterval(() => {
        sweepIfDue().catch((error: unknown) => ctx.log.warn({ error: String(error) }, 'purchase: expiry sweep failed'));
      }, EXPIRY_SWEEP_MS);
    },
    stop() {
      if (sweep !== null) deps.scheduler.clearInterval(sweep);
      sweep = null;
    },
  };
};
