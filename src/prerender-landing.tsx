// The landing rendered to HTML at build time (scripts/vite-prerender-landing.ts builds this module for Node and
// writes one page per language): a visitor's first screen paints from the page itself, before any script has run,
// and the start-up script hydrates it (src/first-paint.tsx).
import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { Router } from 'wouter';
import { readBuildKind } from '../core/app';
import { directionOf, SUPPORTED_LOCALES } from '../core/i18n';
import { APP_BASE, pageTitle, prerenderedLandingFile } from '../core/routing';
import { FirstPaintLanding } from '../ui/app/FirstPaint';
import { HERO_FRONT_PICTURE } from '../ui/landing/HeroCards';
import { loadMessages } from '../ui/i18n/messages';

/** The languages a landing is prerendered in: every supported one. */
export const PRERENDERED_LOCALES: readonly string[] = SUPPORTED_LOCALES;

/** Where the page of `locale` goes, relative to the client build. */
export const fileOf = prerenderedLandingFile;

/**
 * The built index.html with the landing in `locale` in its root (`data-prerendered` naming the language, which the
 * start-up script checks before it hydrates), the page's `lang`, `dir` and title set, the front card's picture (the
 * page's largest paint) asked for first, and the start-up script and its modules asked for at low priority: the page
 * paints from its markup and stylesheets alone, and the scripts come after what it shows.
 */
export async function landingPage(template: string, locale: string): Promise<string> {
  const { markup, title } = await renderLanding(locale);
  // The page's policy allows its inline stylesheets by their hashes, never a style attribute.
  if (/\sstyle="/.test(markup)) throw new Error(`the landing in ${locale} has a style attribute, which the page's Content-Security-Policy refuses`);
  const page = template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${locale}" dir="${directionOf(locale)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace(/(<meta charset="UTF-8" \/>)/, `$1\n    <link rel="preload" as="image" href="${HERO_FRONT_PICTURE}" fetchpriority="high" />`)
    .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ')
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${locale}">${markup}</div>`);
  if (!page.includes(`data-prerendered="${locale}"`) || !page.includes(`<html lang="${locale}"`) || !page.includes('rel="preload" as="image"')) throw new Error('index.html lacks the html element, the charset or the empty root the landing goes into');
  return page;
}

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
