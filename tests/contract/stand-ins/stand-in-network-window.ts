/**
 * A window with a settable `navigator.onLine` that fires `online`/`offline`. Unlike a browser it fires on every
 * set, even without a change, so the adapter must not rely on that.
 */
export class StandInNetworkWindow extends EventTarget {
  readonly navigator: { onLine: boolean };

  constructor(online: boolean) {
    super();
    this.navigator = { onLine: online };
  }

  setOnline(online: boolean): void {
    this.navigator.onLine = online;
    this.dispatchEvent(new Event(online ? 'online' : 'offline'));
  }
}
