import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../core/shared';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

const MEMBER = { kind: 'login', authToken: 't-1', authTokenTtlMs: 30 * 60_000, userId: 'u-1', isNewUser: false } as const;

/** Signed in on Discover, with the member's settings as the provider answers them after sign-in. */
const signedIn = async (memberSettings: Record<string, unknown>) => {
  const app = await fakeApp('/app/recs', (f) => {
    f.hint.present = true;
    f.gateway.refreshAnswer = ok(MEMBER);
    f.startupApi.memberSettings = memberSettings;
  });
  await boot(app.resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
  render(<App resolver={app.resolver} />);
  await act(async () => {
    await app.fakes.time.advanceAsync(300, 50);
  });
  return { ...app, dialog: await screen.findByRole('dialog', { name: 'Add your e-mail address' }, { timeout: 20_000 }) };
};

describe('the e-mail prompt (PL-10)', () => {
  it('PL-10: a required prompt has no close button and no "Not now", and Escape leaves it open', { timeout: 40_000 }, async () => {
    const { dialog, fakes } = await signedIn({ emailPromptRequired: true, emailPromptShowMarketingOptIn: true });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Not now' })).toBeNull();
    // Outside strict countries the marketing box starts ticked.
    expect((within(dialog).getByRole('checkbox', { name: 'Also send me tips, news and offers' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Add your e-mail address' })).toBe(dialog);
    expect(fakes.settingsApi.emailPromptDismissals).toBe(0);
  });

  it('PL-10: a dismissible prompt closes by its close button and tells the provider; without an opt-in setting there is no box', { timeout: 40_000 }, async () => {
    const { dialog, fakes } = await signedIn({ emailPromptDismissible: true });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Add your e-mail address' })).toBeNull();
    await act(async () => {
      await fakes.time.advanceAsync(100, 10);
    });
    expect(fakes.settingsApi.emailPromptDismissals).toBe(1);
  });
});
