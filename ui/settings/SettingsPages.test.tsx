import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../core/shared';
import { boot } from '../../src/boot';
import type { Fakes } from '../../src/adapter-sets/fake';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

const open = async (path: string, setUp?: (fakes: Fakes) => void) => {
  const app = await fakeApp(path, (f) => {
    f.hint.present = true;
    f.gateway.refreshAnswer = ok(MEMBER);
    setUp?.(f);
  });
  await boot(app.resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
  render(<App resolver={app.resolver} />);
  await act(async () => {
    await app.fakes.time.advanceAsync(300, 50);
  });
  return { ...app, main: await screen.findByRole('main', {}, { timeout: 20_000 }) };
};

describe('the settings pages', () => {
  it('SET-11, ROUTE-06: push notifications are switches; a change shows at once and is saved', { timeout: 40_000 }, async () => {
    const { main, fakes } = await open('/app/settings/push');
    const superLikes = await within(main).findByRole('switch', { name: 'Super likes' }, { timeout: 20_000 });
    expect(superLikes.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(superLikes);
    expect(superLikes.getAttribute('aria-checked')).toBe('false');
    await act(async () => {
      await fakes.time.advanceAsync(10, 5);
    });
    expect(fakes.settingsApi.profile.pushNotifications.superLike).toBe(false);
  });

  it('SET-11: the push page never asks the browser on load; its button asks once, subscribes with the server`s key, registers this device; turning it off unregisters', { timeout: 40_000 }, async () => {
    const { main, fakes } = await open('/app/settings/push');
    const status = await within(main).findByText('Notifications are off on this device.', {}, { timeout: 20_000 });
    expect(fakes.devicePush.asked).toBe(0);
    await userEvent.click(within(main).getByRole('button', { name: 'Turn on notifications' }));
    await act(async () => {
      await fakes.time.advanceAsync(10, 5);
    });
    expect(fakes.devicePush.asked).toBe(1);
    expect(fakes.devicePush.subscribedWith).toEqual([fakes.pushApi.key]);
    expect([...fakes.pushApi.devices.values()]).toEqual([{ subscription: fakes.devicePush.current, language: 'en' }]);
    expect(status.textContent).toBe('Notifications are on for this device.');
    await userEvent.click(within(main).getByRole('button', { name: 'Turn off on this device' }));
    await act(async () => {
      await fakes.time.advanceAsync(10, 5);
    });
    expect(fakes.pushApi.devices.size).toBe(0);
    expect(status.textContent).toBe('Notifications are off on this device.');
  });

  it('SET-11: a browser that blocks notifications is told so in words, with no button to press', { timeout: 40_000 }, async () => {
    const { main, fakes } = await open('/app/settings/push', (f) => {
      f.devicePush.state = 'denied';
    });
    expect(await within(main).findByText(/Your browser blocks notifications from Spark/, {}, { timeout: 20_000 })).toBeTruthy();
    expect(within(main).queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    expect(fakes.devicePush.asked).toBe(0);
  });

  it('SET-09: a refused message-control change goes back and says so in words', { timeout: 40_000 }, async () => {
    const { main, fakes } = await open('/app/settings/message-controls');
    const control = await within(main).findByRole('switch', { name: 'Only verified members can message me' }, { timeout: 20_000 });
    await act(async () => {
      await fakes.time.advanceAsync(10, 5);
    });
    fakes.settingsApi.refuseNext(50000);
    await userEvent.click(control);
    expect(await within(main).findByRole('alert')).toHaveProperty('textContent', "We couldn't change who can message you, so it's back to how it was. Try again.");
    expect(control.getAttribute('aria-checked')).toBe('false');
  });
});
