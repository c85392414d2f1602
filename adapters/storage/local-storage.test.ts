import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { browserLocalStorage, LocalStorageKeyValueStorage, type WebStorage } from './local-storage';
import { InProcessWebStorage } from './testing/in-process-web-storage';

/** A Web Storage area whose every method throws, as when the browser blocks storage for the page. */
class BlockedWebStorage implements WebStorage {
  constructor(private readonly failure: () => unknown) {}
  get length(): number {
    throw this.failure();
  }
  key(): string | null {
    throw this.failure();
  }
  getItem(): string | null {
    throw this.failure();
  }
  setItem(): void {
    throw this.failure();
  }
  removeItem(): void {
    throw this.failure();
  }
}

const securityError = () => new DOMException('The operation is insecure.', 'SecurityError');

const expectUnusableButQuiet = async (adapter: LocalStorageKeyValueStorage) => {
  expect(await adapter.setItem('k', 'v')).toMatchObject({ ok: false, error: { code: 'STORAGE.UNAVAILABLE' } });
  expect(await adapter.getItem('k')).toBeNull();
  expect(await adapter.keys()).toEqual([]);
  await expect(adapter.removeItem('k')).resolves.toBeUndefined();
};

describe('LocalStorageKeyValueStorage', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'localStorage', original);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it("maps every browser's quota error to STORAGE.QUOTA_EXCEEDED", async () => {
    const quotaErrors = [
      () => new DOMException('full', 'QuotaExceededError'),
      () => new DOMException('full', 'NS_ERROR_DOM_QUOTA_REACHED'),
      () => Object.assign(new Error('full'), { name: 'NS_ERROR_DOM_QUOTA_REACHED', code: 1014 }),
      () => Object.assign(new Error('full'), { name: 'QUOTA_EXCEEDED_ERR', code: 22 }),
    ];
    for (const failure of quotaErrors) {
      const adapter = new LocalStorageKeyValueStorage(new BlockedWebStorage(failure));
      expect(await adapter.setItem('k', 'v')).toMatchObject({ ok: false, error: { code: 'STORAGE.QUOTA_EXCEEDED' } });
    }
  });

  const thrownArb = fc.oneof(fc.constant<unknown>(securityError()), fc.string(), fc.constant(null), fc.constant(new TypeError()));
  it('a store that throws anything else is unavailable: writes say so, reads are empty, nothing throws', async () => {
    await fc.assert(
      fc.asyncProperty(thrownArb, async (thrown) => {
        await expectUnusableButQuiet(new LocalStorageKeyValueStorage(new BlockedWebStorage(() => thrown)));
      }),
    );
  });

  it('a missing store is unavailable', async () => {
    await expectUnusableButQuiet(new LocalStorageKeyValueStorage(undefined));
  });

  it("uses the page's localStorage by default", async () => {
    const page = new InProcessWebStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: page, configurable: true });
    const adapter = new LocalStorageKeyValueStorage();
    expect((await adapter.setItem('k', 'v')).ok).toBe(true);
    expect(page.getItem('k')).toBe('v');
  });

  it('is unavailable, not broken, where merely reading localStorage throws', async () => {
    Object.defineProperty(globalThis, 'localStorage', {
      get: () => {
        throw securityError();
      },
      configurable: true,
    });
    expect(browserLocalStorage()).toBeUndefined();
    await expectUnusableButQuiet(new LocalStorageKeyValueStorage());
  });

  it('lists keys through key(i) and length', async () => {
    const page = new InProcessWebStorage();
    page.setItem('a', '1');
    page.setItem('b', '2');
    expect(await new LocalStorageKeyValueStorage(page).keys()).toEqual(['a', 'b']);
  });
});
