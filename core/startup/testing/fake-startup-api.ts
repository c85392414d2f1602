import { appError, err, ok, type AppError, type Result } from '../../shared';
import { ROUTE_LEVERS } from '../../routing/route-gates';
import { DEFAULT_APP_SETTINGS } from '../app-settings';
import { LEVERS_ON_BY_DEFAULT } from '../levers';
import type { StartupApiPort } from '../startup-api.port';

const PLUS_FEATURES = ['unlimited_swipes', 'undo', 'passport', 'hide_ads', 'your_profile', 'who_sees_you', 'who_you_see'];
const GOLD_FEATURES = [...PLUS_FEATURES, 'boost', 'super_like'];

/**
 * The `data` of the reference server's `POST /v2/meta` for a visitor whose country is unknown (docs/api.md):
 * the defaults the client reads, and fields it does not read yet.
 */
export const REFERENCE_APP_SETTINGS = {
  ...DEFAULT_APP_SETTINGS,
  termsVersion: '2026-01-01',
  ageVerificationStatus: 'not_needed',
  orientations: ['Straight', 'Gay', 'Lesbian', 'Bisexual', 'Asexual', 'Demisexual', 'Pansexual', 'Queer', 'Questioning'].map((name, i) => ({ id: i + 1, name })),
  paywallFeatures: { plus: PLUS_FEATURES, gold: GOLD_FEATURES, platinum: GOLD_FEATURES },
  chatSuggestionConsents: { enabled: true, code: 'chat_suggestion', categoryCode: 'message' },
} as const;

const lever = (name: string, value: boolean) => [name, { pid: `default_${name}`, value }] as const;

/**
 * The `data` of the reference server's `POST /v2/buckets` (docs/api.md): the LEV-04 switches on, the switches of
 * the flag-gated routes off, and the sign-in switches of the flows its gateway implements.
 */
export const REFERENCE_LEVERS = {
  levers: Object.fromEntries([
    ...LEVERS_ON_BY_DEFAULT.map((name) => lever(name, true)),
    ...ROUTE_LEVERS.map((name) => lever(name, false)),
    lever('newPhoneFlow', true),
    lever('accountRecovery', false),
    lever('smsCaptcha', true),
    // PRIV-04: the browser's Global Privacy Control signal is honoured.
    lever('globalPrivacyControl', true),
  ]),
} as const;

/**
 * An in-memory provider of start-up settings: answers what the test sets (by default what the reference server
 * answers a visitor), or fails; can hold answers back.
 */
export class FakeStartupApi implements StartupApiPort {
  settings: unknown = REFERENCE_APP_SETTINGS;
  levers: unknown = REFERENCE_LEVERS;
  failSettings = false;
  failLevers = false;
  readonly deviceIds: string[] = [];
  #held: Array<() => void> | undefined;

  /** Answers wait until `release()`. */
  hold(): void {
    this.#held = [];
  }

  release(): void {
    const held = this.#held ?? [];
    this.#held = undefined;
    for (const answer of held) answer();
  }

  fetchAppSettings(): Promise<Result<unknown, AppError>> {
    return this.#answer(() => (this.failSettings ? err(appError('API.SERVER', 'meta failed')) : ok(this.settings)));
  }

  /** What the provider answers the signed-in member: the visitor's settings with `memberSettings` over them. */
  memberSettings: Record<string, unknown> = {};

  fetchMemberSettings(): Promise<Result<unknown, AppError>> {
    return this.#answer(() => (this.failSettings ? err(appError('API.SERVER', 'meta failed')) : ok({ ...(this.settings as object), ...this.memberSettings })));
  }

  fetchLevers(deviceId: string): Promise<Result<unknown, AppError>> {
    this.deviceIds.push(deviceId);
    return this.#answer(() => (this.failLevers ? err(appError('API.SERVER', 'buckets failed')) : ok(this.levers)));
  }

  #answer<T>(make: () => T): Promise<T> {
    if (!this.#held) return Promise.resolve(make());
    const held = this.#held;
    return new Promise((resolve) => held.push(() => resolve(make())));
  }
}
