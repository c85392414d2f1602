import { describe, expect, it } from 'vitest';
import { FakeTime, MemoryLogger, MemoryStorage } from '../../shared/testing';
import { PersistenceService } from '../persistence.service';
import { APP_SLICES } from '.';

describe('BAN-12: the appeals state', () => {
  it('BAN-12: modalFYIviewedAt and banPolicy are kept under version 1 and read back after a reload; nothing stored reads as nulls', async () => {
    const storage = new MemoryStorage();
    const time = new FakeTime();
    const deps = { storage, clock: time, scheduler: time, logger: new MemoryLogger() };
    expect((await new PersistenceService(deps, APP_SLICES).rehydrate()).appeals).toEqual({ modalFYIviewedAt: null, banPolicy: null });
    const writer = new PersistenceService(deps, APP_SLICES);
    writer.save('appeals', { modalFYIviewedAt: 1_700_000_000_000, banPolicy: 'spam' });
    await writer.flush();
    const stored = JSON.parse((await storage.getItem('spark:persist:appeals')) ?? 'null') as { v: number; d: unknown };
    expect(stored.v).toBe(1);
    expect(stored.d).toEqual({ modalFYIviewedAt: 1_700_000_000_000, banPolicy: 'spam' });
    expect((await new PersistenceService(deps, APP_SLICES).rehydrate()).appeals).toEqual({ modalFYIviewedAt: 1_700_000_000_000, banPolicy: 'spam' });
  });
});
