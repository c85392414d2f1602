/**
 * Group commit: writes that arrive while one transaction is running wait for it, then run together in the next one,
 * so that a busy server pays a transaction's fixed costs (its locks, its statements, its commit) once for many
 * writes instead of once each. Each write is answered when its own transaction has committed: nothing is answered
 * before it is durable. A group starts at the event loop's next turn, so the writes of every request read in this
 * turn go in it; an idle server runs a write alone, a turn later. A busy server (its last group held several writes
 * and ended within `busyForMs`) gathers a little longer: the writers a group answered are often back a moment later
 * with their next write (a member liking card after card), so the next group takes writes for as long as they keep
 * arriving, until none came for `gatherGapMs` or `gatherMostMs` passed: a fraction of a millisecond more for each
 * write, and groups of all the writers at once instead of halves taking turns.
 *
 * Two writes that must not share a transaction (they read what the other writes: `keysOf` gives both a common key)
 * go in successive ones, in the order they came. When a group's transaction fails, each of its writes runs again
 * alone, so one write's failure is its own.
 */
export interface GroupCommitOptions {
  /** The largest group. */
  readonly most?: number;
  /** A busy server's next group closes once no write came for this long (ms)... */
  readonly gatherGapMs?: number;
  /** ...or once it has gathered this long (ms). */
  readonly gatherMostMs?: number;
  /** A server whose last group held several writes is busy for this long after it (ms). */
  readonly busyForMs?: number;
  /** The clock of the gathering (ms, fractional). */
  readonly now?: () => number;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

interface Waiting<Item, Answer> {
  readonly item: Item;
  readonly resolve: (answer: Answer) => void;
  readonly reject: (error: unknown) => void;
}

export class GroupCommit<Item, Answer> {
  readonly #waiting: Array<Waiting<Item, Answer>> = [];
  #running = false;
  /** The size of the last group, and when it ended. */
  #lastGroup = { size: 0, endedAt: 0 };
  readonly #busyForMs: number;
  readonly #most: number;
  readonly #gapMs: number;
  readonly #gatherMs: number;
  readonly #now: () => number;

  /**
   * @param run runs a group in one transaction and answers each item's answer, in the group's order
   * @param keysOf what an item reads and writes: items sharing a key never share a group
   */
  constructor(
    private readonly run: (items: readonly Item[]) => Promise<readonly Answer[]>,
    private readonly keysOf: (item: Item) => readonly string[],
    options: GroupCommitOptions = {},
  ) {
    this.#most = options.most ?? 64;
    this.#gapMs = options.gatherGapMs ?? 0.2;
    this.#gatherMs = options.gatherMostMs ?? 1;
    this.#busyForMs = options.busyForMs ?? 5;
    this.#now = options.now ?? (() => performance.now());
  }

  /** Answers once the group `item` ran in has committed (or rejects with its own failure). */
  submit(item: Item): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      this.#waiting.push({ item, resolve, reject });
      if (!this.#running) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#running = true;
    try {
      while (this.#waiting.length > 0) {
        // A transaction on an embedded database runs without giving the event loop a turn, so requests that came
        // meanwhile are read only after it: each group waits for the loop's turn (the check phase, after the socket
        // reads), and takes every write those reads submitted.
        await nextTurn();
        if (this.#lastGroup.size > 1 && this.#now() - this.#lastGroup.endedAt < this.#busyForMs) await this.#gather();
        const group = this.#nextGroup();
        await this.#runGroup(group);
        this.#lastGroup = { size: group.length, endedAt: this.#now() };
      }
    } finally {
      this.#running = false;
    }
  }

  /** Turns of the event loop while writes keep coming: until none came for the gap, the group is full, or time is up. */
  async #gather(): Promise<void> {
    const start = this.#now();
    let lastArrival = start;
    let seen = this.#waiting.length;
    while (seen < this.#most) {
      await nextTurn();
      const now = this.#now();
      if (this.#waiting.length !== seen) {
        seen = this.#waiting.length;
        lastArrival = now;
      } else if (now - lastArrival >= this.#gapMs) return;
      if (now - start >= this.#gatherMs) return;
    }
  }

  /** The waiting items, oldest first, that share no key with an older one taken; the others keep their places. */
  #nextGroup(): Array<Waiting<Item, Answer>> {
    const taken = new Set<string>();
    const group: Array<Waiting<Item, Answer>> = [];
    const left: Array<Waiting<Item, Answer>> = [];
    for (const entry of this.#waiting) {
      const keys = this.keysOf(entry.item);
      if (group.length < this.#most && keys.every((key) => !taken.has(key))) group.push(entry);
      else left.push(entry);
      // A key a skipped item holds stays taken, so no later item overtakes it on that key.
      for (const key of keys) taken.add(key);
    }
    this.#waiting.splice(0, this.#waiting.length, ...left);
    return group;
  }

  async #runGroup(group: Array<Waiting<Item, Answer>>): Promise<void> {
    try {
      const answers = await this.run(group.map((entry) => entry.item));
      group.forEach((entry, i) => entry.resolve(answers[i] as Answer));
    } catch (error) {
      if (group.length === 1) {
        group[0]!.reject(error);
        return;
      }
      for (const entry of group) {
        try {
          const [answer] = await this.run([entry.item]);
          entry.resolve(answer as Answer);
        } catch (own) {
          entry.reject(own);
        }
      }
    }
  }
}
