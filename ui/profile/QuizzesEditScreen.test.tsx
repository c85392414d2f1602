import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../core/shared';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

describe('the quizzes page', () => {
  it('PROF-06, ROUTE-05: profile/edit/quizzes answers one choice per quiz by radio groups, saves them whole, refuses with a message and rolls back, and clears them', { timeout: 40_000 }, async () => {
    const app = await fakeApp('/app/profile/edit/quizzes', (f) => {
      f.hint.present = true;
      f.gateway.refreshAnswer = ok(MEMBER);
    });
    await boot(app.resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
    render(<App resolver={app.resolver} />);
    await act(async () => {
      await app.fakes.time.advanceAsync(300, 50);
    });
    const main = await screen.findByRole('main', {}, { timeout: 20_000 });
    const date = await within(main).findByRole('group', { name: 'My ideal first date' }, { timeout: 20_000 });
    const sunday = within(main).getByRole('group', { name: 'A perfect Sunday' });
    const save = within(main).getByRole('button', { name: 'Save' });
    const settle = () =>
      act(async () => {
        await app.fakes.time.advanceAsync(10, 5);
      });
    expect(within(date).getByRole('radio', { name: 'No answer' })).toHaveProperty('checked', true);

    await userEvent.click(within(date).getByRole('radio', { name: 'Dinner somewhere new' }));
    await userEvent.click(within(sunday).getByRole('radio', { name: 'Sleeping in' }));
    await userEvent.click(save);
    await settle();
    expect(app.fakes.profileEditApi.saves.at(-1)).toEqual({
      kind: 'quizzes',
      quizzes: [
        { id: 'qz_1', answer_details: [{ answer_id: '2' }] },
        { id: 'qz_2', answer_details: [{ answer_id: '1' }] },
      ],
    });
    expect(within(main).getByRole('status').textContent).toBe('Saved.');

    // The server refuses: the answer shown goes back, the page says why, and the member's choice stays.
    app.fakes.profileEditApi.refuseNext({ code: 40000, fields: [{ field: 'sparks_quizzes', reason: 'unknown' }] });
    await userEvent.click(within(sunday).getByRole('radio', { name: 'Brunch with friends' }));
    await userEvent.click(save);
    await settle();
    expect(within(main).getByRole('alert').textContent).toBe("That choice isn't available any more. Pick another.");
    expect(within(sunday).getByRole('radio', { name: 'Brunch with friends' })).toHaveProperty('checked', true);
    expect(app.fakes.profileEditApi.profile.quizzes).toEqual([
      { id: 'qz_1', answer_details: [{ answer_id: '2' }] },
      { id: 'qz_2', answer_details: [{ answer_id: '1' }] },
    ]);

    // Clearing every answer and saving removes them.
    await userEvent.click(within(main).getByRole('button', { name: 'Clear all answers' }));
    expect(within(date).getByRole('radio', { name: 'No answer' })).toHaveProperty('checked', true);
    await userEvent.click(save);
    await settle();
    expect(app.fakes.profileEditApi.profile.quizzes).toEqual([]);
  });
});
