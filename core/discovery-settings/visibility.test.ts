import { describe, expect, it } from 'vitest';
import { applyVisibilityChange, DEFAULT_VISIBILITY, featuresTurnedOn, turnsIncognitoOn } from './visibility';

describe('visibility (SET-10)', () => {
  it('SET-10: recently active (user_presence_disabled) and discoverable, and the plus controls with their defaults (everyone, optimal)', () => {
    expect(DEFAULT_VISIBILITY).toEqual({
      discoverable: true,
      presenceHidden: false,
      plusControl: { hideAge: false, hideDistance: false, hideAds: false, discoverableParty: 'everyone', blend: 'optimal' },
    });
    expect(applyVisibilityChange(DEFAULT_VISIBILITY, { presenceHidden: true, plusControl: { hideAge: true } })).toEqual({
      ...DEFAULT_VISIBILITY,
      presenceHidden: true,
      plusControl: { ...DEFAULT_VISIBILITY.plusControl, hideAge: true },
    });
  });

  it('SET-10, PUR-08: turning a plus control on needs its paywall feature; turning one off, recently active or discoverable need none', () => {
    expect(featuresTurnedOn({ plusControl: { hideAge: true } })).toEqual(['your_profile']);
    expect(featuresTurnedOn({ plusControl: { hideDistance: true, discoverableParty: 'liked', blend: 'recent_activity', hideAds: true } })).toEqual([
      'your_profile',
      'who_sees_you',
      'who_you_see',
      'hide_ads',
    ]);
    expect(featuresTurnedOn({ plusControl: { hideAge: false, discoverableParty: 'everyone', blend: 'optimal', hideAds: false } })).toEqual([]);
    expect(featuresTurnedOn({ discoverable: false, presenceHidden: true })).toEqual([]);
  });

  it('SET-10: incognito (only members liked see the member) turns on when discoverable_party changes to liked', () => {
    expect(turnsIncognitoOn(DEFAULT_VISIBILITY, { plusControl: { discoverableParty: 'liked' } })).toBe(true);
    const incognito = applyVisibilityChange(DEFAULT_VISIBILITY, { plusControl: { discoverableParty: 'liked' } });
    expect(turnsIncognitoOn(incognito, { plusControl: { discoverableParty: 'liked' } })).toBe(false);
    expect(turnsIncognitoOn(DEFAULT_VISIBILITY, { discoverable: false })).toBe(false);
  });
});
