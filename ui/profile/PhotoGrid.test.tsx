import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakePhoto } from '../../core/media/testing/fake-media-api';
import { ok } from '../../core/shared';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

const profileTab = async (photos: readonly string[]) => {
  const app = await fakeApp('/app/profile', (f) => {
    f.hint.present = true;
    f.gateway.refreshAnswer = ok(MEMBER);
    f.mediaApi.photos = photos.map((id) => fakePhoto(id));
  });
  await boot(app.resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
  render(<App resolver={app.resolver} />);
  await act(async () => {
    await app.fakes.time.advanceAsync(300, 50);
  });
  const list = await screen.findByRole('list', { name: 'Your photos' }, { timeout: 20_000 });
  return { ...app, list };
};

const tiles = (list: HTMLElement) => within(list).queryAllByRole('button', { name: /^Photo \d of \d/ }).map((b) => b.getAttribute('aria-label'));

describe('the photo grid on the Profile tab', () => {
  it('PROF-16: nine slots: the photos, the first one the main photo, then one add button and quiet empty slots', { timeout: 40_000 }, async () => {
    const { list } = await profileTab(['a', 'b']);
    expect(tiles(list)).toEqual(['Photo 1 of 2, main photo', 'Photo 2 of 2']);
    expect(within(list).getAllByRole('listitem', { hidden: true })).toHaveLength(9);
    expect(within(list).getAllByRole('button', { name: 'Add photo' })).toHaveLength(1);
  });

  it('PROF-15, PROF-19: from a photo`s actions, "Make main photo" moves it first, the server keeps the order, and the move is announced', { timeout: 40_000 }, async () => {
    const { list, fakes } = await profileTab(['a', 'b', 'c']);
    await userEvent.click(within(list).getByRole('button', { name: 'Photo 3 of 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 3 of 3' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make main photo' }));
    await act(async () => {
      await fakes.time.advanceAsync(50, 10);
    });
    expect(fakes.mediaApi.photos.map((p) => p.id)).toEqual(['c', 'a', 'b']);
    expect(screen.getByText('Photo moved to position 1 of 3.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('PROF-15: a refused delete brings the photo back and says so', { timeout: 40_000 }, async () => {
    const { list, fakes } = await profileTab(['a', 'b']);
    fakes.mediaApi.failNext.remove = { code: 50000 };
    await userEvent.click(within(list).getByRole('button', { name: 'Photo 2 of 2' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete photo' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete photo 2?' })).getByRole('button', { name: 'Delete' }));
    await act(async () => {
      await fakes.time.advanceAsync(50, 10);
    });
    expect(tiles(list)).toEqual(['Photo 1 of 2, main photo', 'Photo 2 of 2']);
    expect(screen.getByRole('alert').textContent).toBe('The photo could not be deleted, so it is back in its place.');
  });

  it('PROF-13: a chosen file shows its progress on its tile, then becomes a photo; a refused one says why and retries', { timeout: 40_000 }, async () => {
    const { list, fakes } = await profileTab(['a']);
    fakes.mediaApi.holdUploads = true;
    const input = screen.getByTestId('photo-input') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    globalThis.URL.createObjectURL ??= () => 'blob:x';
    globalThis.URL.revokeObjectURL ??= () => undefined;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([1, 2, 3])], 'me.jpg', { type: 'image/jpeg' })] } });
    await act(async () => {
      await fakes.time.advanceAsync(20, 10);
    });
    act(() => fakes.mediaApi.pending[0]!.progress(0.5));
    expect(within(list).getByRole('progressbar', { name: 'Upload of photo 2' }).getAttribute('aria-valuenow')).toBe('50');
    await act(async () => {
      fakes.mediaApi.pending[0]!.fail({ code: 41300 });
      await fakes.time.advanceAsync(20, 10);
    });
    expect(within(list).getAllByText('That photo is over 10 MB.')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: 'Retry the upload of photo 2' }));
    await act(async () => {
      await fakes.time.advanceAsync(20, 10);
      fakes.mediaApi.pending[1]!.finish();
      await fakes.time.advanceAsync(20, 10);
    });
    expect(tiles(list)).toEqual(['Photo 1 of 2, main photo', 'Photo 2 of 2']);
  });

  it('PROF-17: a photo whose every url fails shows the error placeholder, quietly; one that loads shows', { timeout: 40_000 }, async () => {
    const { list, fakes } = await profileTab(['a', 'b']);
    const [broken, fine] = within(list).getAllByRole('button', { name: /^Photo \d of 2/ });
    fireEvent.load(fine!.querySelector('img')!);
    for (let tries = 0; tries < 5 && broken!.querySelector('img'); tries++) fireEvent.error(broken!.querySelector('img')!);
    expect(within(broken!).getByTestId('photo-broken')).toBeTruthy();
    expect(fine!.querySelector('img')!.getAttribute('srcset')).toBe('/media/photos/b/1080.webp 1080w, /media/photos/b/640.webp 640w, /media/photos/b/320.webp 320w');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(fakes.logger.entries.filter((e) => e.level !== 'debug' && /image|photo/i.test(e.message))).toEqual([]);
  });

  it('PROF-19: "Replace photo" (isReplacePhoto) puts the chosen file in that photo`s place; after a cancelled replacement, "Add photo" adds', { timeout: 40_000 }, async () => {
    const { list, fakes } = await profileTab(['a', 'b', 'c']);
    globalThis.URL.createObjectURL ??= () => 'blob:x';
    globalThis.URL.revokeObjectURL ??= () => undefined;
    const input = screen.getByTestId('photo-input') as HTMLInputElement;
    const choose = async (name: string) => {
      fireEvent.change(input, { target: { files: [new File([new Uint8Array([1])], name, { type: 'image/png' })] } });
      await act(async () => {
        await fakes.time.advanceAsync(50, 10);
      });
    };
    await userEvent.click(within(list).getByRole('button', { name: 'Photo 2 of 3' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace photo' }));
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(input.multiple).toBe(false);
    await choose('new.png');
    expect(fakes.mediaApi.photos.map((p) => p.id)).toEqual(['a', 'm1', 'c']);
    expect(tiles(list)).toHaveLength(3);

    // A replacement chosen and then cancelled in the picker leaves nothing behind: the add button adds.
    await userEvent.click(within(list).getByRole('button', { name: 'Photo 3 of 3' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace photo' }));
    await userEvent.click(within(list).getByRole('button', { name: 'Add photo' }));
    await choose('more.png');
    expect(fakes.mediaApi.photos.map((p) => p.id)).toEqual(['a', 'm1', 'c', 'm2']);
  });
});
