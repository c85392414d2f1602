import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../core/shared';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

const open = async (path: string) => {
  const app = await fakeApp(path, (f) => {
    f.hint.present = true;
    f.gateway.refreshAnswer = ok(MEMBER);
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
