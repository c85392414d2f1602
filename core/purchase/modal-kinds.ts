/**
 * The NAV-13 kinds of the purchase modals (PUR-35), apart from the rest of the module, so that the modal manager at
 * start and the modules that open them know the kinds without loading the purchase chunk.
 */
import type { ProductTier } from './purchase-state';

/** PUR-35 gold paywall: what Gold gives and its price per term, "Continue" to the checkout with Gold chosen (`props.from`). */
export const GOLD_PAYWALL_MODAL = 'gold-paywall';
/** PUR-35 platinum paywall: the same for Platinum, the tier of the Platinum-only features (read receipts each month). */
export const PLATINUM_PAYWALL_MODAL = 'platinum-paywall';
/**
 * PUR-35 dynamic paywall: the provider's paywall of a feature (MISC-02), its tiers side by side, the highlighted one
 * chosen, "Continue" to the checkout (`props.paywall`: a DynamicPaywall's content, `props.from`).
 */
export const DYNAMIC_PAYWALL_MODAL = 'dynamic-paywall';
/** CHAT-08, PUR-35: no read receipts left: the read-receipt packs, and Platinum (`props.matchId`, `props.name`). */
export const READ_RECEIPT_PAYWALL_MODAL = 'read-receipt-paywall';

/** The tier a tier paywall presents. */
export const tierOfPaywall = (kind: string): ProductTier | null => (kind === GOLD_PAYWALL_MODAL ? 'gold' : kind === PLATINUM_PAYWALL_MODAL ? 'platinum' : null);
