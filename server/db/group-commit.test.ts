import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GroupCommit, type GroupCommitOptions } from './group-commit';

interface Item {
  readonly id: number;
  readonly keys: readonly string[];
  readonly fails?: boolean;
}

/**
 * A GroupCommit whose transactions take `delay` ms (or until `hold` resolves) and are recorded; an item with `fails`
 * fails its group.
 */
const recorded = (delay = 0, options: GroupCommitOptions & { readonly hold?: () => Promise<void> } = {}) => {
  const groups: number[][] = [];
  const commit = new GroupCommit<Item, string>(
    async (items) => {
      groups.push(items.map((item) => item.id));
      await (options.hold?.() ?? new Promise((resolve) => setTimeout(resolve, delay)));
      if (items.some((item) => item.fails)) throw new Error(`group ${items.map((item) => item.id).join(',')} failed`);
      return items.map((item) => `answer ${item.id}`);
    },
    (item) => item.keys,
    options,
  );
  return { commit, groups };
};

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A clock the test moves (ms). */
const manualClock = () => {
  const clock = { ms: 0, now: () => clock.ms };
  return clock;
};

describe('GroupCommit (issue 11: likes written together)', () => {
  it('runs the writes of one turn of the event loop together, and those that came while it ran in the next transaction', async () => {
    const { commit, groups } = recorded(5);
    const first = [1, 2, 3].map((id) => commit.submit({ id, keys: [`k${id}`] }));
    // Two more while the first transaction runs.
    await new Promise((resolve) => setTimeout(resolve, 2));
    const later = [4, 5].map((id) => commit.submit({ id, keys: [`k${id}`] }));
    expect(await Promise.all([...first, ...later])).toEqual(['answer 1', 'answer 2', 'answer 3', 'answer 4', 'answer 5']);
    expect(groups).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    // Idle again: the next write runs alone.
    expect(await commit.submit({ id: 6, keys: ['k6'] })).toBe('answer 6');
    expect(groups.at(-1)).toEqual([6]);
  });

  it('keeps writes that share a key in successive transactions, in the order they came', async () => {
    const { commit, groups } = recorded(1);
    await Promise.all([
      commit.submit({ id: 1, keys: ['a'] }),
      commit.submit({ id: 2, keys: ['a', 'x'] }),
      commit.submit({ id: 3, keys: ['b'] }),
      commit.submit({ id: 4, keys: ['a'] }),
      commit.submit({ id: 5, keys: ['x'] }),
      commit.submit({ id: 6, keys: ['c'] }),
    ]);
    // 5 shares x with 2, which waits behind 1: 5 may not overtake it.
    expect(groups).toEqual([[1, 3, 6], [2], [4, 5]]);
  });

  it('takes at most `most` writes in one transaction', async () => {
    const { commit, groups } = recorded(1, { most: 3 });
    await Promise.all([1, 2, 3, 4, 5, 6, 7].map((id) => commit.submit({ id, keys: [] })));
    expect(groups).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('runs each write of a failed transaction again alone: a write that fails alone rejects with its own error, the others are answered', async () => {
    const { commit, groups } = recorded(1);
    const settled = await Promise.allSettled([1, 2, 3, 4].map((id) => commit.submit({ id, keys: [], fails: id === 3 })));
    expect(settled).toEqual([
      { status: 'fulfilled', value: 'answer 1' },
      { status: 'fulfilled', value: 'answer 2' },
      { status: 'rejected', reason: new Error('group 3 failed') },
      { status: 'fulfilled', value: 'answer 4' },
    ]);
    expect(groups).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });

  it('answers every write once with its own answer, never puts two writes sharing a key in one transaction, and keeps their order (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ keys: fc.uniqueArray(fc.constantFrom<string>('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 3 }), fails: fc.boolean(), after: fc.nat(3) }), {
          minLength: 1,
          maxLength: 25,
        }),
        fc.integer({ min: 1, max: 8 }),
        async (writes, most) => {
          const { commit, groups } = recorded(0, { most });
          const items = writes.map((write, id) => ({ id, keys: write.keys, fails: write.fails }));
          const submitted: number[] = [];
          const settled = await Promise.allSettled(
            items.map(async (item, i) => {
              // Some writes arrive a few ticks later, while a transaction runs.
              for (let tick = 0; tick < writes[i]!.after; tick++) await Promise.resolve();
              submitted.push(item.id);
              return commit.submit(item);
            }),
          );
          settled.forEach((outcome, id) => {
            if (items[id]!.fails) expect(outcome).toEqual({ status: 'rejected', reason: new Error(`group ${id} failed`) });
            else expect(outcome).toEqual({ status: 'fulfilled', value: `answer ${id}` });
          });
          for (const group of groups) {
            expect(group.length).toBeLessThanOrEqual(most);
            const keys = group.flatMap((id) => items[id]!.keys);
            expect(new Set(keys).size).toBe(keys.length);
          }
          // The successful runs of writes sharing a key come in the order the writes were submitted.
          const answered = groups.filter((group) => !group.some((id) => items[id]!.fails)).flat();
          for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) {
            const sharing = (ids: readonly number[]) => ids.filter((id) => items[id]!.keys.includes(key) && !items[id]!.fails);
            expect(sharing(answered)).toEqual(sharing(submitted));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a busy server gathers: after a group of several writes, the next takes the writes still arriving a turn apart, until none came for 0.2 ms', async () => {
    const clock = manualClock();
    let release!: () => void;
    const { commit, groups } = recorded(0, { now: clock.now, hold: () => (groups.length === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()) });
    const first = [1, 2].map((id) => commit.submit({ id, keys: [`k${id}`] }));
    while (groups.length === 0) await nextTurn();
    const later = [commit.submit({ id: 3, keys: ['k3'] })];
    release();
    // The writers answered come back one by one, 0.1 ms apart: each joins the group gathering.
    for (const id of [4, 5, 6]) {
      await nextTurn();
      clock.ms += 0.1;
      later.push(commit.submit({ id, keys: [`k${id}`] }));
    }
    for (let turn = 0; turn < 5; turn++) await nextTurn();
    expect(groups).toEqual([[1, 2]]);
    // Then nothing for 0.2 ms (and a little more: the clock's sums are floating-point): the group closes.
    clock.ms += 0.21;
    expect(await Promise.all([...first, ...later])).toEqual(['answer 1', 'answer 2', 'answer 3', 'answer 4', 'answer 5', 'answer 6']);
    expect(groups).toEqual([
      [1, 2],
      [3, 4, 5, 6],
    ]);
  });

  it('a busy server gathers for at most 1 ms: writes that never stop coming go in groups of what came by then', async () => {
    const clock = manualClock();
    let release!: () => void;
    const { commit, groups } = recorded(0, { now: clock.now, hold: () => (groups.length === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()) });
    const answers = [1, 2].map((id) => commit.submit({ id, keys: [] }));
    while (groups.length === 0) await nextTurn();
    answers.push(commit.submit({ id: 3, keys: [] }));
    release();
    // A write every turn, 0.15 ms apart (never a gap of 0.2 ms), for 2.25 ms.
    for (let id = 4; id <= 18; id++) {
      await nextTurn();
      clock.ms += 0.15;
      answers.push(commit.submit({ id, keys: [] }));
    }
    clock.ms += 1;
    await Promise.all(answers);
    expect(groups[0]).toEqual([1, 2]);
    // The second group closed 1 ms after it began gathering, without the writes that came later.
    expect(groups[1]!.length).toBeGreaterThanOrEqual(7);
    expect(groups[1]!.length).toBeLessThanOrEqual(9);
    expect(groups.slice(1).flat()).toEqual(Array.from({ length: 16 }, (_, i) => i + 3));
  });

  it('an idle server does not gather: a lone write, and the first 5 ms after a busy spell, run a turn later', async () => {
    // The clock moves only when the test moves it: a group that gathered would never close.
    const clock = manualClock();
    const { commit, groups } = recorded(0, { now: clock.now });
    expect(await commit.submit({ id: 1, keys: [] })).toBe('answer 1');
    expect(await Promise.all([2, 3].map((id) => commit.submit({ id, keys: [] })))).toEqual(['answer 2', 'answer 3']);
    clock.ms += 5;
    expect(await commit.submit({ id: 4, keys: [] })).toBe('answer 4');
    expect(groups).toEqual([[1], [2, 3], [4]]);
  });

  it('a write that comes within 5 ms of a group of several, even with none waiting meanwhile, gathers', async () => {
    const clock = manualClock();
    const { commit, groups } = recorded(0, { now: clock.now });
    await Promise.all([1, 2].map((id) => commit.submit({ id, keys: [] })));
    clock.ms += 4;
    const next = commit.submit({ id: 3, keys: [] });
    for (let turn = 0; turn < 5; turn++) await nextTurn();
    // Still gathering: a write coming now joins it.
    expect(groups).toEqual([[1, 2]]);
    const joined = commit.submit({ id: 4, keys: [] });
    await nextTurn();
    clock.ms += 0.25;
    expect(await Promise.all([next, joined])).toEqual(['answer 3', 'answer 4']);
    expect(groups).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});
