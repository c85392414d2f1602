import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime, flushMicrotasks, MemoryLogger } from '../shared/testing';
import { ManagePhotosUseCase, MediaStore, UploadPhotosUseCase } from '.';
import { FakeMediaApi, FakePreviewUrls, fakePhoto } from './testing/fake-media-api';

const file = (name = 'a') => ({ size: 3, type: 'image/jpeg', name, arrayBuffer: async () => new ArrayBuffer(3) });
const settle = () => flushMicrotasks(60);

const setup = () => {
  const api = new FakeMediaApi();
  const store = new MediaStore();
  const time = new FakeTime();
  const previews = new FakePreviewUrls();
  const logger = new MemoryLogger();
  const upload = new UploadPhotosUseCase({ api, store, scheduler: time, previews, logger });
  const manage = new ManagePhotosUseCase({ api, store });
  return { api, store, time, previews, logger, upload, manage };
};

describe('PROF-13: the media upload flow', () => {
  it('PROF-13: placeholders are asked for with the count, each file goes into its own, and the answers become the photos in order', async () => {
    const { api, store, upload } = setup();
    api.photos = [fakePhoto('old')];
    store.setPhotos(api.photos);
    const asked: number[] = [];
    const create = api.createPlaceholders.bind(api);
    api.createPlaceholders = (count) => (asked.push(count), create(count));
    await upload.add([file('a'), file('b')]);
    expect(asked).toEqual([2]);
    expect(store.photos.value.map((p) => p.id)).toEqual(['old', 'm1', 'm2']);
    expect(store.uploads.value).toEqual([]);
  });

  it('PROF-13: a tile shows the progress while its photo goes up', async () => {
    const { api, store, upload } = setup();
    api.holdUploads = true;
    void upload.add([file()]);
    await settle();
    expect(store.uploads.value).toEqual([expect.objectContaining({ status: 'uploading', progress: 0, preview: 'blob:preview-1' })]);
    api.pending[0]!.progress(0.4);
    expect(store.uploads.value[0]!.progress).toBe(0.4);
    api.pending[0]!.finish();
    await settle();
    expect(store.uploads.value).toEqual([]);
    expect(store.photos.value.map((p) => p.id)).toEqual(['m1']);
  });

  it('PROF-13: uploads that finish in another order still show in the order the server keeps (their placeholders` order)', async () => {
    const { api, store, upload } = setup();
    api.holdUploads = true;
    void upload.add([file('a'), file('b'), file('c')]);
    await settle();
    for (const i of [2, 0, 1]) {
      api.pending[i]!.finish();
      await settle();
    }
    expect(store.photos.value.map((p) => p.id)).toEqual(['m1', 'm2', 'm3']);
    expect(api.photos.map((p) => p.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('PROF-13: a refused upload deletes its placeholder, calls the failure handler (the notice) and leaves a failed tile that a retry sends again', async () => {
    const { api, store, upload } = setup();
    api.failNext.upload = { code: 50020, message: 'not a photo' };
    await upload.add([file()]);
    expect(api.placeholders).toEqual([]);
    expect(api.removed).toEqual(['m1']);
    expect(store.notice.value).toEqual({ kind: 'upload-failed', code: 50020 });
    const [tile] = store.uploads.value;
    expect(tile).toEqual(expect.objectContaining({ status: 'failed', error: expect.objectContaining({ code: 50020 }) }));
    await upload.retry(tile!.key);
    expect(store.uploads.value).toEqual([]);
    expect(store.notice.value).toBeNull();
    expect(store.photos.value.map((p) => p.id)).toEqual(['m2']);
  });

  it('PROF-13: when the placeholders are refused (already 9) every tile fails and nothing is left on the server', async () => {
    const { api, store, upload } = setup();
    api.failNext.createPlaceholders = { code: 40900 };
    await upload.add([file(), file()]);
    expect(store.uploads.value.map((t) => t.status)).toEqual(['failed', 'failed']);
    expect(store.notice.value).toEqual({ kind: 'upload-failed', code: 40900 });
    expect(api.placeholders).toEqual([]);
  });

  it('PROF-13: a dismissed failed tile goes, and its preview is revoked 1 s later', async () => {
    const { api, store, upload, previews, time } = setup();
    api.failNext.upload = { code: 41300 };
    await upload.add([file()]);
    upload.dismiss(store.uploads.value[0]!.key);
    expect(store.uploads.value).toEqual([]);
    time.advance(999);
    expect(previews.live.size).toBe(1);
    time.advance(1);
    expect(previews.live.size).toBe(0);
  });

  it('SESS-03, PROF-19: a photo that arrives refreshes the session; a failed upload does not', async () => {
    const api = new FakeMediaApi();
    const store = new MediaStore();
    const time = new FakeTime();
    let changes = 0;
    const upload = new UploadPhotosUseCase({ api, store, scheduler: time, previews: new FakePreviewUrls(), logger: new MemoryLogger(), onPhotoChange: () => (changes += 1) });
    api.failNext.upload = { code: 50020 };
    await upload.add([file()]);
    expect(changes).toBe(0);
    await upload.add([file(), file()]);
    expect(changes).toBe(2);
  });

  it('PROF-19: replacing a photo (isReplacePhoto) puts the new one in the old one`s place and deletes the old one', async () => {
    const { api, store, upload, manage } = setup();
    api.photos = [fakePhoto('p1'), fakePhoto('p2'), fakePhoto('p3')];
    await manage.load();
    store.open({ kind: 'choose', isReplacePhoto: true, photoId: 'p2' });
    await upload.replace('p2', file());
    expect(store.modal.value).toEqual({ kind: 'none' });
    expect(store.photos.value.map((p) => p.id)).toEqual(['p1', 'm1', 'p3']);
    expect(api.photos.map((p) => p.id)).toEqual(['p1', 'm1', 'p3']);
  });
});

describe('PROF-16: nine photos at most', () => {
  it('PROF-16: with 7 photos, 4 chosen files add 2 and the notice says 2 were left out', async () => {
    const { api, store, upload } = setup();
    api.photos = Array.from({ length: 7 }, (_, i) => fakePhoto(`p${i}`));
    store.setPhotos(api.photos);
    await upload.add([file(), file(), file(), file()]);
    expect(store.photos.value).toHaveLength(9);
    expect(store.notice.value).toEqual({ kind: 'too-many', refused: 2 });
    expect(store.slotsLeft.value).toBe(0);
  });

  it('PROF-16: whatever the photos and the files chosen, the grid never holds more than 9', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 9 }), fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 4 }), async (have, batches) => {
        const { api, store, upload } = setup();
        api.photos = Array.from({ length: have }, (_, i) => fakePhoto(`p${i}`));
        store.setPhotos(api.photos);
        for (const n of batches) {
          await upload.add(Array.from({ length: n }, () => file()));
          expect(store.photos.value.length + store.uploads.value.length).toBeLessThanOrEqual(9);
        }
        expect(api.photos.length + api.placeholders.length).toBeLessThanOrEqual(9);
      }),
      { numRuns: 50 },
    );
  });
});

