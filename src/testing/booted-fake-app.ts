import { act } from '@testing-library/react';
import type { Resolver } from '../../core/shared';
import type { Fakes } from '../adapter-sets/fake';
import { boot } from '../boot';
import { fakeApp } from './fake-app';

/**
 * `fakeApp` booted as the browser boots it (English platform, no locale query), its start settled on fake time:
 * for a test that mounts its own part of the UI over the started app.
 */
export const bootedFakeApp = async (href: string, setup: (fakes: Fakes) => void = () => undefined): Promise<{ readonly resolver: Resolver; readonly fakes: Fakes }> => {
  const { resolver, fakes } = await fakeApp(href, setup);
  const { restored } = await boot(resolver, { localeFromQuery: null, platformLanguages: ['en-US'] });
  await act(async () => {
    await fakes.time.advanceAsync(300, 50);
    await restored;
  });
  return { resolver, fakes };
};
