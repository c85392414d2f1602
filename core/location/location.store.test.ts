import { effect } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { LocationStore } from './location.store';
import { pos } from './testing/arbitraries';

describe('LocationStore', () => {
  it('LOC-01: starts idle with no position, unknown permission and every flag off', () => {
    const store = new LocationStore();
    expect(store.position.value).toBeNull();
    expect(store.permission.value).toBe('unknown');
    expect(store.permissionCode.value).toBe(0);
    expect(store.status.value).toEqual({ kind: 'idle' });
    expect([store.denied.value, store.timeout.value, store.dismissed.value]).toEqual([false, false, false]);
  });

  it('LOC-01: the persisted slice carries version 1, the position and the three flags', () => {
    const store = new LocationStore();
    const p = pos(48.85, 2.35, 1_000);
    store.setPosition(p);
    store.setTimedOut(true);
    store.markDismissed();
    expect(store.persisted.value).toEqual({ version: 1, position: p, denied: false, timeout: true, dismissed: true });
  });

  it('LOC-07: a denial sets the denied flag and permission code 3 in one notification', () => {
    const store = new LocationStore();
    const seen: Array<[boolean, number]> = [];
    const stop = effect(() => {
      seen.push([store.denied.value, store.permissionCode.value]);
    });
    store.markDenied();
    stop();
    expect(seen).toEqual([
      [false, 0],
      [true, 3],
    ]);
  });

  it('LOC-07: a reading after a denial means granted (code 1) and clears the denied flag', () => {
    const store = new LocationStore();
    store.markDenied();
    store.markReadable();
    expect(store.permissionCode.value).toBe(1);
    expect(store.denied.value).toBe(false);
  });
});
