import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootedFakeApp } from '../../src/testing/booted-fake-app';
import { ResolverProvider } from '../di/resolver';
import { I18nProvider } from '../i18n/I18nProvider';
import { OutageModalHost } from './OutageModalHost';

// The dialog's module, seen when it is fetched (evaluated).
const fetched = vi.hoisted(() => ({ at: [] as string[] }));
vi.mock('./OutageModal', () => {
  fetched.at.push('fetched');
  return { default: () => null };
});

describe("the outage dialog's chunk", () => {
  afterEach(() => {
    // Unmounted while the idle callbacks are still the stubs.
    cleanup();
    vi.unstubAllGlobals();
  });

  it('AUTH-27: is fetched once the page is idle after the first render, not in the commit that drew it', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { resolver } = await bootedFakeApp('/app');
    render(
      <ResolverProvider resolver={resolver}>
        <I18nProvider>
          <OutageModalHost />
        </I18nProvider>
      </ResolverProvider>,
    );
    // Mounted (the messages in), asking for an idle moment; nothing fetched meanwhile.
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetched.at).toEqual([]);
    act(() => idle.splice(0).forEach((callback) => callback()));
    await waitFor(() => expect(fetched.at).toEqual(['fetched']));
  });
});
