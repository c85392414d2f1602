/**
 * SET-10: who sees the member and what they see of them. Recently active (`user_presence_disabled`) and
 * `discoverable` are free; the plus controls (`hide_age`, `hide_distance`, `hide_ads`, `discoverable_party`,
 * `blend`) need a tier that has their paywall feature (PUR-08): turning one on without it is refused with the
 * paywall code, turning one off never is. Incognito (only members the member liked see them) is
 * `discoverable_party: 'liked'`; turning it on queues the incognito-mode modal.
 */

export type DiscoverableParty = 'everyone' | 'liked';
export type Blend = 'optimal' | 'recent_activity';

/** PROF-02 `plusControl`, with its defaults (discoverable_party everyone, blend optimal). */
export interface PlusControl {
  readonly hideAge: boolean;
  readonly hideDistance: boolean;
  readonly hideAds: boolean;
  readonly discoverableParty: DiscoverableParty;
  readonly blend: Blend;
}

export interface Visibility {
  /** Others may be recommended this member. */
  readonly discoverable: boolean;
  /** SET-10 recently active off: `user_presence_disabled`. */
  readonly presenceHidden: boolean;
  readonly plusControl: PlusControl;
}

export const DEFAULT_VISIBILITY: Visibility = {
  discoverable: true,
  presenceHidden: false,
  plusControl: { hideAge: false, hideDistance: false, hideAds: false, discoverableParty: 'everyone', blend: 'optimal' },
};

export interface VisibilityChange {
  readonly discoverable?: boolean;
  readonly presenceHidden?: boolean;
  readonly plusControl?: Partial<PlusControl>;
}

export const applyVisibilityChange = (v: Visibility, c: VisibilityChange): Visibility => ({
  discoverable: c.discoverable ?? v.discoverable,
  presenceHidden: c.presenceHidden ?? v.presenceHidden,
  plusControl: { ...v.plusControl, ...c.plusControl },
});

/** PUR-08: the paywall features the plus controls belong to. */
export type PlusControlFeature = 'your_profile' | 'who_sees_you' | 'who_you_see' | 'hide_ads';

/** The paywall features a change turns on (turning a control back to its default needs none). */
export const featuresTurnedOn = (c: VisibilityChange): readonly PlusControlFeature[] => {
  const p = c.plusControl;
  if (p === undefined) return [];
  const features: PlusControlFeature[] = [];
  if (p.hideAge === true || p.hideDistance === true) features.push('your_profile');
  if (p.discoverableParty === 'liked') features.push('who_sees_you');
  if (p.blend !== undefined && p.blend !== 'optimal') features.push('who_you_see');
  if (p.hideAds === true) features.push('hide_ads');
  return features;
};

/** SET-10: the NAV-13 kind of the modal that explains incognito when it is turned on. */
export { INCOGNITO_MODAL } from '../recs/modal-kinds';

/** Whether a change turns incognito on (from another value). */
export const turnsIncognitoOn = (before: Visibility, c: VisibilityChange): boolean =>
  c.plusControl?.discoverableParty === 'liked' && before.plusControl.discoverableParty !== 'liked';
