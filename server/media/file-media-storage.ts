/**
 * The media storage in a local folder (`${DATA_DIR}/media`): one file per key. Writes go to a temporary name
 * and are renamed into place, so a reader never sees half a file and a crash leaves no file under a real key.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentTypeOfKey, type MediaContentType, type MediaStorage, type StoredMedia } from './media-storage.port';

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

export class FileMediaStorage implements MediaStorage {
  /** `root` is created when the first file is stored. */
  constructor(readonly root: string) {}

  async put(key: string, bytes: Uint8Array, contentType: MediaContentType): Promise<void> {
    const expected = contentTypeOfKey(key);
    if (expected === null) throw new Error(`Not a media key: ${key}`);
    if (expected !== contentType) throw new Error(`Key ${key} holds ${expected}, not ${contentType}`);
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true });
    // The temporary name has dots in it, so it is never a media key and is never served.
    const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredMedia | null> {
    const contentType = contentTypeOfKey(key);
    if (contentType === null) return null;
    try {
      return { bytes: await readFile(join(this.root, key)), contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (contentTypeOfKey(key) === null) return;
    await rm(join(this.root, key), { force: true });
  }
}
