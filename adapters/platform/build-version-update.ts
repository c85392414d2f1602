import type { UpdatePort } from '../../core/app';
import type { Unsubscribe } from '../../core/shared';

const CHECK_EVERY_MS = 5 * 60_000;

/**
 * APP-03: notices a new version by reading the `build.json` published with every build: on a timer and whenever
 * the tab comes back into view. A different build id than the running one means an update is waiting.
 */
export class BuildVersionUpdate implements UpdatePort {
  constructor(
    private readonly runningBuild: string,
    private readonly url = `${import.meta.env.BASE_URL}build.json`,
    private readonly win: Window = window,
  ) {}

  onUpdateWaiting(listener: () => void): Unsubscribe {
    let told = false;
    const check = async () => {
      if (told) return;
      try {
        const res = await fetch(this.url, { cache: 'no-store' });
        if (!res.ok) return;
        const { build } = (await res.json()) as { build?: unknown };
        if (typeof build === 'string' && build !== this.runningBuild) {
          told = true;
          listener();
        }
      } catch {
        // Offline or the file is missing (development): nothing is waiting.
      }
    };
    const timer = this.win.setInterval(() => void check(), CHECK_EVERY_MS);
    const onVisible = () => {
      if (this.win.document.visibilityState === 'visible') void check();
    };
    this.win.document.addEventListener('visibilitychange', onVisible);
    return () => {
      this.win.clearInterval(timer);
      this.win.document.removeEventListener('visibilitychange', onVisible);
    };
  }

  reload(): void {
    this.win.location.reload();
  }
}
