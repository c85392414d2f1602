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
