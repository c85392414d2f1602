import { describe, expect, it } from 'vitest';
import { ManagePhotosUseCase, MediaStore } from '.';
import { FakeMediaApi, fakePhoto } from './testing/fake-media-api';

const setup = async (ids = ['a', 'b', 'c']) => {
  const api = new FakeMediaApi();
  api.photos = ids.map((id) => fakePhoto(id));
  const store = new MediaStore();
  const changes: string[] = [];
  const manage = new ManagePhotosUseCase({ api, store, onPhotoChange: () => changes.push(order(store).join()) });
  await manage.load();
  return { api, store, manage, changes };
};
const order = (store: MediaStore) => store.photos.value.map((p) => p.id);

describe('PROF-15: media management', () => {
  it('PROF-15: the photos load in profile order', async () => {
    const { store } = await setup();
    expect(order(store)).toEqual(['a', 'b', 'c']);
    expect(store.state.value.kind).toBe('ready');
  });

  it('PROF-15: a move shows at once and is kept when the server takes it', async () => {
    const { api, store, manage } = await setup();
    const moving = manage.move('c', 0);
    expect(order(store)).toEqual(['c', 'a', 'b']);
    expect((await moving).ok).toBe(true);
    expect(api.photos.map((p) => p.id)).toEqual(['c', 'a', 'b']);
  });

  it('PROF-15: a refused move goes back to the order before, with a notice', async () => {
    const { api, store, manage } = await setup();
    api.failNext.reorder = { code: 40000 };
    const moving = manage.move('a', 2);
    expect(order(store)).toEqual(['b', 'c', 'a']);
    await moving;
    expect(order(store)).toEqual(['a', 'b', 'c']);
    expect(store.notice.value).toEqual({ kind: 'reorder-refused', code: 40000 });
  });

  it('PROF-15: a delete shows at once; a refused one comes back with a notice; one already gone counts as deleted', async () => {
    const { api, store, manage } = await setup();
    api.failNext.remove = { code: 50000 };
    const removing = manage.remove('b');
    expect(order(store)).toEqual(['a', 'c']);
    await removing;
    expect(order(store)).toEqual(['a', 'b', 'c']);
    expect(store.notice.value).toEqual({ kind: 'delete-refused', code: 50000 });
    await manage.remove('b');
    expect(order(store)).toEqual(['a', 'c']);
    expect(store.notice.value).toBeNull();
    api.photos = api.photos.filter((p) => p.id !== 'c');
    expect((await manage.remove('c')).ok).toBe(true);
    expect(order(store)).toEqual(['a']);
  });

  it('PROF-15: alternative text is trimmed and saved; blank removes it; a refused one goes back with a notice', async () => {
    const { api, store, manage } = await setup();
    await manage.setAltText('a', '  On a hike  ');
    expect(store.photos.value[0]!.altText).toBe('On a hike');
    expect(api.photos[0]!.altText).toBe('On a hike');
    api.failNext.updateDetails = { code: 40000 };
    await manage.setAltText('a', 'Other');
    expect(store.photos.value[0]!.altText).toBe('On a hike');
    expect(store.notice.value).toEqual({ kind: 'details-refused', code: 40000 });
    await manage.setAltText('a', '   ');
    expect(api.photos[0]!.altText).toBeNull();
  });

  it('PROF-15: when another change came in meanwhile, a refusal reloads the server`s order instead of undoing the other change', async () => {
    const { api, store, manage } = await setup();
    api.failNext.reorder = { code: 40000 };
    const first = manage.move('a', 2);
    const second = manage.move('b', 2);
    await Promise.all([first, second]);
    expect(order(store)).toEqual(api.photos.map((p) => p.id));
  });

  it('SESS-03, PROF-19: a photo change the server took (a move, a delete) refreshes the session; a refused one does not', async () => {
    const { api, manage, changes } = await setup();
    api.failNext.reorder = { code: 40000 };
    await manage.move('c', 0);
    expect(changes).toEqual([]);
    await manage.move('c', 0);
    await manage.remove('a');
    expect(changes).toEqual(['c,a,b', 'c,b']);
  });
});

