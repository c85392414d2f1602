import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../core/shared';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

const open = async (path: string, plus = true) => {
  const app = await fakeApp(path, (f) => {
    f.hint.present = true;
    f.gateway.refreshAnswer = ok(MEMBER);
    f.passportApi.access = { allow: plus, requiredTier: 'plus' };
  });
  await boot(app.resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
  render(<App resolver={app.resolver} />);
  await act(async () => {
    await app.fakes.time.advanceAsync(300, 50);
  });
  return { ...app, main: await screen.findByRole('main', {}, { timeout: 20_000 }) };
};

describe('the passport page', () => {
  it('SET-14, ROUTE-06: a Plus member searches a city, travels there (said and focused), and returns home', { timeout: 40_000 }, async () => {
    const { main, fakes } = await open('/app/settings/plus/passport');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Passport' }, { timeout: 20_000 })).toBeTruthy();
    expect(await within(main).findByText('Where you are', {}, { timeout: 20_000 })).toBeTruthy();
    // The popular places are offered at once.
    const popular = within(main).getByRole('list', { name: 'Popular' });
    expect(within(popular).getByRole('button', { name: /Tokyo/ })).toBeTruthy();
    const search = within(main).getByRole('searchbox', { name: 'Search a city' });
    await userEvent.type(search, 'sao{Enter}');
    const results = await within(main).findByRole('list', { name: 'Results' });
    expect(within(main).getByText('1 city matches “sao”.')).toBeTruthy();
    await userEvent.click(within(results).getByRole('button', { name: /São Paulo/ }));
    const status = await within(main).findByText('Discover now shows people around São Paulo, Brazil.');
    expect(document.activeElement).toBe(status);
    expect(fakes.passportApi.calls).toContain('travel sao-paulo-br');
    expect(within(within(main).getByRole('list', { name: 'Recent' })).getByText('Current')).toBeTruthy();
    await userEvent.click(within(main).getByRole('button', { name: 'Return to my location' }));
    expect(await within(main).findByText('Discover shows people around you again.')).toBeTruthy();
    expect(fakes.passportApi.travelState).toEqual({ kind: 'home' });
  });

  it('SET-14: a member without Plus sees what Plus gives, and no search', { timeout: 40_000 }, async () => {
    const { main } = await open('/app/settings/plus/passport', false);
    expect(await within(main).findByRole('heading', { name: 'Passport comes with Spark Plus' }, { timeout: 20_000 })).toBeTruthy();
    expect(within(main).getByText('Swipe in any city with Passport')).toBeTruthy();
    expect(within(main).queryByRole('searchbox')).toBeNull();
  });
});
