import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpMediaApi } from '../../adapters/media/http-media-api';
import { FakeAuthTokenSource } from '../../core/api/testing';
import type { MediaApiPort, MediaPhoto } from '../../core/media';
import { FakeMediaApi } from '../../core/media/testing/fake-media-api';
import type { AppError, Result } from '../../core/shared';
import { realJpeg, realPng } from '../../server/media/testing/images';
import { pageClient, referenceServerWorld, type ContractWorld } from './support/reference-server-world';
import { memberSignedInByPhone } from './support/signed-in-member';

type MediaWorld = ContractWorld<MediaApiPort>;

const PHONE = '+14155550177';
/** A well-formed id nobody has. */
const UNKNOWN_ID = '0123456789abcdef01234567';
const jpeg = () => {
  const bytes = realJpeg();
  return { size: bytes.length, type: 'image/jpeg', arrayBuffer: async () => bytes.slice().buffer };
};
const png = () => {
  const bytes = realPng();
  return { size: bytes.length, type: 'image/png', arrayBuffer: async () => bytes.slice().buffer };
};

const fakeWorld: MediaWorld = { start: async () => {}, open: async () => new FakeMediaApi(), stop: async () => {} };

const serverWorld = (): MediaWorld & { dispose(): void } => {
  const dataDir = mkdtempSync(join(tmpdir(), 'spark-media-contract-'));
  const world = referenceServerWorld(
    async (t) => {
      const tokens = new FakeAuthTokenSource();
      const login = await memberSignedInByPhone(t.client(), t.database.db, PHONE, 'Jane');
      tokens.set(login.authToken);
      return new HttpMediaApi(pageClient(t, tokens));
    },
    { overrides: { dataDir } },
  );
  return { ...world, dispose: () => rmSync(dataDir, { recursive: true, force: true }) };
};

const valueOf = <T>(result: Result<T, AppError>, what: string): T => {
  if (!result.ok) throw new Error(`${what} failed with ${String(result.error.code)}`);
  return result.value;
};

const mediaContract = (name: string, world: MediaWorld) =>
  describe(`MediaApiPort contract: ${name}`, () => {
    let api: MediaApiPort;
    beforeAll(() => world.start(), 60_000);
    afterAll(() => world.stop());
    beforeEach(async () => {
      api = await world.open();
    });

    /** Uploads `files` through placeholders; answers the photos in upload order. */
    const added = async (files: ReadonlyArray<ReturnType<typeof jpeg>>): Promise<MediaPhoto[]> => {
      const ids = valueOf(await api.createPlaceholders(files.length), 'placeholders');
      const photos: MediaPhoto[] = [];
      for (const [i, file] of files.entries()) {
        const progress: number[] = [];
        const photo = valueOf(await api.upload(ids[i]!, file, (f) => progress.push(f)).done, 'upload');
        expect(progress[0]).toBe(0);
        expect(progress.at(-1)).toBe(1);
        expect(photo?.id).toBe(ids[i]);
        photos.push(photo!);
      }
      return photos;
    };

    it('PROF-13: placeholders with a count, then each upload answers the photo its placeholder became, with its sizes widest first', async () => {
      expect(valueOf(await api.list(), 'list')).toEqual([]);
      const [photo] = await added([jpeg()]);
      expect(photo!.type).toBe('photo');
      expect(photo!.processedFiles.length).toBeGreaterThan(0);
      expect(photo!.url).toBe(photo!.processedFiles[0]!.url);
      const widths = photo!.processedFiles.map((f) => f.width);
      expect(widths).toEqual([...widths].sort((a, b) => b - a));
      expect(photo!.altText).toBeNull();
      expect(valueOf(await api.list(), 'list').map((p) => p.id)).toEqual([photo!.id]);
    });

    it('PROF-13: a photo keeps its placeholder`s place whatever order the uploads finish in', async () => {
      const [first, second] = valueOf(await api.createPlaceholders(2), 'placeholders');
      valueOf(await api.upload(second!, png(), () => undefined).done, 'second upload');
      valueOf(await api.upload(first!, jpeg(), () => undefined).done, 'first upload');
      expect(valueOf(await api.list(), 'list').map((p) => p.id)).toEqual([first, second]);
    });

    it('PROF-16: more than 9 placeholders and photos in all is 40900', async () => {
      valueOf(await api.createPlaceholders(9), 'nine placeholders');
      expect(await api.createPlaceholders(1)).toMatchObject({ ok: false, error: { code: 40900 } });
    });

    it('PROF-15: reorder answers the photos in the new order and list keeps it; a list that is not every photo once is 40000', async () => {
      const photos = await added([jpeg(), png()]);
      const reversed = photos.map((p) => p.id).reverse();
      expect(valueOf(await api.reorder(reversed), 'reorder').map((p) => p.id)).toEqual(reversed);
      expect(valueOf(await api.list(), 'list').map((p) => p.id)).toEqual(reversed);
      expect(await api.reorder([reversed[0]!])).toMatchObject({ ok: false, error: { code: 40000 } });
    });

    it('PROF-15: details set and clear the alternative text', async () => {
      const [photo] = await added([jpeg()]);
      expect(valueOf(await api.updateDetails(photo!.id, 'Me on a hike'), 'details').altText).toBe('Me on a hike');
      expect(valueOf(await api.list(), 'list')[0]!.altText).toBe('Me on a hike');
      expect(valueOf(await api.updateDetails(photo!.id, null), 'details').altText).toBeNull();
    });

    it('PROF-15: remove deletes a photo or a placeholder; an unknown id is 40400', async () => {
      const [photo] = await added([jpeg()]);
      const [spare] = valueOf(await api.createPlaceholders(1), 'placeholder');
      expect((await api.remove(photo!.id)).ok).toBe(true);
      expect((await api.remove(spare!)).ok).toBe(true);
      expect(valueOf(await api.list(), 'list')).toEqual([]);
      expect(await api.remove(UNKNOWN_ID)).toMatchObject({ ok: false, error: { code: 40400 } });
    });
  });

const server = serverWorld();
mediaContract('fake', fakeWorld);
mediaContract('HTTP adapter against the reference server', server);
afterAll(() => server.dispose());
