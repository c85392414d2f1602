import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signal } from '@preact/signals-core';
import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../core/shared/testing/memory-storage';
import { drawDiscover } from '../server/web/drawn-discover';
import { hasDrawnScreen, releaseDrawnScreen } from '../ui/app/drawn-screen';
import { paintFirst } from './first-paint';
import { drawnDiscoverPage } from './prerender-landing';

const SOURCE = readFileSync(join(process.cwd(), 'src/landing-start.js'), 'utf8');
const ENTRY = '/app/assets/index-abc.js';
const TEMPLATE = `<html lang="en" dir="ltr"><head><meta charset="UTF-8" /><title>Spark</title>
    <script type="module" crossorigin src="${ENTRY}"></script>
    <link rel="modulepreload" crossorigin href="/app/assets/react-intl-abc.js">
  </head><body><div id="root"></div></body></html>`;
const START_SCRIPT = '/app/assets/landing-start-abc.js';
const CARD = { name: 'Mia', age: 29, photo: { url: '/media/p/1.jpg', sizes: [{ url: '/media/p/1-320.jpg', width: 320, height: 400 }, { url: '/media/p/1-640.jpg', width: 640, height: 800 }] } };

/** A member's Discover as the server sends it: the build's drawn page with the member's first card written in. */
async function drawnPage(locale = 'en'): Promise<Document> {
  return new DOMParser().parseFromString(drawDiscover(await drawnDiscoverPage(TEMPLATE, locale, START_SCRIPT), CARD), 'text/html');
}

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  Reflect.deleteProperty(document, 'currentScript');
});

/** Whether a drawn Discover is on show: in the page and not hidden. */
const drawnShown = () => {
  const layer = document.getElementById('drawn-screen');
  return layer !== null && !layer.hidden;
};

