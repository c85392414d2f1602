// The landing rendered to HTML at build time (scripts/vite-prerender-landing.ts builds this module for Node and
// writes one page per language): a visitor's first screen paints from the page itself, before any script has run,
// and the start-up script hydrates it (src/first-paint.tsx).
import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { Router } from 'wouter';
import { readBuildKind } from '../core/app';
import { directionOf, SUPPORTED_LOCALES } from '../core/i18n';
import { escapeMarkup } from '../core/shared';
import { APP_BASE, DRAWN_SCREEN_ID, DRAWN_SLOTS, drawnDiscoverFile, pageTitle, prerenderedLandingFile, routeHref } from '../core/routing';
import { DrawnDiscover, DrawnDiscoverStatus } from '../ui/app/DrawnDiscover';
import { FirstPaintLanding } from '../ui/app/FirstPaint';
import { HERO_FRONT_PICTURE } from '../ui/landing/HeroCards';
import { loadMessages } from '../ui/i18n/messages';
import { CARD_PHOTO_SIZES } from '../ui/recs/deck-styles';

/** The languages a landing is prerendered in: every supported one. */
export const PRERENDERED_LOCALES: readonly string[] = SUPPORTED_LOCALES;

/** Where the page of `locale` goes, relative to the client build. */
export const fileOf = prerenderedLandingFile;

/** Where the drawn Discover of `locale` goes, relative to the client build. */
export const drawnFileOf = drawnDiscoverFile;

/**
 * The empty element after the prerendered landing's root, which the page's first frame waits for: Chromium ends an
 * `expect` link's blocking once the element it names is in the page (its start tag), so it names the element after
 * the whole landing, not the root.
 */
const LANDING_END_ID = 'landing-end';

/**
 * The built index.html with the landing in `locale` in its root (`data-prerendered` naming the language, which the
 * start-up script checks before it hydrates), the page's `lang`, `dir` and title set, the front card's picture (the
 * page's largest paint) asked for first, and the start-up script and its modules asked for after it: by
 * `startScript` (the build's src/landing-start.js) once the picture is painted, else at low priority. The page
 * paints from its markup and stylesheets alone, and the scripts come after what it shows. Its first frame waits for
 * the whole landing (a render-blocking `rel="expect"` naming an empty element after the root): a landing painted
 * half parsed, as a busy browser may paint it, lays out otherwise (a centred row or column sized by markup not in
 * yet), and moves once the rest is in.
 */
