import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../core/shared';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

const open = async (path: string, viewed: boolean) => {
  const app = await fakeApp(path, (f) => {
    f.hint.present = true;
    f.gateway.refreshAnswer = ok(MEMBER);
    f.profileEditApi.profile = { ...f.profileEditApi.profile, gender: 2, hasUserViewedAllInScreensBefore: viewed };
  });
  await boot(app.resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
  render(<App resolver={app.resolver} />);
  await act(async () => {
    await app.fakes.time.advanceAsync(300, 50);
  });
  const settle = () =>
    act(async () => {
      await app.fakes.time.advanceAsync(10, 5);
    });
  return { ...app, settle, main: await screen.findByRole('main', {}, { timeout: 20_000 }) };
};

describe('PROF-10: all-in gender', () => {
  it('PROF-10, NAV-15: the first visit of the gender page shows the all-in gender, orientation and safety screens in order, once; then the words are chosen in the gender select modal and saved', { timeout: 40_000 }, async () => {
    const { fakes, settle, main } = await open('/app/profile/edit/gender', false);
    const intro = await screen.findByRole('dialog', { name: 'Say who you are, your way' }, { timeout: 20_000 });
    await userEvent.click(within(intro).getByRole('button', { name: 'Next' }));
    const orientation = await screen.findByRole('dialog', { name: 'Your orientation, if you like' });
    await userEvent.click(within(orientation).getByRole('button', { name: 'Next' }));
    const safety = await screen.findByRole('dialog', { name: 'You stay in control' });
    await userEvent.click(within(safety).getByRole('button', { name: 'Got it' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fakes.profileEditApi.saves).toContainEqual({ kind: 'allInViewed' });
    expect(fakes.profileEditApi.profile.hasUserViewedAllInScreensBefore).toBe(true);

    // The gender select modal offers the words of beyond binary; at most 3 stay chosen.
    await userEvent.click(within(main).getByRole('button', { name: 'Choose words' }));
    const select = await screen.findByRole('dialog', { name: 'Choose your words' });
    expect(within(select).queryByRole('checkbox', { name: 'Trans woman' })).toBeNull();
    for (const word of ['Non-binary', 'Genderfluid', 'Agender', 'Intersex']) await userEvent.click(within(select).getByRole('checkbox', { name: word }));
    expect((within(select).getByRole('checkbox', { name: 'Intersex' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(within(select).getByRole('button', { name: 'Done' }));
    const words = within(main).getByRole('list', { name: 'Your words' });
    expect(within(words).getAllByRole('button').map((b) => b.textContent)).toEqual(['Non-binary', 'Genderfluid', 'Agender']);
    await userEvent.click(within(words).getByRole('button', { name: 'Agender' }));
    await userEvent.click(within(main).getAllByRole('button', { name: 'Save' })[1]!);
    await settle();
    expect(fakes.profileEditApi.saves.at(-1)).toEqual({ kind: 'allInGender', ids: ['non_binary', 'genderfluid'] });
  });

  it('PROF-10: a member who has seen the all-in screens does not see them again', { timeout: 40_000 }, async () => {
    const { main } = await open('/app/profile/edit/gender', true);
    expect(await within(main).findByRole('button', { name: 'Choose words' }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('PROF-10, ROUTE-05: profile/edit/orientation: orientations from the app settings` list in the orientation modal, at most 3, and shown on the profile or not', { timeout: 40_000 }, async () => {
    const { fakes, settle, main } = await open('/app/profile/edit/orientation', true);
    await userEvent.click(await within(main).findByRole('button', { name: 'Choose orientations' }, { timeout: 20_000 }));
    const modal = await screen.findByRole('dialog', { name: 'Choose your orientations' });
    expect(within(modal).getAllByRole('checkbox')).toHaveLength(9);
    for (const name of ['Queer', 'Bisexual', 'Pansexual', 'Asexual']) await userEvent.click(within(modal).getByRole('checkbox', { name }));
    expect(within(modal).getByText('Choose up to 3. 3 chosen.')).toBeTruthy();
    await userEvent.click(within(modal).getByRole('button', { name: 'Done' }));
    await userEvent.click(within(main).getByRole('checkbox', { name: 'Show my orientation on my profile' }));
    await userEvent.click(within(main).getByRole('button', { name: 'Save' }));
    await settle();
    expect(fakes.profileEditApi.saves.at(-1)).toEqual({
      kind: 'orientation',
      orientations: [
        { id: 8, name: 'Queer' },
        { id: 4, name: 'Bisexual' },
        { id: 7, name: 'Pansexual' },
      ],
      showOnProfile: true,
    });
  });
});
