/**
 * Remote checkout (PUR-42..45): the native app opens `/remote?product_type&sku_id&offer_type&from&method#token=…`;
 * the web app signs the member in with the app's token, finds the named product among the paywall's offers and opens
 * the route named `checkout` for it, with `isRemoteCheckout` set. Any failure (PUR-44) is logged, clears the state
 * and leaves the native-app link for the member to go back.
 */
import type { ApiFailure } from '../api/api-failure';
import { checkoutHref } from '../purchase/checkout-destination';
import type { Logger, Result, Scheduler, TimerHandle } from '../shared';
import type { Offer } from './offer';
import { parseRemoteCheckout, type RemoteCheckoutFailure } from './remote-checkout';
import type { RemoteCheckoutStatus, RemoteCheckoutStore } from './remote-checkout.store';

/** What the remote checkout needs from the provider, called with the native app's token. */
export interface RemoteCheckoutApiPort {
  /** `GET /v2/profile`: the member the token signs in. */
  memberOf(token: string): Promise<Result<{ readonly userId: string }, ApiFailure>>;
  /** `POST /v1/paywall/offers`: the products the member can buy. */
  products(token: string): Promise<Result<readonly Offer[], ApiFailure>>;
}

export interface RemoteCheckoutDeps {
  readonly api: RemoteCheckoutApiPort;
  readonly store: RemoteCheckoutStore;
  readonly logger: Logger;
  readonly scheduler: Scheduler;
  /** ROUTE-27, PUR-45: the remote checkout's guard timeout (10 base time units). */
  readonly timeoutMs: number;
  /** Signs the member in with the token and goes to `href` (the sign-in's redirect). */
  readonly signIn: (session: { readonly token: string; readonly userId: string }, href: string) => Promise<void>;
}

class Failed {
  constructor(readonly reason: RemoteCheckoutFailure) {}
}

const unauthorised = (f: ApiFailure): boolean => f.kind === 'unauthorized' || f.kind === 'missing-token' || f.kind === 'forced-logout' || (f.kind === 'http' && f.status === 401);

export class RemoteCheckoutUseCase {
  constructor(private readonly deps: RemoteCheckoutDeps) {}

  /** PUR-42..45: `url` is the link as opened (path, query and hash). */
  async execute(url: string): Promise<RemoteCheckoutStatus> {
    const { store, logger, scheduler, timeoutMs } = this.deps;
    store.working();
    let late = false;
    let timer: TimerHandle | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = scheduler.setTimeout(() => {
        late = true;
        reject(new Failed('request timed out'));
      }, timeoutMs);
    });
    try {
      await Promise.race([this.#open(url, () => late), timedOut]);
    } catch (error) {
      const reason: RemoteCheckoutFailure = error instanceof Failed ? error.reason : 'login failed';
      logger.log('warn', 'remote checkout failed', { reason });
      store.failed(reason);
    } finally {
      scheduler.clearTimeout(timer!);
    }
    return store.status.peek();
  }

  /** `late`: the timeout passed; an answer after it signs nobody in. */
  async #open(url: string, late: () => boolean): Promise<void> {
    const { api, store, signIn } = this.deps;
    const parsed = parseRemoteCheckout(url);
    if (!parsed.ok) throw new Failed(parsed.error.code);
    const link = parsed.value;
    const member = await api.memberOf(link.token);
    if (!member.ok) throw new Failed(unauthorised(member.error) ? 'login failed' : 'fetch profile failed');
    const products = await api.products(link.token);
    if (!products.ok || products.value.length === 0) throw new Failed('no products found');
    const product = products.value.find((o) => o.productType === link.productType && (o.productId === link.skuId || o.paymentMethods.some((m) => m.skuId === link.skuId)));
    if (product === undefined) throw new Failed('product not found');
    const terms = product.terms > 0 ? product.terms : 1;
    const href = checkoutHref({ product: product.productType, terms, from: 'remote' });
    if (late()) return;
    try {
      await signIn({ token: link.token, userId: member.value.userId }, href);
    } catch {
      throw new Failed('login failed');
    }
    store.opened(product.productType, terms, link.isRemoteMethodInApp);
  }
}
