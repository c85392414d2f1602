import { describe, expect, it } from 'vitest';
import './reflect-metadata-lite';

const R = Reflect as unknown as {
  defineMetadata(k: unknown, v: unknown, t: object, p?: string): void;
  getOwnMetadata(k: unknown, t: object, p?: string): unknown;
  getMetadata(k: unknown, t: object, p?: string): unknown;
  hasOwnMetadata(k: unknown, t: object, p?: string): boolean;
};

describe('Reflect metadata (the part inversify uses)', () => {
  it('keeps metadata per target and property, own or inherited through the prototype chain', () => {
    class Base {}
    class Child extends Base {}
    R.defineMetadata('id', 1, Base);
    R.defineMetadata('id', 2, Base, 'm');
    expect(R.getOwnMetadata('id', Base)).toBe(1);
    expect(R.getOwnMetadata('id', Base, 'm')).toBe(2);
    expect(R.hasOwnMetadata('id', Child)).toBe(false);
    expect(R.getOwnMetadata('id', Child)).toBeUndefined();
    expect(R.getMetadata('id', Child)).toBe(1);
    R.defineMetadata('id', 3, Child);
    expect(R.getMetadata('id', Child)).toBe(3);
    expect(R.getMetadata('missing', Child)).toBeUndefined();
  });

  it('serves the inversify container: modules get ids, bindings resolve as singletons', async () => {
    const { Container, ContainerModule } = await import('inversify');
    const T = Symbol('t');
    const c = new Container({ defaultScope: 'Singleton' });
    c.load(
      new ContainerModule(({ bind }) => {
        bind(T).toResolvedValue(() => ({ n: 1 }));
      }),
    );
    expect(c.get(T)).toBe(c.get(T));
  });
});
