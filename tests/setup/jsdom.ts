import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// Screens arrive in lazy chunks that the test runner transforms on first use: on a busy machine that takes more
// than the default second, so queries that wait for them wait longer (a hang guard, not a speed check).
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; components read the device colour scheme and layout through it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
