import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { I18N } from '../../core/i18n';
import { asResolver, createContainer } from '../../src/container';
import { fakeAdapters } from '../../src/adapter-sets/fake';
import { App } from './App';

const renderApp = async (path: string) => {
  const { module, fakes } = fakeAdapters(path);
  const resolver = asResolver(createContainer(module));
  await resolver.get(I18N.Locale).initialise(null, ['en']);
  const location = memoryLocation({ path, record: true });
  render(<App resolver={resolver} locationHook={location.hook} />);
  return { resolver, fakes, location };
};

describe('App shell', () => {
  it('ROUTE-29: a loading screen with the logo shows until the language and the screen are ready', async () => {
    await renderApp('/app/recs');
    expect(screen.getByTestId('loading-screen')).toBeTruthy();
    expect(within(screen.getByTestId('loading-screen')).getByRole('img', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeTruthy();
    expect(screen.queryByTestId('loading-screen')).toBeNull();
  });

  it('ROUTE-16: a path that matches no route shows the not-found page', async () => {
    await renderApp('/app/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Page not found | Spark');
  });

  it('ROUTE-30: each screen sets its page title', async () => {
    await renderApp('/app/matches');
    await screen.findByRole('heading', { level: 1, name: 'Matches' });
    await waitFor(() => expect(document.title).toBe('Matches | Spark'));
  });

  it('NAV-01: member screens show the navigation in the default order, marking the current one', async () => {
    await renderApp('/app/matches');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Discover', 'Explore', 'Likes you', 'Matches', 'Profile']);
    expect(links[3]!.getAttribute('aria-current')).toBe('page');
  });

  it('NAV-09: the menu traps focus while open and gives it back to the menu button on close', async () => {
    const user = userEvent.setup();
    await renderApp('/app');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: 'Language' }));
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: 'Language' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('CONF-08: choosing Arabic loads its messages and sets dir="rtl" and lang on the document', async () => {
    const user = userEvent.setup();
    await renderApp('/app');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'ابدأ شيئًا حقيقيًا' })).toBeTruthy();
    await act(async () => {
      await user.keyboard('{Escape}');
    });
  });
});
