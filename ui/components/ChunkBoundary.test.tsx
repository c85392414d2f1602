import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { ChunkBoundary } from './ChunkBoundary';

const Broken = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

const renderWith = (boundary: Omit<ComponentProps<typeof ChunkBoundary>, 'children'>) => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return render(
    <IntlProvider locale="en" messages={en}>
      <h1>Still here</h1>
      <ChunkBoundary {...boundary}>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </ChunkBoundary>
    </IntlProvider>,
  );
};

describe('a part of the app that fails to load', () => {
  it('is replaced by an alert with a reload button; the rest of the page stays', async () => {
    const onError = vi.fn();
    renderWith({ onError });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part of Spark could not load.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('can give way to nothing, for a menu or a dialog that closes instead', async () => {
    let told = false;
    renderWith({
      fallback: null,
      onError: () => {
        told = true;
      },
    });
    await vi.waitFor(() => expect(told).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeTruthy();
  });
});
