import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../core/shared';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

describe('the Profile tab', () => {
  it('shows who is signed in and leads to the settings and the discovery settings as list rows', { timeout: 40_000 }, async () => {
    const { resolver, fakes } = await fakeApp('/app/profile', (f) => {
      f.hint.present = true;
      f.gateway.refreshAnswer = ok(MEMBER);
    });
    await boot(resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
    render(<App resolver={resolver} />);
    await act(async () => {
      await fakes.time.advanceAsync(300, 50);
    });
    const main = await screen.findByRole('main', {}, { timeout: 20_000 });
    expect(await within(main).findByText('Sam')).toBeTruthy();
    const rows = within(main).getAllByRole('listitem').filter((row) => within(row).queryByRole('link'));
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Settings', 'Discovery settings']);
    await userEvent.click(within(main).getByRole('link', { name: 'Discovery settings' }));
    expect(fakes.navigation.current().pathname).toBe('/app/settings/distance');
  });
});
