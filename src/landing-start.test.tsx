import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../core/shared/testing/memory-storage';
import { loadedMessages } from '../ui/i18n/messages';
import { LandingView } from '../ui/landing/LandingView';
import { AppShell } from '../ui/shell/AppShell';
import { paintFirst } from './first-paint';
import { landingPage } from './prerender-landing';

const SOURCE = readFileSync(join(process.cwd(), 'src/landing-start.js'), 'utf8');
const ENTRY = '/app/assets/index-abc.js';
const PRELOADS = ['/app/assets/react-intl-abc.js', '/app/assets/constants-abc.js'];
const TEMPLATE = `<html lang="en" dir="ltr"><head><meta charset="UTF-8" /><title>Spark</title>
    <script type="module" crossorigin src="${ENTRY}"></script>
    <link rel="modulepreload" crossorigin href="${PRELOADS[0]}">
    <link rel="modulepreload" crossorigin href="${PRELOADS[1]}">
  </head><body><div id="root"></div></body></html>`;

/** The prerendered English landing as the server sends it, in this document, and its start-up script run. */
async function openPrerendered(template = TEMPLATE): Promise<{ readonly root: HTMLElement; readonly front: HTMLImageElement }> {
  const page = new DOMParser().parseFromString(await landingPage(template, 'en', '/app/assets/landing-start-abc.js'), 'text/html');
  const script = page.querySelector<HTMLScriptElement>('script[src="/app/assets/landing-start-abc.js"]')!;
  const root = document.importNode(page.getElementById('root')!, true);
  document.body.append(root);
  const front = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
  // Not arrived yet (jsdom loads no image).
  Object.defineProperty(front, 'complete', { value: false, configurable: true });
  Object.defineProperty(document, 'currentScript', { value: document.importNode(script, true), configurable: true });
  new Function(SOURCE)();
  return { root, front };
}

const started = () => ({
  entry: [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.getAttribute('src')),
  preloads: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
});

const nextFrameAndTask = () => act(async () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 5)))));

type Entries = { element: Element }[];
/**
 * Runs `body` in a browser that reports element paints (Element Timing), on fake timers: `report` hands the page's
 * observer what the browser would report (nothing is reported unless the test says so).
 */
async function withElementTiming(body: (report: (entries: Entries) => void) => Promise<void>): Promise<void> {
  let observed: ((entries: Entries) => void) | undefined;
  class ElementTimingObserver {
    static readonly supportedEntryTypes = ['element'];
    constructor(private readonly callback: (list: { getEntries(): Entries }, observer: ElementTimingObserver) => void) {}
    observe() {
      observed = (entries) => this.callback({ getEntries: () => entries }, this);
    }
    disconnect() {
      observed = undefined;
    }
  }
  vi.stubGlobal('PerformanceObserver', ElementTimingObserver);
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  try {
    await body((entries) => observed?.(entries));
  } finally {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  }
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  Reflect.deleteProperty(document, 'currentScript');
});

describe("the prerendered landing's start-up script", () => {
  it('APP-01: the page names its modules for the start-up script instead of asking for them itself', async () => {
    const page = await landingPage(TEMPLATE, 'en', '/app/assets/landing-start-abc.js');
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('rel="modulepreload"');
    const script = new DOMParser().parseFromString(page, 'text/html').querySelector<HTMLScriptElement>('script[src="/app/assets/landing-start-abc.js"]')!;
    expect(script.defer).toBe(true);
    expect(script.dataset['entry']).toBe(ENTRY);
    expect(JSON.parse(script.dataset['preload']!)).toEqual(PRELOADS);
  });

  it('APP-01: asks for the modules only once the front picture has arrived and been painted', async () => {
    const { front } = await openPrerendered();
    await nextFrameAndTask();
    expect(started()).toEqual({ entry: [], preloads: [] });
    front.dispatchEvent(new Event('load'));
    await nextFrameAndTask();
    expect(started()).toEqual({ entry: [ENTRY], preloads: PRELOADS });
  });

  it('APP-01: where the browser reports when an element is painted, the modules wait for the front picture`s report', async () => {
    await withElementTiming(async (report) => {
      const { front } = await openPrerendered();
      front.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(100);
      // Frames have passed, but nothing says the picture is on screen yet; another element's report is not it.
      report([{ element: document.body }]);
      await vi.advanceTimersByTimeAsync(10);
      expect(started()).toEqual({ entry: [], preloads: [] });
      report([{ element: front }]);
      await vi.advanceTimersByTimeAsync(1);
      expect(started()).toEqual({ entry: [ENTRY], preloads: PRELOADS });
    });
  });

  it('APP-01: where no report of the picture comes, the modules come a quarter of a second after it arrived', async () => {
    await withElementTiming(async () => {
      const { front } = await openPrerendered();
      front.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(200);
      expect(started().entry).toEqual([]);
      await vi.advanceTimersByTimeAsync(200);
      expect(started()).toEqual({ entry: [ENTRY], preloads: PRELOADS });
    });
  });

  it('APP-01: the entry and the first four preloads go in one task, the rest four to a task after it, in the order listed', async () => {
    const many = Array.from({ length: 20 }, (_, i) => `/app/assets/chunk-${i}-abc.js`);
    const template = TEMPLATE.replace(/<link rel="modulepreload"[^>]*>\s*/g, '').replace('</head>', `${many.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('')}</head>`);
    await withElementTiming(async (report) => {
      const { front } = await openPrerendered(template);
      front.dispatchEvent(new Event('load'));
      report([{ element: front }]);
      // The report's task, then the start: the entry and the first four, nothing more yet.
      await vi.advanceTimersToNextTimerAsync();
      expect(started()).toEqual({ entry: [ENTRY], preloads: many.slice(0, 4) });
      for (const upTo of [8, 12, 16, 20]) {
        await vi.advanceTimersToNextTimerAsync();
        expect(started().preloads).toEqual(many.slice(0, upTo));
      }
    });
  });

  it('APP-01: a click on Log in before the modules are in starts them at once and is held; stage 1 takes it over and gives it to the app', async () => {
    const { root } = await openPrerendered();
    const early = screen.getByRole('button', { name: 'Log in' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    early.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(root.dataset['waiting']).toBe('');
    expect(started().entry).toEqual([ENTRY]);

    const first = paintFirst(root, { landing: true, localeFromQuery: null, platformLanguages: ['en-GB'], build: 'full', storage: new MemoryStorage() });
    // The start-up script holds no more: stage 1 does.
    expect(root.dataset['earlyClicks']).toBeUndefined();
    await act(async () => first.landing);
    const logIn = vi.fn();
    let app: Root | undefined;
    act(() =>
      first.takeOver((r) =>
        (app = r).render(
          <IntlProvider locale="en" messages={loadedMessages('en')} defaultLocale="en">
            <AppShell member={false}>
              <LandingView build="full" onCreateAccount={() => undefined} onLogIn={logIn} />
            </AppShell>
          </IntlProvider>,
        ),
      ),
    );
    expect(logIn).toHaveBeenCalledTimes(1);
    expect(root.dataset['waiting']).toBeUndefined();
    act(() => app?.unmount());
  });
});
