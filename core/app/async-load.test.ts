import { describe, expectTypeOf, it } from 'vitest';
import type { ListState } from '../matches/matches.store';
import type { Conversation } from '../chat/conversation';
import type { AsyncLoadStatus } from './async-load';

describe('APP-10: async-load status', () => {
  it('APP-10: the named statuses are not loaded, loading, loaded and error', () => {
    // Checked by the type checker: the status is exactly these four, and the match lists and conversations use it.
    expectTypeOf<AsyncLoadStatus>().toEqualTypeOf<'not-loaded' | 'loading' | 'loaded' | 'error'>();
    expectTypeOf<ListState['status']>().toEqualTypeOf<AsyncLoadStatus>();
    expectTypeOf<Conversation['status']>().toEqualTypeOf<AsyncLoadStatus>();
  });
});