describe('PROF-14: media upload timing', () => {
  it('PROF-14: an answer before 20 s becomes the photo; at 20 s or later the placeholder is deleted and "Upload timeout" reported', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom(0, 19_999, 20_000, 20_001), fc.integer({ min: 0, max: 40_000 })), async (delay) => {
        const { api, store, upload, time, logger } = setup();
        api.holdUploads = true;
        void upload.add([file()]);
        await settle();
        const pending = api.pending[0]!;
        time.setTimeout(() => pending.finish(), delay);
        time.advance(Math.min(delay, 20_000));
        await settle();
        time.advance(45_000);
        await settle();
        if (delay < 20_000) {
          expect(store.photos.value.map((p) => p.id)).toEqual(['m1']);
          expect(store.uploads.value).toEqual([]);
          expect(store.notice.value).toBeNull();
        } else {
          expect(store.photos.value).toEqual([]);
          expect(store.uploads.value).toEqual([expect.objectContaining({ status: 'failed', error: expect.objectContaining({ message: 'Upload timeout' }) })]);
          expect(store.notice.value).toEqual({ kind: 'upload-timeout' });
          expect(api.removed).toEqual(['m1']);
          expect(api.photos).toEqual([]);
          expect(pending.cancelled).toBe(true);
          expect(logger.entries.some((e) => e.message === 'Upload timeout')).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('PROF-14: an answer without the photo waits 5 s for the nudge, then finds the photo', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 14_000 }), async (answeredAt) => {
        const { api, store, upload, time } = setup();
        api.holdUploads = true;
        void upload.add([file()]);
        await settle();
        time.setTimeout(() => api.pending[0]!.finishWithoutPhoto(), answeredAt);
        time.advance(answeredAt);
        await settle();
        time.advance(4_999);
        await settle();
        expect(store.photos.value).toEqual([]);
        time.advance(1);
        await settle();
        expect(store.photos.value.map((p) => p.id)).toEqual(['m1']);
      }),
      { numRuns: 40 },
    );
  });

  it('PROF-14: the preview`s object URL is revoked 1 s after the photo replaced it, not before', async () => {
    const { upload, previews, time } = setup();
    await upload.add([file()]);
    expect(previews.live).toEqual(new Set(['blob:preview-1']));
    time.advance(999);
    expect(previews.live.size).toBe(1);
    time.advance(1);
    expect(previews.live.size).toBe(0);
  });
});

