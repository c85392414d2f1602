import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

const page = (text: string) => ({ default: () => <p>{text}</p> });

describe('preloadable screens', () => {
  it('a screen preloaded before its first render shows at once, without its fallback', async () => {
    const Screen = preloadable(() => Promise.resolve(page('Discover')));
    await Screen.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Discover')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('a screen not preloaded suspends like React.lazy, then shows', async () => {
    const Screen = preloadable(() => Promise.resolve(page('Landing')));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('Landing')).toBeTruthy();
  });

  it('a failed download is tried again by the next preload, and preload never rejects', async () => {
    let calls = 0;
    const Screen = preloadable(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(page('Back online'))));
    await expect(Screen.preload()).resolves.toBeUndefined();
    await Screen.preload();
    expect(calls).toBe(2);
    await act(async () => {
      render(<Screen />);
    });
    expect(screen.getByText('Back online')).toBeTruthy();
  });
});
