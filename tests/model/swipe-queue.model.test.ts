import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ModalStore } from '../../core/navigation';
import { LoadRecsUseCase, RecsStore, RewindUseCase, SwipeUseCase, type SwipeAction, type SwipeOutcome } from '../../core/recs';
import { FakeRecsApi, fakeRec } from '../../core/recs/testing/fake-recs-api';
import { FakeTime } from '../../core/shared/testing';

/**
 * The swipe queue as a model (RECS-03, RECS-05, RECS-09..12, RECS-14): the real store and use-cases against the
 * in-memory provider, driven by random loads, likes, passes, super likes, rewinds, network failures and time,
 * checked against a simple oracle: which cards were loaded, which are swiped, which one a rewind would undo.
 * It holds that no card is shown twice (a swiped card never comes back unless rewound), none is lost (every card
 * loaded is queued or swiped), no allowance goes below zero, and a rewind restores exactly the last card swiped.
 */

const IDS = Array.from({ length: 12 }, (_, i) => `c-${String(i).padStart(2, '0')}`);
const HOUR = 3_600_000;

interface Real {
  readonly time: FakeTime;
  readonly api: FakeRecsApi;
  readonly store: RecsStore;
  readonly load: LoadRecsUseCase;
  readonly swipes: SwipeUseCase;
  readonly rewind: RewindUseCase;
}

/** The oracle: what must hold, kept in the simplest terms. */
interface Model {
  readonly loaded: Set<string>;
  readonly swiped: Set<string>;
  /** The card a rewind would bring back: the last swipe the server took that made no match. */
  last: string | null;
  readonly canUndo: boolean;
  readonly likesMe: ReadonlySet<string>;
}

const queueIds = (r: Real): string[] => r.store.queue.value.map((c) => c.id);

const checkInvariants = (m: Model, r: Real) => {
  const queue = queueIds(r);
  expect(new Set(queue).size).toBe(queue.length);
  for (const id of queue) expect(m.swiped.has(id), `${id} is swiped and queued`).toBe(false);
  for (const id of m.loaded) expect(queue.includes(id) || m.swiped.has(id), `${id} was lost`).toBe(true);
  const { likesRemaining, superLikes } = r.store.allowances.value;
  expect(likesRemaining).toBeGreaterThanOrEqual(0);
  if (superLikes) expect(superLikes.remaining).toBeGreaterThanOrEqual(0);
  expect(r.store.previousRec.value?.card.id ?? null).toBe(m.last);
};

class Load implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    await r.load.execute();
    for (const id of queueIds(r)) m.loaded.add(id);
    checkInvariants(m, r);
  }
  toString = () => 'load';
}

class Swipe implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly action: SwipeAction,
    readonly networkFails: boolean,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const top = r.store.current.value?.id;
    if (this.networkFails) r.api.failNext('API.NETWORK');
    const outcome: SwipeOutcome = await r.swipes.swipe(this.action, 'swipe');
    // A swipe refused on the device (no card, out of likes) calls nothing: its network failure must not hit a later call.
    r.api.clearFailure();
    if (outcome.kind === 'swiped') {
      expect(outcome.card.id).toBe(top);
      m.swiped.add(outcome.card.id);
      // A swipe that made a match cannot be rewound, and the swipes before it are no longer the last.
      m.last = outcome.match ? null : outcome.card.id;
      if (outcome.match) expect(m.likesMe.has(outcome.card.id)).toBe(true);
    } else if (top !== undefined) {
      // Blocked, rate limited or never reached the server: the card is still on top.
      expect(r.store.current.value?.id).toBe(top);
    }
    for (const id of queueIds(r)) m.loaded.add(id);
    checkInvariants(m, r);
  }
  toString = () => `${this.action}${this.networkFails ? ' (network fails)' : ''}`;
}

class Rewind implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    const outcome = await r.rewind.execute();
    if (m.last !== null && m.canUndo) {
      expect(outcome).toMatchObject({ kind: 'rewound', card: { id: m.last } });
      expect(r.store.current.value?.id).toBe(m.last);
      m.swiped.delete(m.last);
      m.last = null;
    } else {
      expect(outcome.kind === 'rewound').toBe(false);
    }
    checkInvariants(m, r);
  }
  toString = () => 'rewind';
}

class Later implements fc.AsyncCommand<Model, Real> {
  constructor(readonly hours: number) {}
  check = () => true;
  async run(m: Model, r: Real) {
    r.time.advance(this.hours * HOUR);
    checkInvariants(m, r);
  }
  toString = () => `${this.hours} h later`;
}

const commands = [
  fc.constant(new Load()),
  fc.tuple(fc.constantFrom<SwipeAction>('like', 'dislike', 'superlike'), fc.boolean()).map(([action, fails]) => new Swipe(action, fails)),
  fc.constant(new Rewind()),
  fc.integer({ min: 1, max: 13 }).map((h) => new Later(h)),
];

describe('the swipe queue as a model', () => {
  it('RECS-05, RECS-14, RECS-11: no card shown twice, none lost, no allowance below zero, rewind restores exactly the last card', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40 }), fc.subarray(IDS), fc.boolean(), fc.integer({ min: 0, max: 6 }), async (cmds, likesMe, canUndo, likes) => {
        const time = new FakeTime();
        const api = new FakeRecsApi({ clock: time, candidates: IDS.map((id) => fakeRec(id)) });
        api.pageSize = 4;
        api.likesRemaining = likes;
        api.superLikesRemaining = 1;
        api.tier = canUndo ? 'plus' : 'none';
        for (const id of likesMe) api.likesMe.add(id);
        const store = new RecsStore();
        const modals = new ModalStore();
        const load = new LoadRecsUseCase({ api, store });
        const swipes = new SwipeUseCase({ api, store, load, clock: time, modals, onActivity: () => undefined });
        const rewind = new RewindUseCase({ api, store, swipes, modals });
        const model: Model = { loaded: new Set(), swiped: new Set(), last: null, canUndo, likesMe: new Set(likesMe) };
        await fc.asyncModelRun(() => ({ model, real: { time, api, store, load, swipes, rewind } }), cmds);
      }),
      { numRuns: 150 },
    );
  });
});
