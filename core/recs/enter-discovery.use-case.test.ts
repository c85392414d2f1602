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
});
