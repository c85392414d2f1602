/**
 * The intro-price reminder in the app (PUR-11, PUR-12): what the device keeps per offer type
 * (`{expiresAt, notificationShown, viewedAt}`), and the one reminder due now, shown once.
 * The tracking is kept on the device (docs/decisions.md PUR-11): it survives a reload, and a reminder the member
 * saw is not shown again.
 */
import type { Clock, KeyValueStorage } from '../shared';
import { introReminder, MODAL_REMINDER_OFFER_TYPE, type OfferTracking } from './intro-reminder';
import { isOfferType, type Offer, type OfferType } from './offer';
import type { OffersStore } from './offers.store';

/** Where the tracking per offer type is kept. */
export const OFFER_TRACKING_STORAGE_KEY = 'spark.offerTracking.v1';

/** PUR-11 `reminderOffset` when the provider gives none: a day before the offer ends (docs/decisions.md PUR-12). */
export const DEFAULT_REMINDER_OFFSET_MS = 24 * 3_600_000;

/** The offer types a reminder is shown for: the intro price, and PUR-12's type whose reminder is the modal. */
const REMINDED: readonly OfferType[] = ['INTRO_PRICE', MODAL_REMINDER_OFFER_TYPE];

export type OfferTrackingMap = Partial<Record<OfferType, OfferTracking>>;

/** A reminder due now: the offer and how it is shown. */
export interface DueReminder {
  readonly offer: Offer;
  readonly show: 'notice' | 'modal';
}

export interface IntroReminderDeps {
  readonly store: OffersStore;
  readonly clock: Clock;
  readonly storage: KeyValueStorage;
}

const readTracking = (raw: string | null): OfferTrackingMap => {
  // Stryker disable next-line ConditionalExpression: JSON.parse(null) is null, whose entries throw, and the catch answers {} too
  if (raw === null) return {};
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const out: OfferTrackingMap = {};
    for (const [type, value] of Object.entries(parsed)) {
      const t = value as Partial<OfferTracking> | null;
      if (!isOfferType(type) || typeof t?.expiresAt !== 'number') continue;
      out[type] = { expiresAt: t.expiresAt, notificationShown: t.notificationShown === true, viewedAt: typeof t.viewedAt === 'number' ? t.viewedAt : null };
    }
    return out;
  } catch {
    return {};
  }
};

export class IntroReminderUseCase {
  #tracking: OfferTrackingMap = {};

  constructor(private readonly deps: IntroReminderDeps) {}

  /** PUR-11: the tracking kept per offer type. */
  get tracking(): OfferTrackingMap {
    return this.#tracking;
  }

  /**
   * PUR-11: reads the kept tracking and brings it up to the member's offers: an offer type seen for the first time,
   * or with a new end, starts afresh (no reminder shown, not viewed).
   */
  async sync(): Promise<void> {
    const kept = readTracking(await this.deps.storage.getItem(OFFER_TRACKING_STORAGE_KEY));
    const next: OfferTrackingMap = { ...kept };
    // Stryker disable next-line ArrayDeclaration: an entry that is no offer has no offer type to remind of
    for (const offer of this.deps.store.offers.peek() ?? []) {
      if (offer.expiresAt === null || !REMINDED.includes(offer.offerType)) continue;
      const known = kept[offer.offerType];
      if (known === undefined || known.expiresAt !== offer.expiresAt) next[offer.offerType] = { expiresAt: offer.expiresAt, notificationShown: false, viewedAt: null };
    }
    await this.#save(next);
  }

  /** PUR-12: the reminder due now, if any: (expiresAt − now) ≤ reminderOffset and none shown yet; the offer still open. */
  due(reminderOffset = DEFAULT_REMINDER_OFFSET_MS): DueReminder | null {
    const now = this.deps.clock.now();
    // Stryker disable next-line ArrayDeclaration: an entry that is no offer has no offer type with a tracking
    for (const offer of this.deps.store.offers.peek() ?? []) {
      const tracking = this.#tracking[offer.offerType];
      // Stryker disable next-line ConditionalExpression: a null end is also `<= now` (null counts as 0), so the offer is skipped either way
      if (tracking === undefined || offer.expiresAt === null || offer.expiresAt <= now || tracking.expiresAt !== offer.expiresAt) continue;
      const show = introReminder(offer.offerType, tracking, reminderOffset, now);
      if (show !== 'none') return { offer, show };
    }
    return null;
  }

  /** PUR-12: the reminder of this offer type was shown: `notificationShown`, kept, so it is shown once. */
  async shown(offerType: OfferType): Promise<void> {
    const tracking = this.#tracking[offerType];
    if (tracking === undefined) return;
    await this.#save({ ...this.#tracking, [offerType]: { ...tracking, notificationShown: true } });
  }

  /** PUR-11: the member saw the offer (its `viewedAt`). */
  async viewed(offerType: OfferType): Promise<void> {
    const tracking = this.#tracking[offerType];
    if (tracking === undefined || tracking.viewedAt !== null) return;
    await this.#save({ ...this.#tracking, [offerType]: { ...tracking, viewedAt: this.deps.clock.now() } });
  }

  async #save(next: OfferTrackingMap): Promise<void> {
    this.#tracking = next;
    await this.deps.storage.setItem(OFFER_TRACKING_STORAGE_KEY, JSON.stringify(next));
  }
}