export async function landingPage(template: string, locale: string, startScript?: string): Promise<string> {
  const { markup, title } = await renderLanding(locale);
  // The page's policy allows its inline stylesheets by their hashes, never a style attribute.
  if (/\sstyle="/.test(markup)) throw new Error(`the landing in ${locale} has a style attribute, which the page's Content-Security-Policy refuses`);
  const head = `<link rel="expect" href="#${LANDING_END_ID}" blocking="render" />\n    <link rel="preload" as="image" href="${HERO_FRONT_PICTURE}" fetchpriority="high" />`;
  const page = withHead(template, locale, title, head).replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${locale}">${markup}</div><template id="${LANDING_END_ID}"></template>`,
  );
  return checked(startScript === undefined ? page.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ') : afterFrontPicture(page, startScript), locale);
}

/** The page in `locale`: its `lang`, `dir` and title set, and `preload` (the page's largest picture) asked for first. */
const withHead = (template: string, locale: string, title: string, preload: string): string =>
  template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${locale}" dir="${directionOf(locale)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeMarkup(title)}</title>`)
    .replace(/(<meta charset="UTF-8" \/>)/, `$1\n    ${preload}`);

/**
 * The page's module script and module preloads replaced by `startScript` (src/landing-start.js, deferred), which adds
 * them once the front picture is painted: the page is drawn already, and the picture comes first.
 */
function afterFrontPicture(page: string, startScript: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page);
  if (!entry) throw new Error('index.html lacks its module script');
  const preloads: string[] = [];
  const rest = page.replace(entry[0], '').replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  const loader = `<script defer src="${escapeMarkup(startScript)}" data-entry="${escapeMarkup(entry[1]!)}" data-preload="${escapeMarkup(JSON.stringify(preloads))}"></script>`;
  return rest.replace('</title>', `</title>\n    ${loader}`);
}

function checked(page: string, locale: string): string {
  if (!page.includes(`data-prerendered="${locale}"`) || !page.includes(`<html lang="${locale}"`) || !page.includes('rel="preload" as="image"')) throw new Error('index.html lacks the html element, the charset or the empty root the landing goes into');
  return page;
}

/**
 * A member's Discover drawn ahead of time in `locale` (ui/app/DrawnDiscover.tsx): the built index.html with the page's
 * stylesheets and Discover's in it (the caller inlines them), its `lang`, `dir` and title set, the first card's
 * photo asked for first, in the root what assistive technology finds meanwhile (the screen's title, and that the
 * cards are coming), and after it the drawn screen, whose slots (core/routing DRAWN_SLOTS) the server
 * fills in with the member's first card (server/web/drawn-discover.ts). As on the landing, the start-up script and
 * its modules are asked for by `startScript` once the photo is painted: the card comes first. The drawn markup
 * carries no `id` but its own (the app's shell under it has the same ones) and no style attribute.
 */
export async function drawnDiscoverPage(template: string, locale: string, startScript?: string): Promise<string> {
  const messages = await loadMessages(locale);
  const rendered = renderToString(
    <Router ssrPath={routeHref('recs')}>
      <DrawnDiscover locale={locale} messages={messages} />
    </Router>,
  );
  if (/\sstyle="/.test(rendered)) throw new Error(`the drawn Discover in ${locale} has a style attribute, which the page's Content-Security-Policy refuses`);
  // Only the layer keeps its id; what refers to an id goes with them.
  // React names the photo for an early download in the markup itself; the page's head does (and first).
  const markup = rendered.replace(/<link rel="preload" as="image"[^>]*\/>/g, '').replace(/\s(?:id|for|aria-labelledby|aria-describedby|aria-controls)="[^"]*"/g, (attribute) =>
    attribute === ` id="${DRAWN_SCREEN_ID}"` ? attribute : '',
  );
  for (const slot of Object.values(DRAWN_SLOTS)) if (!markup.includes(slot)) throw new Error(`the drawn Discover lacks its slot ${slot}`);
  const title = pageTitle(createIntl({ locale, messages, defaultLocale: 'en' }).formatMessage({ id: 'recs.title' }));
  const photo = `<link rel="preload" as="image" href="${DRAWN_SLOTS.photo}" imagesrcset="${DRAWN_SLOTS.srcSet}" imagesizes="${CARD_PHOTO_SIZES}" fetchpriority="high" />`;
  const status = renderToString(<DrawnDiscoverStatus locale={locale} messages={messages} />);
  const page = withHead(template, locale, title, photo).replace('<div id="root"></div>', () => `<div id="root">${status}</div>${markup}`);
  if (!page.includes(`id="${DRAWN_SCREEN_ID}"`) || !page.includes(`<html lang="${locale}"`) || !page.includes('rel="preload" as="image"')) {
    throw new Error('index.html lacks the html element, the charset or the empty root the drawn Discover goes after');
  }
  return startScript === undefined ? page : afterFrontPicture(page, startScript);
}

/** The landing's markup in `locale`, as the start-up script renders it in the page's root, and its page title (ROUTE-30). */
async function renderLanding(locale: string): Promise<{ readonly markup: string; readonly title: string }> {
  const messages = await loadMessages(locale);
  // The landing is the root's page (core/routing firstScreen); its links do not depend on the path.
  const markup = renderToString(
    <Router ssrPath={APP_BASE}>
      <FirstPaintLanding locale={locale} messages={messages} build={readBuildKind(import.meta.env['VITE_BUILD_KIND'])} />
    </Router>,
  );
  const title = pageTitle(createIntl({ locale, messages, defaultLocale: 'en' }).formatMessage({ id: 'landing.pageTitle' }));
  return { markup, title };
}
