import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../core/shared/testing/memory-storage';
import { loadedMessages } from '../ui/i18n/messages';
import { LandingView } from '../ui/landing/LandingView';
import { AppShell } from '../ui/shell/AppShell';
import { paintFirst, type FirstPaint, type FirstPaintOptions } from './first-paint';
import { landingPage } from './prerender-landing';

// Stage 1 must paint without the composition root: loading the container (or stage 2) here would be recorded.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./container', () => {
  loaded.add('container');
  return {};
});
vi.mock('./app-start', () => {
  loaded.add('app-start');
  return {};
});

const AR_TITLE = 'تعرّف على أشخاص بالقرب منك';

const OPTIONS: FirstPaintOptions = { landing: true, localeFromQuery: null, platformLanguages: ['en-GB'], build: 'full', storage: new MemoryStorage() };

let current: FirstPaint | undefined;
afterEach(() => {
  let root: Root | undefined;
  if (current) act(() => current!.takeOver((r) => (root = r)));
  act(() => root?.unmount());
  current = undefined;
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

/** The page's root as the server sends it to a visitor: the landing prerendered by the build in `locale`. */
async function prerenderedRoot(locale: string): Promise<HTMLElement> {
  const page = await landingPage('<html lang="en" dir="ltr"><head><meta charset="UTF-8" /><title>Spark</title></head><body><div id="root"></div></body></html>', locale);
  const root = new DOMParser().parseFromString(page, 'text/html').getElementById('root')!;
  return document.importNode(root, true);
}

/** The app's landing in `locale`, as the app renders it when it takes over. */
const appLanding = (locale: string, logIn: () => void) => (
  <IntlProvider locale={locale} messages={loadedMessages(locale)} defaultLocale="en">
    <AppShell member={false}>
      <LandingView build="full" onCreateAccount={vi.fn()} onLogIn={logIn} />
    </AppShell>
  </IntlProvider>
);

async function paint(options: Partial<FirstPaintOptions> = {}, host: HTMLElement = document.createElement('div')) {
  document.body.append(host);
  const first = await act(async () => {
    const painted = paintFirst(host, { ...OPTIONS, ...options });
    await painted.landing;
    return painted;
  });
  current = first;
  return { host, first };
}

describe('stage 1 of the start', () => {
  it('APP-01: paints the landing for a visitor with no container and no resolver: headline, tagline and both buttons', async () => {
    await paint();
    expect(screen.getByRole('heading', { level: 1, name: 'Start something real' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(document.title).toBe('Meet people near you | Spark');
    expect(loaded).toEqual(new Set());
  });

  it('APP-01: shows only the loading screen when the first screen is not the landing (a member, another page)', async () => {
    await paint({ landing: false });
    expect(screen.getByTestId('loading-screen')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('APP-01: over the loading screen the app renders as a transition: the loading screen stays until the app is committed', async () => {
    const { host, first } = await paint({ landing: false });
    current = undefined;
    let root: Root | undefined;
    first.takeOver((r) => {
      root = r;
      r.render(<p>the app</p>);
    });
    // Not committed in the same task (a transition renders in slices, yielding to the browser).
    expect(host.textContent).not.toContain('the app');
    expect(screen.getByTestId('loading-screen')).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(host.textContent).toBe('the app');
    act(() => root?.unmount());
  });

  it('CONF-08: paints in the language the app will choose (the query), right to left for Arabic', async () => {
    await paint({ localeFromQuery: 'ar' });
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'ابدأ شيئًا حقيقيًا' })).toBeTruthy();
  });

  it('APP-01: a click on Log in before the app is in is held, then given to the app\'s Log in; focus stays on it', async () => {
    const { first } = await paint();
    const early = screen.getByRole('button', { name: 'Log in' });
    early.focus();
    act(() => early.click());
    const logIn = vi.fn();
    const createAccount = vi.fn();
    // The app's landing: the same markup, with the sign-in flow behind its buttons.
    act(() =>
      first.takeOver((root) =>
        root.render(
          <IntlProvider locale="en" messages={loadedMessages(document.documentElement.lang)} defaultLocale="en">
            <AppShell member={false}>
              <LandingView build="full" onCreateAccount={createAccount} onLogIn={logIn} />
            </AppShell>
          </IntlProvider>,
        ),
      ),
    );
    const now = screen.getByRole('button', { name: 'Log in' });
    expect(now).not.toBe(early);
    expect(logIn).toHaveBeenCalledTimes(1);
    expect(createAccount).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(now);
    // Once the app is in, clicks are its own again.
    act(() => now.click());
    expect(logIn).toHaveBeenCalledTimes(2);
  });

  it('APP-01: a held click is dropped when the app shows something else in the landing\'s place', async () => {
    const { host, first } = await paint();
    act(() => screen.getByRole('button', { name: 'Log in' }).click());
    expect(host.dataset.waiting).toBe('');
    const other = vi.fn();
    act(() =>
      first.takeOver((root) =>
        root.render(
          <div>
            {Array.from({ length: 8 }, (_, i) => (
              <button key={i} type="button" onClick={other}>
                {`Other ${i}`}
              </button>
            ))}
          </div>,
        ),
      ),
    );
    expect(other).not.toHaveBeenCalled();
    expect(host.dataset.waiting).toBeUndefined();
  });
  it('APP-01: when the app cannot load, the page says so and offers to try again, instead of a landing that does nothing', async () => {
    const { host, first } = await paint();
    act(() => screen.getByRole('button', { name: 'Log in' }).click());
    await act(async () => {
      first.abandon();
      await first.landing;
    });
    expect(screen.getByRole('alert').textContent).toBe("Spark couldn't load. Check your connection, then try again.");
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(retry);
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(host.dataset.waiting).toBeUndefined();
  });

  it('APP-01: a landing the server sent drawn is hydrated as it is: the same elements stay, nothing is logged, a held click still reaches the app', async () => {
    const errors = vi.spyOn(console, 'error');
    // The app picks en-GB here (the platform's language), and the server sends the page of that language.
    const host = await prerenderedRoot('en-GB');
    const heading = host.querySelector('h1');
    expect(heading?.textContent).toBe('Start something real');
    const { first } = await paint({}, host);
    // Hydrated, not drawn again: the very heading of the page, and no loading screen came in between.
    expect(screen.getByRole('heading', { level: 1, name: 'Start something real' })).toBe(heading);
    expect(screen.queryByTestId('loading-screen')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Log in' }).click());
    const logIn = vi.fn();
    act(() =>
      first.takeOver((root) => root.render(appLanding('en-GB', logIn))),
    );
    expect(logIn).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });

  it('APP-01: an app that takes over a drawn landing still being hydrated waits for it: the held click reaches the app\'s Log in', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = await prerenderedRoot('en-GB');
    document.body.append(host);
    // Not inside act: React hydrates in its own time, as in a browser.
    const first = paintFirst(host, OPTIONS);
    current = first;
    host.querySelector<HTMLButtonElement>('button:nth-of-type(2)')!.click();
    await first.landing;
    const logIn = vi.fn();
    // The app is in before the hydration is committed (the start-up script awaited only the landing's messages).
    const render = vi.fn((root: Root) => root.render(appLanding('en-GB', logIn)));
    first.takeOver(render);
    // An update now would reach a root not yet hydrated (in a browser React then drops the page's markup for a root
    // drawn afresh, and the held click went to a button about to go): the app's render waits.
    expect(render).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(logIn).toHaveBeenCalledTimes(1));
    expect(render).toHaveBeenCalledTimes(1);
    // Hydrated, then taken over: React never gave up the page's markup for a root drawn afresh.
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/hydrat|Minified React error #424/i);
    errors.mockRestore();
  });

  it('CONF-08: a landing sent drawn in another language than the one the app picks is drawn again in the picked one', async () => {
    const host = await prerenderedRoot('en');
    await paint({ localeFromQuery: 'ar' }, host);
    expect(screen.getByRole('heading', { level: 1, name: 'ابدأ شيئًا حقيقيًا' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Start something real' })).toBeNull();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('CONF-08: the Arabic landing is prerendered right to left, in Arabic', async () => {
    const page = await landingPage('<html lang="en" dir="ltr"><head><meta charset="UTF-8" /><title>Spark</title></head><body><div id="root"></div></body></html>', 'ar');
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('data-prerendered="ar"');
    expect(page).toContain('ابدأ شيئًا حقيقيًا');
    // ROUTE-30: the page's title is the landing's, in its language, before any script has run.
    expect(page).toContain(`<title>${AR_TITLE} | Spark</title>`);
    expect(await landingPage('<html lang="en" dir="ltr"><head><meta charset="UTF-8" /><title>Spark</title></head><body><div id="root"></div></body></html>', 'en')).toContain('<title>Meet people near you | Spark</title>');
  });

  it('APP-01: the prerendered page is first painted whole: its head holds the first frame until an element after the whole landing is in', async () => {
    // A landing painted half parsed (a busy browser) lays out otherwise, and moves once the rest is in.
    const page = new DOMParser().parseFromString(
      await landingPage('<html lang="en" dir="ltr"><head><meta charset="UTF-8" /><title>Spark</title></head><body><div id="root"></div></body></html>', 'en'),
      'text/html',
    );
    const expectLink = page.head.querySelector('link[rel="expect"]')!;
    expect(expectLink.getAttribute('blocking')).toBe('render');
    const root = page.getElementById('root')!;
    const awaited = page.getElementById(expectLink.getAttribute('href')!.replace(/^#/, ''))!;
    expect(awaited).not.toBeNull();
    // After the root's end, not in it (the blocking ends with the element's start tag), and nothing shown.
    expect(awaited.previousElementSibling).toBe(root);
    expect(awaited.tagName).toBe('TEMPLATE');
  });
});