describe('PROF-13: the upload flow, edge cases', () => {
  it('PROF-16: uploads still under way hold their slots when more files are added', async () => {
    const { api, store, upload } = setup();
    api.photos = ['p1', 'p2', 'p3', 'p4', 'p5'].map((id) => fakePhoto(id));
    store.setPhotos(api.photos);
    api.holdUploads = true;
    void upload.add([file(), file(), file()]);
    await settle();
    void upload.add([file(), file(), file()]);
    await settle();
    expect(store.uploads.value).toHaveLength(4);
    expect(store.notice.value).toEqual({ kind: 'too-many', refused: 2 });
  });

  it('PROF-13: no file, no placeholder request', async () => {
    const { api, upload } = setup();
    let asked = 0;
    api.createPlaceholders = async () => (asked++, { ok: true, value: [] });
    await upload.add([]);
    expect(asked).toBe(0);
  });

  it('PROF-13: each file has its own tile: one refused upload fails only its own', async () => {
    const { api, store, upload } = setup();
    api.holdUploads = true;
    void upload.add([file('a'), file('b')]);
    await settle();
    api.pending[0]!.fail({ code: 41300 });
    api.pending[1]!.finish();
    await settle();
    expect(store.uploads.value.map((t) => t.status)).toEqual(['failed']);
    expect(store.photos.value.map((p) => p.id)).toEqual(['m2']);
  });

  it('PROF-13: too few placeholders fail every tile and give back the ones made', async () => {
    const { api, store, upload } = setup();
    const create = api.createPlaceholders.bind(api);
    api.createPlaceholders = async () => create(1);
    await upload.add([file(), file()]);
    expect(store.uploads.value.map((t) => [t.status, t.error?.code])).toEqual([
      ['failed', 'API.BAD_RESPONSE'],
      ['failed', 'API.BAD_RESPONSE'],
    ]);
    expect(api.removed).toEqual(['m1']);
    expect(api.placeholders).toEqual([]);
  });

  it('PROF-13: a retry works only on a failed tile, shows it uploading again and leaves the others alone', async () => {
    const { api, store, upload, logger } = setup();
    api.failNext.upload = { code: 50020 };
    await upload.add([file()]);
    expect(logger.entries).toContainEqual({ level: 'warn', message: 'photo upload failed', context: { code: 50020 } });
    api.holdUploads = true;
    void upload.add([file()]);
    await settle();
    const [failed, running] = store.uploads.value;
    await upload.retry(running!.key);
    await upload.retry('nope');
    upload.dismiss(running!.key);
    upload.dismiss('nope');
    expect(store.uploads.value.map((t) => t.status)).toEqual(['failed', 'uploading']);
    expect(api.pending).toHaveLength(1);
    void upload.retry(failed!.key);
    await settle();
    expect(store.uploads.value[0]).toMatchObject({ key: failed!.key, status: 'uploading', progress: 0, error: undefined });
    expect(store.uploads.value[1]).toMatchObject({ key: running!.key, status: 'uploading' });
    expect(api.pending).toHaveLength(2);
  });

  it('PROF-19: replacing a photo that is not there sends nothing', async () => {
    const { api, store, upload } = setup();
    api.photos = [fakePhoto('p1')];
    store.setPhotos(api.photos);
    await upload.replace('gone', file());
    expect(store.uploads.value).toEqual([]);
    expect(api.placeholders).toEqual([]);
    expect(store.photos.value.map((p) => p.id)).toEqual(['p1']);
  });

  it('PROF-19: when the server refuses the new order, the notice says so and the old photo stays', async () => {
    const { api, store, upload, manage } = setup();
    api.photos = [fakePhoto('p1'), fakePhoto('p2')];
    await manage.load();
    api.failNext.reorder = { code: 40000 };
    await upload.replace('p1', file());
    expect(store.notice.value).toEqual({ kind: 'reorder-refused', code: 40000 });
    expect(api.removed).toEqual([]);
    expect(store.photos.value.map((p) => p.id)).toContain('p1');
  });

  it('PROF-19: when the old photo cannot be deleted, it stays after the new one', async () => {
    const { api, store, upload, manage } = setup();
    api.photos = [fakePhoto('p1'), fakePhoto('p2')];
    await manage.load();
    api.failNext.remove = { code: 50000 };
    await upload.replace('p1', file());
    expect(store.photos.value.map((p) => p.id)).toEqual(['m1', 'p2', 'p1']);
  });

  it('PROF-14: a timed-out upload is cancelled and logged, and the look for its photo stops', async () => {
    const { api, store, upload, logger, time } = setup();
    api.holdUploads = true;
    let looks = 0;
    const list = api.list.bind(api);
    api.list = async () => (looks++, list());
    void upload.add([file()]);
    await settle();
    // The server answers without the photo, and never shows it.
    const pending = api.pending[0]!;
    pending.finishWithoutPhoto();
    await settle();
    api.photos = [];
    for (const step of [5_000, 5_000, 5_000, 4_999]) {
      time.advance(step);
      await settle();
    }
    expect(looks).toBe(3);
    expect(pending.cancelled).toBe(false);
    time.advance(1);
    await settle();
    expect(pending.cancelled).toBe(true);
    expect(logger.entries).toContainEqual({ level: 'warn', message: 'Upload timeout', context: { key: store.uploads.value[0]!.key } });
    expect(store.notice.value).toEqual({ kind: 'upload-timeout' });
    const after = looks;
    for (let i = 0; i < 6; i++) {
      time.advance(10_000);
      await settle();
    }
    expect(looks).toBe(after);
  });

  it('PROF-14: while waiting for the nudge, only the placeholder`s own photo counts', async () => {
    const { api, store, upload, time } = setup();
    api.holdUploads = true;
    void upload.add([file()]);
    await settle();
    api.pending[0]!.finishWithoutPhoto();
    await settle();
    // Another photo is there, the placeholder's photo is not (yet).
    const mine = api.photos;
    api.photos = [fakePhoto('other')];
    time.advance(5_000);
    await settle();
    expect(store.photos.value).toEqual([]);
    api.photos = [...api.photos, ...mine];
    time.advance(5_000);
    await settle();
    expect(store.photos.value.map((p) => p.id)).toEqual(['m1']);
  });
});
