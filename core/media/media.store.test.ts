import { describe, expect, it } from 'vitest';
import { MediaStore } from '.';
import { fakePhoto } from './testing/fake-media-api';

const tile = (key: string) => ({ key, status: 'uploading' as const, progress: 0 });
const ids = (store: MediaStore) => store.photos.value.map((p) => p.id);

describe('the media store', () => {
  it('starts idle, with no photos, no uploads, no notice and no modal', () => {
    const store = new MediaStore();
    expect(store.state.value).toEqual({ kind: 'idle' });
    expect(store.photos.value).toEqual([]);
    expect(store.uploads.value).toEqual([]);
    expect(store.notice.value).toBeNull();
    expect(store.modal.value).toEqual({ kind: 'none' });
  });

  it('shows loading and failure until photos are there, and keeps the photos after', () => {
    const store = new MediaStore();
    store.loading();
    expect(store.state.value).toEqual({ kind: 'loading' });
    const error = { code: 50000, message: 'down' };
    store.failed(error);
    expect(store.state.value).toEqual({ kind: 'failed', error });
    store.setPhotos([fakePhoto('a')]);
    store.loading();
    store.failed(error);
    expect(store.state.value.kind).toBe('ready');
    expect(ids(store)).toEqual(['a']);
  });

  it('PROF-16: uploads under way hold their slots beside the photos', () => {
    const store = new MediaStore();
    store.setPhotos([fakePhoto('a'), fakePhoto('b')]);
    expect(store.slotsLeft.value).toBe(7);
    store.addUploads([tile('u1'), tile('u2'), tile('u3')]);
    expect(store.slotsLeft.value).toBe(4);
  });

  it('patches, removes and turns into photos only the tile named', () => {
    const store = new MediaStore();
    store.setPhotos([fakePhoto('a'), fakePhoto('c')]);
    store.addUploads([tile('u1'), tile('u2'), tile('u3')]);
    store.patchUpload('u2', { progress: 0.5 });
    expect(store.uploads.value.map((t) => t.progress)).toEqual([0, 0.5, 0]);
    store.removeUpload('u3');
    expect(store.uploads.value.map((t) => t.key)).toEqual(['u1', 'u2']);
    store.arrived('u2', fakePhoto('b'), 'c');
    expect(store.uploads.value.map((t) => t.key)).toEqual(['u1']);
    expect(ids(store)).toEqual(['a', 'b', 'c']);
    store.arrived('u1', fakePhoto('d'), 'gone');
    expect(ids(store)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('opens and closes the photo modals; clearing forgets everything', () => {
    const store = new MediaStore();
    store.open({ kind: 'actions', photoId: 'a' });
    expect(store.modal.value).toEqual({ kind: 'actions', photoId: 'a' });
    store.close();
    expect(store.modal.value).toEqual({ kind: 'none' });
    store.setPhotos([fakePhoto('a')]);
    store.addUploads([tile('u1')]);
    store.notify({ kind: 'upload-timeout' });
    store.open({ kind: 'edit', photoId: 'a' });
    store.clear();
    expect(store.state.value).toEqual({ kind: 'idle' });
    expect(store.uploads.value).toEqual([]);
    expect(store.notice.value).toBeNull();
    expect(store.modal.value).toEqual({ kind: 'none' });
  });
});
