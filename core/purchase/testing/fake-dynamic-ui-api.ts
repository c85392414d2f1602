import type { ApiFailure } from '../../api/api-failure';
import { err, ok, type Result } from '../../shared';
import type { DynamicPaywallContent, DynamicUiPort } from '../dynamic-paywall';

/** The provider's dynamic UI in memory: the paywall content of each feature a test gives (none by default), or a failure. */
export class FakeDynamicUiApi implements DynamicUiPort {
  readonly asked: string[] = [];
  failure: ApiFailure | null = null;

  constructor(readonly content: Map<string, DynamicPaywallContent> = new Map()) {}

  async paywallContent(feature: string): Promise<Result<DynamicPaywallContent | null, ApiFailure>> {
    this.asked.push(feature);
    return this.failure === null ? ok(this.content.get(feature) ?? null) : err(this.failure);
  }
}
