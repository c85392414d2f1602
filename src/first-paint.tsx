import { startTransition, useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { BuildKind } from '../core/app';
import { directionOf, LocaleStore } from '../core/i18n';
import type { KeyValueStorage } from '../core/shared';
import { consoleLogger } from '../adapters/platform/console-logger';
import { LocalStorageKeyValueStorage } from '../adapters/storage/local-storage';
import { dismissDrawnScreen, hasDrawnScreen } from '../ui/app/drawn-screen';
import { FirstPaintFailed, FirstPaintLanding } from '../ui/app/FirstPaint';
import { loadMessages, type Messages } from '../ui/i18n/messages';
import { LoadingScreen } from '../ui/shell/LoadingScreen';

export interface FirstPaintOptions {
  /** Paint the landing (a visitor without a session hint on the root of the app); otherwise the loading screen only. */
  readonly landing: boolean;
  /** A `locale` query value, if the page was opened with one. */
  readonly localeFromQuery: string | null;
  /** The platform's preferred languages, best first. */
  readonly platformLanguages: readonly string[];
  readonly build: BuildKind;
  /** Where the member's chosen language is kept (the app's LocaleStore reads the same). */
  readonly storage?: KeyValueStorage;
}

export interface FirstPaint {
  /** Settles once the landing is painted, or once the first paint has given it up (no landing, or no messages). */
  readonly landing: Promise<void>;
  /**
   * The app takes the root over. Over the landing, `render` is committed at once into the page's root (the landing's
   * markup is the same, so nothing moves; over a landing being hydrated, once it is hydrated), then focus goes back to
   * the control that had it and a click held meanwhile is given to its control; over the loading screen, it renders as a transition (in slices, committed when done).
   */
  takeOver(render: (root: Root) => void): void;
  /**
   * The app could not be loaded (its chunk failed, most often because the network went away): clicks are no longer
   * held, and the page says so with a way to try again, instead of a landing whose buttons do nothing.
   */
  abandon(): void;
}

/** The controls whose clicks are held until the app is in, matched by their place in the page and their name. */
const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]';

/** A control by its place among the page's controls and what it says, to find the same one in the app's markup. */
interface ControlRef {
  readonly index: number;
  readonly name: string;
}
const nameOf = (control: HTMLElement) => `${control.tagName} ${control.getAttribute('aria-label') ?? ''} ${control.textContent ?? ''}`;

/** Tells once its tree is committed: for a hydrated root, once the page's markup is React's. */
function Committed({ onCommit, children }: { readonly onCommit: () => void; readonly children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Stage 1 of the start (APP-01): paints what the first screen needs before the container exists and before the app
 * (stage 2, src/app-start.tsx) has arrived: the loading screen at once and, for a visitor on the root, the landing
 * in the language the app will choose (the same LocaleStore, query, stored choice and browser languages). The
 * messages load here for every start, beside stage 2's download. Until the app takes over, a click on one of the
 * landing's controls is held (the page shows it is busy: `data-waiting` on the root, a progress cursor) and replayed
 * on the same control of the app's landing.
 */
export function paintFirst(container: HTMLElement, options: FirstPaintOptions): FirstPaint {
  let replaced = false;
  let held: ControlRef | null = null;
  const controls = () => [...container.querySelectorAll<HTMLElement>(CONTROLS)];
  const refOf = (control: HTMLElement): ControlRef => ({ index: controls().indexOf(control), name: nameOf(control) });
  // The same control in the app's markup, or none when the app shows something else there.
  const find = (ref: ControlRef | null) => {
    const control = ref ? controls()[ref.index] : undefined;
    return control && nameOf(control) === ref?.name ? control : undefined;
  };
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!control || !container.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held = refOf(control);
    container.dataset.waiting = '';
  };
  addEventListener('click', hold, true);
  // A click the prerendered page's start-up script held before this script ran (src/landing-start.js) is this one's
  // now, and that script holds no more.
  const early = container.dataset['held'];
  if (early !== undefined) {
    const control = controls()[Number(early)];
    if (control) held = refOf(control);
  }
  delete container.dataset['held'];
  delete container.dataset['earlyClicks'];
  const release = () => {
    removeEventListener('click', hold, true);
    delete container.dataset.waiting;
  };

  // A landing the server sent already drawn (prerendered at build time, server/web/static-site.routes.ts) stays as it
  // is and is hydrated once its language's messages are in; anything else is rendered afresh, the loading screen at
  // once.
  const prerendered = options.landing ? container.dataset['prerendered'] : undefined;
  let root: Root | null = null;
  const rendered = (): Root => (root ??= createRoot(container));
  // A hydration under way, until it is committed: an update before then would make React drop the page's markup and
  // draw the root afresh, after the held click was given to a control about to go.
  let hydrating: Promise<void> | null = null;
  // A Discover the server drew (ui/app/drawn-screen.ts) covers the page, and its root says what is coming: no
  // loading screen under it.
  if (prerendered === undefined && !hasDrawnScreen()) rendered().render(<LoadingScreen />);
  let loaded: { readonly locale: string; readonly messages: Messages } | null = null;
  const landing = (async () => {
    try {
      const store = new LocaleStore(options.storage ?? new LocalStorageKeyValueStorage(), consoleLogger('warn'));
      await store.initialise(options.localeFromQuery, options.platformLanguages);
      const locale = store.locale.value;
      const messages = await loadMessages(locale);
      loaded = { locale, messages };
      if (replaced || !options.landing) return;
      document.documentElement.lang = locale;
      document.documentElement.dir = directionOf(locale);
      const landing = <FirstPaintLanding locale={locale} messages={messages} build={options.build} />;
      // A page in another language (the member chose one this browser keeps) is drawn again in theirs.
      if (root === null && prerendered === locale) {
        hydrating = new Promise<void>((hydrated) => {
          const committed = () => {
            hydrating = null;
            hydrated();
          };
          root = hydrateRoot(container, <Committed onCommit={committed}>{landing}</Committed>);
        });
      } else rendered().render(landing);
    } catch {
      // The app loads the messages again and shows what it can.
    }
  })();

  return {
    landing,
    takeOver(render) {
      replaced = true;
      if (!options.landing) {
        // Only the loading screen to replace: the app's first render is a transition, which yields to the browser
        // every few milliseconds instead of holding the main thread for the whole tree; the loading screen stays
        // until it is committed (Discover, let in later by the restored session, comes in a transition of its own:
        // ui/app/drawn-after-the-start.tsx).
        startTransition(() => render(rendered()));
        release();
        return;
      }
      const now = () => {
        const active = document.activeElement;
        const focused = active instanceof HTMLElement && container.contains(active) ? refOf(active) : null;
        flushSync(() => render(rendered()));
        release();
        find(focused)?.focus();
        find(held)?.click();
      };
      // Over a landing being hydrated, once it is (clicks are held meanwhile).
      if (hydrating === null) now();
      else void hydrating.then(now);
    },
    abandon() {
      release();
      dismissDrawnScreen();
      void landing.then(() => {
        if (!replaced) rendered().render(<FirstPaintFailed locale={loaded?.locale ?? 'en'} messages={loaded?.messages ?? null} />);
      });
    },
  };
}
