/**
 * The part of the Reflect metadata API that the inversify container calls at run time (`defineMetadata`,
 * `getOwnMetadata`, `getMetadata`, `hasOwnMetadata`, and the two a co-installed polyfill reads), installed in place of the `reflect-metadata/lite` polyfill by
 * an alias in vite.config.ts. The app uses no decorators, so the full polyfill's 2.6 KB would be start-up weight
 * for nothing. Behaviour follows the proposal for these calls: metadata per target and property key, own or
 * inherited through the prototype chain; an existing implementation is left alone.
 */
type Key = string | symbol | undefined;
type Target = object;

const store = new WeakMap<Target, Map<Key, Map<unknown, unknown>>>();

const own = (target: Target, property: Key, create: boolean): Map<unknown, unknown> | undefined => {
  let byProperty = store.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    byProperty = new Map();
    store.set(target, byProperty);
  }
  let entries = byProperty.get(property);
  if (!entries && create) {
    entries = new Map();
    byProperty.set(property, entries);
  }
  return entries;
};

const api = {
  defineMetadata(key: unknown, value: unknown, target: Target, property?: Key): void {
    own(target, property, true)!.set(key, value);
  },
  hasOwnMetadata(key: unknown, target: Target, property?: Key): boolean {
    return own(target, property, false)?.has(key) ?? false;
  },
  getOwnMetadata(key: unknown, target: Target, property?: Key): unknown {
    return own(target, property, false)?.get(key);
  },
  getOwnMetadataKeys(target: Target, property?: Key): unknown[] {
    return [...(own(target, property, false)?.keys() ?? [])];
  },
  deleteMetadata(key: unknown, target: Target, property?: Key): boolean {
    return own(target, property, false)?.delete(key) ?? false;
  },
  getMetadata(key: unknown, target: Target, property?: Key): unknown {
    for (let t: Target | null = target; t !== null; t = Object.getPrototypeOf(t) as Target | null) {
      const entries = own(t, property, false);
      if (entries?.has(key)) return entries.get(key);
    }
    return undefined;
  },
};

const reflect = Reflect as unknown as Record<string, unknown>;
for (const [name, fn] of Object.entries(api)) {
  if (typeof reflect[name] !== 'function') reflect[name] = fn;
}

export {};
