import { css } from '@linaria/core';

/**
 * The page-wide styles: design tokens as CSS custom properties (light and dark follow the device unless
 * `data-color-scheme` forces one), the box model, the body's font and colours, the focus ring and reduced motion.
 * Imported once by the entry for its effect (package.json lists it under `sideEffects`, so the bundler keeps it).
 */
const dark = `
  --bg: #111418;
  --surface: #1c2128;
  --fg: #f0f2f4;
  --muted: #aab2bd;
  --border: #3a424d;
  --accent-text: #ff7aa8;
  --focus: #8ab4f8;
  --danger: #f2b8b5;
  color-scheme: dark;
`;

export const globalStyles = css`
  :global() {
    :root {
      --brand: #fd267a;
      --accent-fill: #d6005c;
      --on-accent: #ffffff;
      --bg: #ffffff;
      --surface: #f3f4f6;
      --fg: #1d232b;
      --muted: #5c6470;
      --border: #d4d8de;
      --accent-text: #c2004f;
      --focus: #0b57d0;
      --danger: #b3261e;
      --radius: 12px;
      --space-1: 4px;
      --space-2: 8px;
      --space-3: 16px;
      --space-4: 24px;
      --space-5: 40px;
      --font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif;
      --header-h: 56px;
      --nav-h: 64px;
      color-scheme: light;
    }
    @media (prefers-color-scheme: dark) {
      :root:not([data-color-scheme='light']) {
        ${dark}
      }
    }
    :root[data-color-scheme='dark'] {
      ${dark}
    }
    *, *::before, *::after {
      box-sizing: border-box;
    }
    html, body, #root {
      height: 100%;
      margin: 0;
    }
    body {
      background: var(--bg);
      color: var(--fg);
      font-family: var(--font);
      font-size: 16px;
      line-height: 1.5;
      -webkit-font-smoothing: antialiased;
    }
    :focus-visible {
      outline: 3px solid var(--focus);
      outline-offset: 2px;
    }
    @media (prefers-reduced-motion: reduce) {
      *, *::before, *::after {
        animation-duration: 0.01ms !important;
        transition-duration: 0.01ms !important;
      }
    }
  }
`;

