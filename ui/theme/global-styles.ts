import { css } from '@linaria/core';
import { DARK, LIGHT, paletteCss } from './palette';

/**
 * The page-wide styles: the design tokens as CSS custom properties (colour for light and dark, following the device
 * unless `data-color-scheme` forces one, CONF-10; type scale, spacing, radii, elevation, motion), the box model, the
 * body's font and colours, the focus ring and reduced motion. docs/ui.md lists the tokens.
 * Imported once by the entry for its effect (package.json lists it under `sideEffects`, so the bundler keeps it).
 */
const dark = `
  ${paletteCss(DARK)}
  --shadow-1: 0 1px 2px rgb(0 0 0 / 50%);
  --shadow-2: 0 4px 14px rgb(0 0 0 / 50%);
  --shadow-3: 0 16px 40px rgb(0 0 0 / 60%);
  --scrim: rgb(0 0 0 / 65%);
  color-scheme: dark;
`;

export const globalStyles = css`
  :global() {
    :root {
      ${paletteCss(LIGHT)}
      --scrim: rgb(10 12 16 / 50%);
      /* Elevation: resting cards, floating buttons, sheets and dialogs. */
      --shadow-1: 0 1px 2px rgb(16 24 40 / 8%), 0 1px 3px rgb(16 24 40 / 6%);
      --shadow-2: 0 4px 14px rgb(16 24 40 / 12%);
      --shadow-3: 0 18px 48px rgb(16 24 40 / 22%);
      /* Type scale (1.125 steps around 16 px). */
      --font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif;
      --text-xs: 0.75rem;
      --text-sm: 0.875rem;
      --text-md: 1rem;
      --text-lg: 1.125rem;
      --text-xl: 1.375rem;
      --text-2xl: 1.75rem;
      --text-3xl: clamp(2rem, 5vw + 1rem, 3.5rem);
      --leading-tight: 1.15;
      --leading: 1.5;
      /* Spacing (4 px grid). */
      --space-1: 4px;
      --space-2: 8px;
      --space-3: 16px;
      --space-4: 24px;
      --space-5: 40px;
      --space-6: 64px;
      /* Radii. */
      --radius-sm: 8px;
      --radius: 12px;
      --radius-lg: 20px;
      --radius-full: 999px;
      /* Motion: durations collapse to zero when the person asks for reduced motion. */
      --ease: cubic-bezier(0.2, 0.8, 0.2, 1);
      --dur-fast: 120ms;
      --dur: 200ms;
      --dur-slow: 320ms;
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
    /* A control clicked before the app is in waits for it (src/first-paint.tsx): the page shows it is busy. */
    #root[data-waiting] * {
      cursor: progress;
    }
    body {
      background: var(--bg);
      color: var(--fg);
      font-family: var(--font);
      font-size: var(--text-md);
      line-height: var(--leading);
      -webkit-font-smoothing: antialiased;
    }
    h1, h2, h3 {
      line-height: var(--leading-tight);
    }
    a {
      color: var(--accent-text);
      text-underline-offset: 0.2em;
    }
    :focus-visible {
      outline: 3px solid var(--focus);
      outline-offset: 2px;
    }
    /* A heading or region that receives focus after a step (so a screen reader starts there) is not a control:
       no ring around it. Every control keeps its ring. */
    [tabindex='-1']:focus-visible {
      outline: none;
    }
    @keyframes spark-fade {
      from {
        opacity: 0;
      }
    }
    @keyframes spark-rise {
      from {
        transform: translateY(24px);
        opacity: 0;
      }
    }
    @keyframes spark-slide-in {
      from {
        transform: translateX(var(--slide-from, 100%));
      }
    }
    @keyframes spark-pop {
      from {
        transform: scale(0.9);
        opacity: 0;
      }
    }
    @keyframes spark-shimmer {
      from {
        background-position: 100% 0;
      }
      to {
        background-position: -100% 0;
      }
    }
    @media (prefers-reduced-motion: reduce) {
      :root {
        --dur-fast: 0ms;
        --dur: 0ms;
        --dur-slow: 0ms;
      }
      *, *::before, *::after {
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
        transition-duration: 0.01ms !important;
        scroll-behavior: auto !important;
      }
    }
  }
`;