describe('PROF-15: media management, edge cases', () => {
  it('PROF-15: a photo that is not there is not found, and nothing is sent', async () => {
    const { api, store, manage } = await setup();
    const calls: string[] = [];
    api.remove = async () => (calls.push('remove'), { ok: true, value: undefined });
    api.reorder = async () => (calls.push('reorder'), { ok: true, value: [] });
    api.updateDetails = async () => (calls.push('details'), { ok: true, value: fakePhoto('x') });
    for (const result of [await manage.remove('x'), await manage.move('x', 0), await manage.setAltText('x', 'hi')]) {
      expect(result).toEqual({ ok: false, error: { code: 'MEDIA.NOT_FOUND' } });
    }
    expect(calls).toEqual([]);
    expect(order(store)).toEqual(['a', 'b', 'c']);
  });

  it('PROF-15: a load the server refuses shows the failure', async () => {
    const api = new FakeMediaApi();
    api.failNext.list = { code: 50000, message: 'down' };
    const store = new MediaStore();
    const result = await new ManagePhotosUseCase({ api, store }).load();
    expect(result.ok).toBe(false);
    expect(store.state.value).toEqual({ kind: 'failed', error: { code: 50000, message: 'down' } });
  });

  it('PROF-15: a delete removes only that photo, and works without a session hook', async () => {
    const api = new FakeMediaApi();
    api.photos = ['a', 'b', 'c'].map((id) => fakePhoto(id));
    const store = new MediaStore();
    const manage = new ManagePhotosUseCase({ api, store });
    await manage.load();
    expect((await manage.remove('b')).ok).toBe(true);
    expect(order(store)).toEqual(['a', 'c']);
    expect((await manage.move('c', 0)).ok).toBe(true);
    expect(order(store)).toEqual(['c', 'a']);
  });

  it('PROF-15: a move to where the photo already is sends nothing', async () => {
    const { store, manage, changes, api } = await setup();
    let sent = 0;
    api.reorder = async () => (sent++, { ok: true, value: [] });
    expect((await manage.move('b', 1)).ok).toBe(true);
    expect((await manage.move('c', 7)).ok).toBe(true);
    expect(sent).toBe(0);
    expect(changes).toEqual([]);
    expect(order(store)).toEqual(['a', 'b', 'c']);
  });

  it('PROF-15: the server`s answer to a move is the order kept, unless the photos changed meanwhile', async () => {
    const { api, store, manage } = await setup();
    const reorder = api.reorder.bind(api);
    api.reorder = async (ids) => {
      const answer = await reorder(ids);
      return answer.ok ? { ok: true, value: answer.value.map((p) => ({ ...p, altText: 'from server' })) } : answer;
    };
    await manage.move('c', 0);
    expect(store.photos.value.map((p) => p.altText)).toEqual(['from server', 'from server', 'from server']);
    const moving = manage.move('a', 0);
    store.setPhotos([fakePhoto('z')]);
    await moving;
    expect(order(store)).toEqual(['z']);
  });

  it('PROF-15: alternative text goes only to its photo, at most 250 characters, and the server`s photo is kept', async () => {
    const { api, store, manage } = await setup();
    const long = `  ${'x'.repeat(300)}  `;
    const sent: (string | null)[] = [];
    const update = api.updateDetails.bind(api);
    api.updateDetails = async (id, text) => {
      sent.push(text);
      const answer = await update(id, text);
      return answer.ok ? { ok: true, value: { ...answer.value, width: 4242 } } : answer;
    };
    await manage.setAltText('b', long);
    expect(sent).toEqual(['x'.repeat(250)]);
    expect(store.photos.value.map((p) => p.altText)).toEqual([null, 'x'.repeat(250), null]);
    expect(store.photos.value.map((p) => p.width)).toEqual([fakePhoto('a').width, 4242, fakePhoto('c').width]);
    const saving = manage.setAltText('a', 'later');
    store.setPhotos([fakePhoto('z')]);
    await saving;
    expect(order(store)).toEqual(['z']);
  });

  it('PROF-15: a refusal after another change reloads the server`s photos; when that fails too, the photos stay as they are', async () => {
    const { api, store, manage } = await setup();
    api.failNext.remove = { code: 50000 };
    const removing = manage.remove('a');
    store.setPhotos([fakePhoto('z')]);
    await removing;
    expect(order(store)).toEqual(['a', 'b', 'c']);
    api.failNext.remove = { code: 50000 };
    api.failNext.list = { code: 50000 };
    const again = manage.remove('b');
    store.setPhotos([fakePhoto('y')]);
    await again;
    expect(order(store)).toEqual(['y']);
    expect(store.notice.value).toEqual({ kind: 'delete-refused', code: 50000 });
  });
});

describe('PROF-15: alternative text shows at once', () => {
  it('PROF-15: new alternative text shows on its photo only, before the server answers', async () => {
    const { store, manage } = await setup();
    const saving = manage.setAltText('b', 'Beach');
    expect(store.photos.value.map((p) => p.altText)).toEqual([null, 'Beach', null]);
    expect((await saving).ok).toBe(true);
  });
});
