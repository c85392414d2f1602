import { describe, expect, it } from 'vitest';
import { EnterDiscoveryUseCase } from './enter-discovery.use-case';

describe('EnterDiscoveryUseCase', () => {
  it('LOC-02, RECS-03, RECS-11: entering Discover starts location tracking, loads the settings and allowances, runs the timers and fills the stack, together', async () => {
    const started: string[] = [];
    let release: () => void = () => undefined;
    const location = new Promise<void>((resolve) => (release = resolve));
    const enter = new EnterDiscoveryUseCase({
      load: { topUp: async () => void started.push('recs') },
      timers: { start: () => void started.push('timers') },
      loadSettings: async () => void started.push('settings'),
      startLocation: () => (started.push('location'), location),
    });
    const entering = enter.enter();
    await Promise.resolve();
    // The stack does not wait for location tracking to start.
    expect(started.sort()).toEqual(['location', 'recs', 'settings', 'timers']);
    release();
    await entering;
  });

  it('tells when the stack has loaded, whether or not location tracking and the settings are still on their way, and when its load failed', async () => {
    const told: string[] = [];
    let fill!: () => void;
    const filling = new Promise<void>((resolve) => (fill = resolve));
    const never = new Promise<void>(() => undefined);
    const enter = new EnterDiscoveryUseCase({
      load: { topUp: () => filling.then(() => void told.push('filled')) },
      timers: { start: () => undefined },
      loadSettings: () => never,
      startLocation: () => never,
      stackSettled: () => void told.push('settled'),
    });
    void enter.enter();
    await Promise.resolve();
    expect(told).toEqual([]);
    fill();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(told).toEqual(['filled', 'settled']);

    const failed: string[] = [];
    const broken = new EnterDiscoveryUseCase({
      load: { topUp: () => Promise.reject(new Error('offline')) },
      timers: { start: () => undefined },
      loadSettings: async () => undefined,
      startLocation: async () => undefined,
      stackSettled: () => void failed.push('settled'),
    });
    await expect(broken.enter()).rejects.toThrow('offline');
    expect(failed).toEqual(['settled']);
  });
});
