import type { GpcSignalPort } from '../../core/privacy';

/** The part of `navigator` the GPC signal lives on (absent in browsers that do not send it, and outside browsers). */
export interface GpcNavigator {
  readonly globalPrivacyControl?: unknown;
}

/** PRIV-04: the browser's Global Privacy Control signal, `navigator.globalPrivacyControl === true`. */
export class NavigatorGpcSignal implements GpcSignalPort {
  constructor(private readonly nav: GpcNavigator | undefined = (globalThis as { navigator?: GpcNavigator }).navigator) {}

  present(): boolean {
    return this.nav?.globalPrivacyControl === true;
  }
}