describe('Discover drawn ahead of time for a member', () => {
  it('the page shows the first card and its buttons from its markup alone, hidden from assistive technology and inert', async () => {
    const page = await drawnPage();
    const layer = page.getElementById('drawn-screen')!;
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(layer.hasAttribute('inert')).toBe(true);
    expect(layer.querySelector('h1')?.textContent).toBe('Discover');
    expect(layer.querySelector('h2')?.textContent).toBe('Mia, 29');
    const img = layer.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/p/1.jpg');
    expect(img.getAttribute('srcset')).toBe('/media/p/1-320.jpg 320w, /media/p/1-640.jpg 640w');
    expect(img.getAttribute('sizes')).toBe('(max-width: 600px) 100vw, 560px');
    // The browser reports when it is on screen (the page's start-up script waits for that).
    expect(img.getAttribute('elementtiming')).toBe('front-picture');
    expect(layer.querySelectorAll('button[tabindex="-1"]')).toHaveLength(5);
    // The member navigation as the app shows it, Discover the current item.
    expect([...layer.querySelectorAll('nav li')].map((li) => li.textContent)).toEqual(['Discover', 'Explore', 'Likes', 'Matches', 'Profile']);
    expect(layer.querySelector('nav [aria-current="page"]')?.textContent).toBe('Discover');
    expect(page.title).toBe('Discover | Spark');
    // What assistive technology finds meanwhile: the screen's main landmark, its title, and that cards are coming.
    const root = page.getElementById('root')!;
    expect(root.querySelector('main h1')?.textContent).toBe('Discover');
    expect(root.querySelector('main [role="status"]')?.textContent).toBe('Finding people near you…');
  });

  it('the photo is the first thing the page asks for, and the app`s modules come after it (the start-up script)', async () => {
    const page = await drawnPage();
    const first = page.head.querySelector('link')!;
    expect(first.getAttribute('rel')).toBe('preload');
    expect(first.getAttribute('imagesrcset')).toBe('/media/p/1-320.jpg 320w, /media/p/1-640.jpg 640w');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(page.querySelector('script[type="module"]')).toBeNull();
    expect(page.querySelector('link[rel="modulepreload"]')).toBeNull();
    expect(page.querySelector(`script[src="${START_SCRIPT}"]`)?.getAttribute('data-entry')).toBe(ENTRY);
  });

  it('no id of the app`s own page appears twice: the drawn shell keeps only its layer`s', async () => {
    const page = await drawnPage();
    expect([...page.querySelectorAll('[id]')].map((el) => el.id).sort()).toEqual(['drawn-screen', 'root']);
    expect(page.querySelector('#drawn-screen [aria-labelledby], #drawn-screen [aria-describedby]')).toBeNull();
  });

  it('CONF-08: drawn right to left in Arabic', async () => {
    const page = await drawnPage('ar');
    expect(page.documentElement.getAttribute('lang')).toBe('ar');
    expect(page.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('stage 1 paints no loading screen under it, and the page`s start-up script waits for its photo', async () => {
    const page = await drawnPage();
    const root = document.importNode(page.getElementById('root')!, true);
    const layer = document.importNode(page.getElementById('drawn-screen')!, true);
    document.body.append(root, layer);
    const img = layer.querySelector('img')!;
    Object.defineProperty(img, 'complete', { value: false, configurable: true });
    Object.defineProperty(document, 'currentScript', { value: document.importNode(page.querySelector(`script[src="${START_SCRIPT}"]`)!, true), configurable: true });
    new Function(SOURCE)();
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    img.dispatchEvent(new Event('load'));
    await act(async () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 5)))));
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe(ENTRY);

    const first = paintFirst(root, { landing: false, localeFromQuery: null, platformLanguages: ['en'], build: 'full', storage: new MemoryStorage() });
    await act(async () => first.landing);
    expect(screen.queryByTestId('loading-screen')).toBeNull();
    let app: Root | undefined;
    first.takeOver((r) => {
      app = r;
      r.render(<p>the app</p>);
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(root.textContent).toBe('the app');
    // The app under it: the drawn card stays until the app shows its own.
    expect(document.getElementById('drawn-screen')).toBe(layer);
    act(() => app?.unmount());
  });

  it('when the app cannot load, the drawn card goes and the page says so', async () => {
    const page = await drawnPage();
    const root = document.importNode(page.getElementById('root')!, true);
    document.body.append(root, document.importNode(page.getElementById('drawn-screen')!, true));
    const first = paintFirst(root, { landing: false, localeFromQuery: null, platformLanguages: ['en'], build: 'full', storage: new MemoryStorage() });
    await act(async () => first.landing);
    await act(async () => {
      first.abandon();
      await first.landing;
    });
    expect(drawnShown()).toBe(false);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('releaseDrawnScreen: the drawn card gives way to the app', () => {
  const drawn = () => {
    document.getElementById('drawn-screen')?.remove();
    const layer = document.createElement('div');
    layer.id = 'drawn-screen';
    document.body.append(layer);
    return layer;
  };

  it('goes from sight at once, and out of the page in an idle moment after', async () => {
    const layer = drawn();
    releaseDrawnScreen(new Promise(() => undefined));
    dispatchEvent(new Event('pointerdown'));
    expect([layer.isConnected, layer.hidden]).toEqual([true, true]);
    // Hidden, it no longer counts as shown: the app's start does not wait on it.
    expect(hasDrawnScreen()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(layer.isConnected).toBe(false);
  });

  it('at the member`s first touch or key', () => {
    drawn();
    releaseDrawnScreen(new Promise(() => undefined));
    expect(drawnShown()).toBe(true);
    dispatchEvent(new Event('pointerdown'));
    expect(drawnShown()).toBe(false);

    drawn();
    releaseDrawnScreen(new Promise(() => undefined));
    dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(drawnShown()).toBe(false);
  });

  it('as soon as the app`s page is another screen (a guard sent the member elsewhere), or at once when it is already', () => {
    drawn();
    const path = signal('/app/recs');
    releaseDrawnScreen(new Promise(() => undefined), () => path.value === '/app/recs');
    expect(drawnShown()).toBe(true);
    path.value = '/app/settings';
    expect(drawnShown()).toBe(false);

    drawn();
    releaseDrawnScreen(new Promise(() => undefined), () => false);
    expect(drawnShown()).toBe(false);
  });

  it('at the latest one second after the first screen had what it needed (the cards did not come)', async () => {
    vi.useFakeTimers();
    drawn();
    let pass: () => void = () => undefined;
    releaseDrawnScreen(new Promise<void>((resolve) => (pass = resolve)));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(drawnShown()).toBe(true);
    pass();
    await vi.advanceTimersByTimeAsync(999);
    expect(drawnShown()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(drawnShown()).toBe(false);
  });
});
