/**
 * NAV-12: the global overlay components of the app shell, in the order they are mounted (later ones stack above).
 * The privacy prompt and the onboarding overlay are listed for the PRIV and ONB modules that render them.
 */
export const GLOBAL_OVERLAYS = [
  'loading',
  'horizontalLock',
  'deactivatedTab',
  'onboarding',
  'privacyPrompt',
  'modalManager',
  'notificationManager',
  'newMatchOrMessageCounter',
] as const;
export type GlobalOverlay = (typeof GLOBAL_OVERLAYS)[number];

/**
 * Who is using the app, as the overlays see it: a visitor (logged out, or start-up has not decided yet), a member, or
 * a user holding only an onboarding token (ONB-19 counts them as logged in for the onboarding overlay).
 */
export type OverlayViewer = 'visitor' | 'member' | 'onboarding';

/** The viewer for an auth status (AUTH-45 roles). */
export const overlayViewer = (status: 'unknown' | 'signed-out' | 'signed-in' | 'onboarding'): OverlayViewer =>
  status === 'signed-in' ? 'member' : status === 'onboarding' ? 'onboarding' : 'visitor';

/** What decides which global overlays are mounted. */
export interface OverlayState {
  readonly viewer: OverlayViewer;
  /** SESS-07: another tab has become the active one. */
  readonly tabDeactivated: boolean;
  /** ROUTE-29: the current route has been let in by its guards. */
  readonly routeReady: boolean;
}

/**
 * NAV-12: the global overlays mounted in a state, in GLOBAL_OVERLAYS order.
 * - The horizontal lock is always mounted (it shows itself on a phone held sideways, APP-06).
 * - A deactivated tab (SESS-07) mounts the deactivated-tab screen and nothing else that could show or announce.
 * - Otherwise the privacy prompt, the modal manager and the notification manager are always mounted, and the loading
 *   screen while the route is not ready (ROUTE-29).
 * - The onboarding overlay only for a logged-in user, onboarding-token holders included (ONB-19); the
 *   new-match-or-message counter only for a signed-in member.
 */
export const globalOverlays = (state: OverlayState): GlobalOverlay[] => {
  const active = !state.tabDeactivated;
  const mounted: Record<GlobalOverlay, boolean> = {
    loading: active && !state.routeReady,
    horizontalLock: true,
    deactivatedTab: state.tabDeactivated,
    onboarding: active && state.viewer !== 'visitor',
    privacyPrompt: active,
    modalManager: active,
    notificationManager: active,
    newMatchOrMessageCounter: active && state.viewer === 'member',
  };
  return GLOBAL_OVERLAYS.filter((o) => mounted[o]);
};
