import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../core/shared';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

describe('the discovery settings form', () => {
  it('PROF-08: "Show me" is three toggle chips; none or all three read Everyone; saving sends the chosen genders', { timeout: 40_000 }, async () => {
    const app = await fakeApp('/app/settings/distance', (f) => {
      f.hint.present = true;
      f.gateway.refreshAnswer = ok(MEMBER);
      f.discoverySettingsApi.settings = { ...f.discoverySettingsApi.settings, genders: [1] };
    });
    await boot(app.resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
    render(<App resolver={app.resolver} />);
    await act(async () => {
      await app.fakes.time.advanceAsync(300, 50);
    });
    const main = await screen.findByRole('main', {}, { timeout: 20_000 });
    const group = await within(main).findByRole('group', { name: 'Show me' }, { timeout: 20_000 });
    const chip = (name: string) => within(group).getByRole('button', { name });
    const pressed = () => ['Men', 'Women', 'Beyond binary'].filter((name) => chip(name).getAttribute('aria-pressed') === 'true');

    // The stored list (women, PROF-09 value 1) is the machine's single-choice state.
    expect(pressed()).toEqual(['Women']);
    expect(within(group).queryByText('Everyone')).toBeNull();

    // Women taken back out: nothing chosen (start state) reads Everyone.
    await userEvent.click(chip('Women'));
    expect(pressed()).toEqual([]);
    expect(within(group).getByText('Everyone')).toBeTruthy();

    // All three chosen (EVERYONE) reads Everyone too.
    await userEvent.click(chip('Men'));
    await userEvent.click(chip('Women'));
    expect(within(group).queryByText('Everyone')).toBeNull();
    await userEvent.click(chip('Beyond binary'));
    expect(pressed()).toEqual(['Men', 'Women', 'Beyond binary']);
    expect(within(group).getByText('Everyone')).toBeTruthy();

    // By keyboard: Women off again (men and beyond binary, MALE_BB), then saved.
    chip('Women').focus();
    await userEvent.keyboard(' ');
    expect(pressed()).toEqual(['Men', 'Beyond binary']);
    await userEvent.click(within(main).getByRole('button', { name: 'Save' }));
    await act(async () => {
      await app.fakes.time.advanceAsync(10, 5);
    });
    expect(app.fakes.discoverySettingsApi.saves.at(-1)?.discovery?.genders).toEqual([0, 2]);
    expect(app.fakes.discoverySettingsApi.settings.genders).toEqual([0, 2]);
  });
});
