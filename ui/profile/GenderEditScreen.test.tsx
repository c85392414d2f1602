import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../core/shared';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

describe('the own gender page', () => {
  it('PROF-09, ROUTE-05: profile/edit/gender saves man 0, woman 1 or beyond binary 2, self-described words and whether the card shows it', { timeout: 40_000 }, async () => {
    const app = await fakeApp('/app/profile/edit/gender', (f) => {
      f.hint.present = true;
      f.gateway.refreshAnswer = ok(MEMBER);
      // The all-in screens were seen (PROF-10 has its own test).
      f.profileEditApi.profile = { ...f.profileEditApi.profile, hasUserViewedAllInScreensBefore: true };
    });
    await boot(app.resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
    render(<App resolver={app.resolver} />);
    await act(async () => {
      await app.fakes.time.advanceAsync(300, 50);
    });
    const main = await screen.findByRole('main', {}, { timeout: 20_000 });
    const group = await within(main).findByRole('group', { name: 'I am a' }, { timeout: 20_000 });
    // The gender section's Save (the all-in words have their own).
    const save = within(main).getAllByRole('button', { name: 'Save' })[0]!;
    const settle = () =>
      act(async () => {
        await app.fakes.time.advanceAsync(10, 5);
      });

    // Nothing chosen yet: Save says to choose one and sends nothing.
    await userEvent.click(save);
    await settle();
    expect(within(main).getByText('Choose one.')).toBeTruthy();
    expect(app.fakes.profileEditApi.saves).toEqual([]);

    // Beyond binary, described in the member's words (33 characters refused, as typed), shown on the card.
    await userEvent.click(within(group).getByRole('radio', { name: 'Beyond binary' }));
    const words = within(main).getByRole('textbox', { name: 'Describe your gender (optional)' });
    await userEvent.type(words, 'x'.repeat(33));
    await userEvent.click(within(main).getByRole('checkbox', { name: 'Show my gender on my profile' }));
    await userEvent.click(save);
    await settle();
    expect(words.getAttribute('aria-invalid')).toBe('true');
    expect((words as HTMLInputElement).value).toBe('x'.repeat(33));
    expect(app.fakes.profileEditApi.saves).toEqual([]);
    await userEvent.clear(words);
    await userEvent.type(words, 'Genderfluid');
    await userEvent.click(save);
    await settle();
    expect(app.fakes.profileEditApi.saves.at(-1)).toEqual({ kind: 'gender', gender: 2, customGender: 'Genderfluid', showOnProfile: true });
    expect(app.fakes.profileEditApi.profile).toMatchObject({ gender: 2, customGender: 'Genderfluid', showGenderOnProfile: true });

    // Woman (1).
    await userEvent.click(within(group).getByRole('radio', { name: 'Woman' }));
    await userEvent.click(save);
    await settle();
    expect(app.fakes.profileEditApi.profile.gender).toBe(1);

    // Man (0).
    await userEvent.click(within(group).getByRole('radio', { name: 'Man' }));
    await userEvent.click(save);
    await settle();
    expect(app.fakes.profileEditApi.profile.gender).toBe(0);
    expect(within(main).getByRole('link', { name: 'Back to edit profile' })).toBeTruthy();
  });
});
