/**
 * How many frames one socket may send: at most `perSecond` in each one-second window of the clock. A client
 * pings once a minute and sends a typing pulse every 2 s (D2 section 9), so a budget of a few frames a second
 * only ever stops a flood; frames over it are dropped, unanswered.
 */
export class FrameBudget {
  #windowStart = Number.NEGATIVE_INFINITY;
  #used = 0;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number,
  ) {}

  /** Spends one frame; false when this window's budget is gone. */
  take(): boolean {
    const now = this.now();
    if (now - this.#windowStart >= 1000) {
      this.#windowStart = now;
      this.#used = 0;
    }
    if (this.#used >= this.perSecond) return false;
    this.#used += 1;
    return true;
  }
}
