/** An in-memory provider behind RemoteCheckoutApiPort: known tokens sign in their member; the products are a list. */
import type { ApiFailure } from '../../api/api-failure';
import { apiFailure } from '../../api/api-failure';
import { err, ok, type Result } from '../../shared';
import type { Offer } from '../offer';
import type { RemoteCheckoutApiPort } from '../remote-checkout.use-case';

export class FakeRemoteCheckoutApi implements RemoteCheckoutApiPort {
  /** token → member id. */
  members: Record<string, string> = {};
  productsList: Offer[] = [];
  /** The profile call fails this way (not a sign-in failure). */
  profileFailure: ApiFailure | null = null;
  /** Calls wait for this before answering (a slow provider). */
  gate: Promise<void> = Promise.resolve();

  async memberOf(token: string): Promise<Result<{ readonly userId: string }, ApiFailure>> {
    await this.gate;
    if (this.profileFailure) return err(this.profileFailure);
    const userId = this.members[token];
    return userId === undefined ? err({ kind: 'unauthorized', code: 'API.UNAUTHORIZED', message: '401', reason: 'rejected' }) : ok({ userId });
  }

  async products(token: string): Promise<Result<readonly Offer[], ApiFailure>> {
    await this.gate;
    return this.members[token] === undefined ? err(apiFailure.badResponse(401, '/v1/paywall/offers')) : ok([...this.productsList]);
  }
}
