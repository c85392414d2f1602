export { FakeTime, flushMicrotasks } from './fake-time';
export { SeededRandom, FixedRandom } from './seeded-random';
export { SequentialIds } from './sequential-ids';
export { MemoryLogger, type LogEntry } from './memory-logger';
export { MemoryStorage } from './memory-storage';
