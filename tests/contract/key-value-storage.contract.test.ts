import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LocalStorageKeyValueStorage } from '../../adapters/storage/local-storage';
import { InProcessWebStorage } from '../../adapters/storage/testing/in-process-web-storage';
import type { KeyValueStorage } from '../../core/shared';
import { MemoryStorage } from '../../core/shared/testing';

/** Builds an empty store; `quotaChars` bounds the total length of keys plus values. */
type StorageFactory = (quotaChars?: number) => KeyValueStorage;

/** Keys a naive object-backed store would get wrong. */
const trickyKeyArb = fc.constantFrom('__proto__', 'constructor', 'length', 'key', 'getItem', 'toString', '', ' ');
const keyArb = fc.oneof(fc.string({ maxLength: 8 }), trickyKeyArb);
const valueArb = fc.string({ unit: 'binary', maxLength: 32 });

type Op =
  | { readonly op: 'set'; readonly key: string; readonly value: string }
  | { readonly op: 'remove'; readonly key: string };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('set' as const), key: keyArb, value: valueArb }),
  fc.record({ op: fc.constant('remove' as const), key: keyArb }),
);

const keyValueStorageContract = (name: string, create: StorageFactory): void => {
  describe(`KeyValueStorage contract: ${name}`, () => {
    it('a missing key reads as null and lists nothing', async () => {
      const storage = create();
      expect(await storage.getItem('absent')).toBeNull();
      expect(await storage.keys()).toEqual([]);
    });

    it('a written string reads back exactly, including the empty string and lone surrogates', async () => {
      await fc.assert(
        fc.asyncProperty(keyArb, valueArb, async (key, value) => {
          const storage = create();
          expect(await storage.setItem(key, value)).toEqual({ ok: true, value: undefined });
          expect(await storage.getItem(key)).toBe(value);
        }),
      );
    });

    it('any sequence of writes and removals leaves the same contents as a Map', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { maxLength: 30 }), async (ops) => {
          const storage = create();
          const model = new Map<string, string>();
          for (const step of ops) {
            if (step.op === 'set') {
              expect((await storage.setItem(step.key, step.value)).ok).toBe(true);
              model.set(step.key, step.value);
            } else {
              await storage.removeItem(step.key);
              model.delete(step.key);
            }
          }
          expect([...(await storage.keys())].sort()).toEqual([...model.keys()].sort());
          for (const [key, value] of model) expect(await storage.getItem(key)).toBe(value);
        }),
      );
    });

    it('removing a key that is not there is harmless', async () => {
      const storage = create();
      await storage.setItem('kept', 'v');
      await expect(storage.removeItem('absent')).resolves.toBeUndefined();
      expect(await storage.keys()).toEqual(['kept']);
    });

    it('a write past the quota answers STORAGE.QUOTA_EXCEEDED, never throws, and changes nothing', async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ minLength: 1, maxLength: 20 }), fc.integer({ min: 101, max: 400 }), async (old, n) => {
          const storage = create(100);
          expect((await storage.setItem('a', old)).ok).toBe(true);
          expect((await storage.setItem('b', 'other')).ok).toBe(true);
          const refused = await storage.setItem('a', 'x'.repeat(n));
          expect(refused).toMatchObject({ ok: false, error: { code: 'STORAGE.QUOTA_EXCEEDED' } });
          expect(await storage.getItem('a')).toBe(old);
          expect(await storage.getItem('b')).toBe('other');
          const refusedNew = await storage.setItem('c', 'x'.repeat(n));
          expect(refusedNew).toMatchObject({ ok: false, error: { code: 'STORAGE.QUOTA_EXCEEDED' } });
          expect(await storage.getItem('c')).toBeNull();
        }),
      );
    });

    it('the quota counts keys plus values, and overwriting a key reuses its space', async () => {
      const storage = create(10);
      expect((await storage.setItem('k', 'x'.repeat(9))).ok).toBe(true);
      expect((await storage.setItem('k', 'y'.repeat(9))).ok).toBe(true);
      expect((await storage.setItem('j', '')).ok).toBe(false);
      await storage.removeItem('k');
      expect((await storage.setItem('jj', 'z'.repeat(8))).ok).toBe(true);
    });
  });
};

keyValueStorageContract('MemoryStorage', (quota) => new MemoryStorage(quota));
keyValueStorageContract(
  'LocalStorageKeyValueStorage over Web Storage',
  (quota) => new LocalStorageKeyValueStorage(new InProcessWebStorage(quota)),
);
