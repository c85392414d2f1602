import { describe, expect, it } from 'vitest';
import { NavigatorGpcSignal } from './navigator-gpc';

describe('NavigatorGpcSignal', () => {
  it('PRIV-04: the signal is present only when navigator.globalPrivacyControl is true', () => {
    expect(new NavigatorGpcSignal({ globalPrivacyControl: true }).present()).toBe(true);
    for (const value of [false, undefined, 'true', 1]) expect(new NavigatorGpcSignal({ globalPrivacyControl: value }).present()).toBe(false);
    expect(new NavigatorGpcSignal({}).present()).toBe(false);
  });
});
