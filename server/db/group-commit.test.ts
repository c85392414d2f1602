import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

interface Item {
  readonly id: number;
  readonly keys: readonly string[];
  readonly fails?: boolean;
}

/** A GroupCommit whose transactions take `delay` ms and are recorded; an item with `fails` fails its group. */
const recorded = (delay = 0, most?: number) => {
  const groups: number[][] = [];
  const commit = new GroupCommit<Item, string>(
    async (items) => {
      groups.push(items.map((item) => item.id));
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (items.some((item) => item.fails)) throw new Error(`group ${items.map((item) => item.id).join(',')} failed`);
      return items.map((item) => `answer ${item.id}`);
    },
    (item) => item.keys,
    most,
  );
  return { commit, groups };
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
    const { commit, groups } = recorded(1, 3);
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
          const { commit, groups } = recorded(0, most);
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
});
