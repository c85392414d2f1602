import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GLOBAL_OVERLAYS, globalOverlays, overlayViewer, type OverlayState } from './global-overlays';

const stateArb: fc.Arbitrary<OverlayState> = fc.record({
  viewer: fc.constantFrom('visitor', 'member', 'onboarding'),
  tabDeactivated: fc.boolean(),
  routeReady: fc.boolean(),
});

describe('NAV-12: global overlays', () => {
  it('NAV-12: logged-in-only overlays are never mounted for a visitor', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        const mounted = globalOverlays({ ...s, viewer: 'visitor' });
        for (const o of ['onboarding', 'newMatchOrMessageCounter'] as const) expect(mounted).not.toContain(o);
      }),
    );
  });

  it('NAV-12: on an active tab the shell overlays are always mounted, the loading screen iff the route is not ready', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        const mounted = globalOverlays({ ...s, tabDeactivated: false });
        for (const o of ['horizontalLock', 'privacyPrompt', 'modalManager', 'notificationManager'] as const) expect(mounted).toContain(o);
        expect(mounted.includes('loading')).toBe(!s.routeReady);
        expect(mounted).not.toContain('deactivatedTab');
      }),
    );
  });

  it('NAV-12: the onboarding overlay iff logged in (onboarding-token holders too); the counter iff a signed-in member', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        const mounted = globalOverlays(s);
        expect(mounted.includes('onboarding')).toBe(!s.tabDeactivated && s.viewer !== 'visitor');
        expect(mounted.includes('newMatchOrMessageCounter')).toBe(!s.tabDeactivated && s.viewer === 'member');
      }),
    );
  });

  it('NAV-12: a deactivated tab mounts only the deactivated-tab screen and the horizontal lock', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        expect(globalOverlays({ ...s, tabDeactivated: true })).toEqual(['horizontalLock', 'deactivatedTab']);
      }),
    );
  });

  it('NAV-12: overlays come in the mount order, each at most once; the horizontal lock in every state', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        const mounted = globalOverlays(s);
        expect(mounted).toEqual(GLOBAL_OVERLAYS.filter((o) => mounted.includes(o)));
        expect(mounted).toContain('horizontalLock');
      }),
    );
  });

  it('NAV-12: only a signed-in member or an onboarding-token holder counts as logged in', () => {
    expect(overlayViewer('signed-in')).toBe('member');
    expect(overlayViewer('onboarding')).toBe('onboarding');
    expect(overlayViewer('signed-out')).toBe('visitor');
    expect(overlayViewer('unknown')).toBe('visitor');
  });
});
