import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAKE_CATEGORIES } from '../../core/privacy/testing/fake-privacy-api';
import type { Fakes } from '../../src/adapter-sets/fake';
import { boot } from '../../src/boot';
import { fakeApp } from '../../src/testing/fake-app';
import { App } from '../app/App';

configure({ asyncUtilTimeout: 8_000 });

const renderApp = async (setup: (fakes: Fakes) => void) => {
  const { resolver, fakes } = await fakeApp('/app', setup);
  const { restored } = await boot(resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
  render(<App resolver={resolver} />);
  await act(async () => {
    await fakes.time.advanceAsync(300, 50);
    await restored;
  });
  return { resolver, fakes };
};

describe('the privacy overlay', { timeout: 30_000 }, () => {
  it('NAV-12, PRIV-05, PRIV-07: a visitor meets the prompt, focus moves into it, "Reject optional" answers and closes it', async () => {
    const user = userEvent.setup();
    const { fakes } = await renderApp((f) => {
      f.privacyApi.categories = FAKE_CATEGORIES;
    });
    const prompt = await screen.findByRole('dialog', { name: 'Your privacy choices' }, { timeout: 15_000 });
    await waitFor(() => expect(document.activeElement).toBe(within(prompt).getByRole('heading', { name: 'Your privacy choices' })));
    await user.click(within(prompt).getByRole('button', { name: 'Reject optional' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your privacy choices' })).toBeNull());
    // A guest's answers stay on the device until sign-in (PRIV-06).
    expect(fakes.privacyApi.updates).toEqual([]);
  });

  it('PRIV-04: with the browser`s GPC signal there is no prompt', async () => {
    await renderApp((f) => {
      f.privacyApi.categories = FAKE_CATEGORIES;
      f.gpc.on = true;
    });
    await screen.findByRole('button', { name: 'Log in' }, { timeout: 15_000 });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(screen.queryByRole('dialog', { name: 'Your privacy choices' })).toBeNull();
  });
});
