import fc from 'fast-check';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileMediaStorage } from './file-media-storage';
import { contentTypeOfKey, isMediaKey } from './media-storage.port';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'spark-media-store-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const files = (): string[] => readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);

describe('FileMediaStorage', () => {
  it('stores, reads back with the type of the key`s extension, replaces and deletes files', async () => {
    const storage = new FileMediaStorage(join(root, 'media'));
    expect(await storage.get('photos/a.jpg')).toBeNull();
    await storage.put('photos/a.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
    expect(await storage.get('photos/a.jpg')).toEqual({ bytes: Buffer.from([1, 2, 3]), contentType: 'image/jpeg' });
    await storage.put('photos/a.jpg', new Uint8Array([4]), 'image/jpeg');
    expect((await storage.get('photos/a.jpg'))?.bytes).toEqual(Buffer.from([4]));
    await storage.delete('photos/a.jpg');
    await storage.delete('photos/a.jpg');
    expect(await storage.get('photos/a.jpg')).toBeNull();
    expect(files()).toEqual([]);
  });

  it('refuses a malformed key or a type that is not the extension`s, and writes nothing', async () => {
    const storage = new FileMediaStorage(root);
    await expect(storage.put('../escape.jpg', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow(/media key/);
    await expect(storage.put('photos/a.png', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow(/holds image\/png/);
    await expect(storage.put('photos/a.svg', new Uint8Array([1]), 'image/png')).rejects.toThrow();
    expect(files()).toEqual([]);
  });

  it('a key can never name a path outside the store: no dots but the extension`s, no empty or absolute segments', () => {
    for (const key of ['../a.jpg', 'a/../../b.jpg', '/etc/passwd.png', 'a//b.jpg', 'a.b.jpg', 'a\\b.jpg', '.jpg', 'a.JPG', 'a.gif', 'a', '']) {
      expect(isMediaKey(key), key).toBe(false);
    }
    for (const key of ['a.jpg', 'photos/abc_DEF-123.webp', 'demo/0123456789abcdef01234567/0.svg']) expect(isMediaKey(key), key).toBe(true);
    fc.assert(
      fc.property(fc.string({ maxLength: 64 }), (key) => {
        if (!isMediaKey(key)) return;
        expect(key.split('/').every((segment) => segment !== '' && segment !== '..' && segment !== '.')).toBe(true);
        expect(key.indexOf('.')).toBe(key.lastIndexOf('.'));
        expect(contentTypeOfKey(key)).not.toBeNull();
      }),
    );
  });
});
