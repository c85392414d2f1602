import { describe, expect, it } from 'vitest';
import { FakeTime } from '../shared/testing';
import { ImageLoad } from '.';

describe('PROF-17 / PROF-14: loading one image', () => {
  it('PROF-17: a url that fails gives way to the next; when every url fails the state is failed (the error placeholder)', () => {
    const time = new FakeTime();
    const load = new ImageLoad(['/a.webp', '/b.webp'], time);
    load.start();
    expect(load.state.value).toEqual({ kind: 'loading', url: '/a.webp' });
    load.failed();
    expect(load.state.value).toEqual({ kind: 'loading', url: '/b.webp' });
    load.failed();
    expect(load.state.value).toEqual({ kind: 'failed' });
    expect(time.pendingTimers).toBe(0);
  });

  it('PROF-14: an image not loaded after 5 s counts as failed; one loaded at 4.999 s stays', () => {
    const time = new FakeTime();
    const slow = new ImageLoad(['/a.webp', '/b.webp'], time);
    slow.start();
    time.advance(4_999);
    expect(slow.state.value).toEqual({ kind: 'loading', url: '/a.webp' });
    time.advance(1);
    expect(slow.state.value).toEqual({ kind: 'loading', url: '/b.webp' });
    time.advance(5_000);
    expect(slow.state.value).toEqual({ kind: 'failed' });

    const fast = new ImageLoad(['/a.webp'], time);
    fast.start();
    time.advance(4_999);
    fast.loaded();
    time.advance(10_000);
    expect(fast.state.value).toEqual({ kind: 'loaded', url: '/a.webp' });
  });

  it('PROF-17: no url at all is the error placeholder at once', () => {
    expect(new ImageLoad([], new FakeTime()).state.value).toEqual({ kind: 'failed' });
  });
});

describe('ImageLoad: one wait at a time, and only while loading', () => {
  it('a second start does not add a second wait; a loaded or failed image starts none', () => {
    const time = new FakeTime();
    const load = new ImageLoad(['/a.webp', '/b.webp'], time);
    load.start();
    load.start();
    expect(time.pendingTimers).toBe(1);
    load.loaded();
    expect(time.pendingTimers).toBe(0);
    load.start();
    expect(time.pendingTimers).toBe(0);
    const none = new ImageLoad([], time);
    none.start();
    expect(time.pendingTimers).toBe(0);
  });

  it('a loaded image stays loaded when told of a failure, and a failed one stays failed', () => {
    const time = new FakeTime();
    const load = new ImageLoad(['/a.webp', '/b.webp'], time);
    load.loaded();
    load.failed();
    expect(load.state.value).toEqual({ kind: 'loaded', url: '/a.webp' });
    const broken = new ImageLoad(['/a.webp'], time);
    broken.failed();
    broken.loaded();
    expect(broken.state.value).toEqual({ kind: 'failed' });
  });

  it('dispose stops the wait', () => {
    const time = new FakeTime();
    const load = new ImageLoad(['/a.webp', '/b.webp'], time);
    load.start();
    load.dispose();
    expect(time.pendingTimers).toBe(0);
    time.advance(10_000);
    expect(load.state.value).toEqual({ kind: 'loading', url: '/a.webp' });
  });
});
