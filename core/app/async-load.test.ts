import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ListState } from '../matches/matches.store';
import type { Conversation } from '../chat/conversation';
import { ASYNC_LOAD_STATUSES, nextAsyncLoad, NOT_LOADED, valueOf, type AsyncLoad, type AsyncLoadEvent, type AsyncLoadStatus } from './async-load';

type Load = AsyncLoad<number, string>;
type Event = AsyncLoadEvent<number, string>;

const eventArb: fc.Arbitrary<Event> = fc.oneof(
  fc.constant({ type: 'request' as const }),
  fc.integer().map((value) => ({ type: 'succeed' as const, value })),
  fc.string({ maxLength: 3 }).map((error) => ({ type: 'fail' as const, error })),
  fc.constant({ type: 'reset' as const }),
);

describe('APP-10: async-load status', () => {
  it('APP-10: the named statuses are not loaded, loading, loaded and error', () => {
    expect(ASYNC_LOAD_STATUSES).toEqual(['not-loaded', 'loading', 'loaded', 'error']);
    // Checked by the type checker: the status is exactly these four, and the match lists and conversations use it.
    expectTypeOf<AsyncLoadStatus>().toEqualTypeOf<'not-loaded' | 'loading' | 'loaded' | 'error'>();
    expectTypeOf<ListState['status']>().toEqualTypeOf<AsyncLoadStatus>();
    expectTypeOf<Conversation['status']>().toEqualTypeOf<AsyncLoadStatus>();
  });

  it('the load reducer (no store uses it yet): request → loading, then success → loaded or failure → error; a refresh keeps the value while loading', () => {
    let load: Load = NOT_LOADED;
    load = nextAsyncLoad(load, { type: 'request' });
    expect(load).toEqual({ status: 'loading' });
    load = nextAsyncLoad(load, { type: 'succeed', value: 7 });
    expect(load).toEqual({ status: 'loaded', value: 7 });
    load = nextAsyncLoad(load, { type: 'request' });
    expect(load).toEqual({ status: 'loading', previous: 7 });
    load = nextAsyncLoad(load, { type: 'fail', error: 'x' });
    expect(load).toEqual({ status: 'error', error: 'x', previous: 7 });
    expect(valueOf(load)).toBe(7);
  });

  it('the load reducer (no store uses it yet): for any events, loaded and error are reached only from loading, stale answers change nothing, and the last good value is kept until a reset', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let load: Load = NOT_LOADED;
        let lastGood: number | undefined;
        for (const event of events) {
          const next = nextAsyncLoad(load, event);
          if (next.status === 'loaded' || next.status === 'error') {
            if (next !== load) expect(load.status).toBe('loading');
          }
          if ((event.type === 'succeed' || event.type === 'fail') && load.status !== 'loading') expect(next).toBe(load);
          if (event.type === 'reset') lastGood = undefined;
          if (event.type === 'succeed' && load.status === 'loading') lastGood = event.value;
          expect(valueOf(next)).toBe(lastGood);
          expect(ASYNC_LOAD_STATUSES).toContain(next.status);
          load = next;
        }
      }),
    );
  });
});
