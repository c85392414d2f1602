/**
 * An EventTarget with a settable `visibilityState`, standing in for `document`. Unlike a browser it fires
 * `visibilitychange` on every set, even without a change, so the adapter must not rely on that.
 */
export class StandInDocument extends EventTarget {
  visibilityState: DocumentVisibilityState;

  constructor(visible: boolean) {
    super();
    this.visibilityState = visible ? 'visible' : 'hidden';
  }

  setVisible(visible: boolean): void {
    this.visibilityState = visible ? 'visible' : 'hidden';
    this.dispatchEvent(new Event('visibilitychange'));
  }
}
