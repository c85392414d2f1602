import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { isFirstPass } from './vite-chunk-groups.ts';
import { DISCOVER_STYLES_ID } from './vite-discover-preload.ts';

const ENTRY = 'src/prerender-landing.tsx';

interface PrerenderModule {
  readonly PRERENDERED_LOCALES: readonly string[];
  fileOf(locale: string): string;
  landingPage(template: string, locale: string, startScript?: string): Promise<string>;
  drawnFileOf(locale: string): string;
  drawnDiscoverPage(template: string, locale: string, startScript?: string): Promise<string>;
}

/**
 * The page's own stylesheets written into it (`<style>`; the server's policy allows them by their hashes,
 * server/web/security-headers.ts): the first paint then waits for no request but the page.
 */
const inlineStylesheets = async (html: string, outDir: string, base: string): Promise<string> => {
  let page = html;
  for (const [tag, href] of html.matchAll(/<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g)) {
    page = page.replace(tag, await styleOf(href!, outDir, base));
  }
  return page;
};

/**
 * A stylesheet written into the page, and named beside it by a disabled link, which the browser neither fetches nor
 * applies: the app's chunk loader (Vite's preload helper) takes a page's stylesheet links for stylesheets it has,
 * and would otherwise fetch each again when a chunk that needs it loads, and the page would restyle itself once per
 * sheet for nothing.
 */
const styleOf = async (href: string, outDir: string, base: string): Promise<string> => {
  if (!href.startsWith(base)) throw new Error(`a stylesheet outside the build: ${href}`);
  const css = await readFile(join(outDir, href.slice(base.length)), 'utf8');
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
};

/** The page with Discover's stylesheets (index.html's list `discover-styles`) inline after its own. */
const withDiscoverStyles = async (page: string, outDir: string, base: string): Promise<string> => {
  const list = new RegExp(`<script type="application/json" id="${DISCOVER_STYLES_ID}">([^<]*)</script>`).exec(page);
  if (!list) throw new Error(`index.html lacks its list ${DISCOVER_STYLES_ID}`);
  const styles = await Promise.all((JSON.parse(list[1]!) as string[]).map((href) => styleOf(href, outDir, base)));
  return page.replace('</head>', () => `${styles.join('')}\n  </head>`);
};

/**
 * A drawn Discover whose every class is one of its stylesheets' (it has no other: a rule left in a chunk's own
 * stylesheet would leave the drawn card unstyled, as a class defined only for the build of the page would).
 */
const styled = (page: string): string => {
  const drawn = page.slice(page.indexOf('<body>'));
  const classes = new Set([...drawn.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
  const missing = [...classes].filter((c) => c !== '' && !c.startsWith('lucide') && !page.includes(`.${c}`));
  if (missing.length > 0) throw new Error(`the drawn Discover's classes ${missing.join(', ')} are in none of its page's stylesheets`);
  return page;
};

/** The prerendered page's start-up script (src/landing-start.js), written into the build's assets under its hash. */
const writeStartScript = async (outDir: string, base: string): Promise<string> => {
  const source = await readFile(resolve(dirname(fileURLToPath(import.meta.url)), '../src/landing-start.js'));
  const name = `assets/landing-start-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  await writeFile(join(outDir, name), source);
  return `${base}${name}`;
};

/**
 * The landing prerendered at build time, one page per supported language, into `prerendered/` of the client build:
 * the built index.html with its stylesheets inline and the landing's markup in its root (`data-prerendered` naming the language) and the page's
 * `lang` and `dir`. After the client build, the landing's module (src/prerender-landing.tsx) is built for Node with
 * the same configuration (the same class names and compiled messages), run once per language, and removed. The
 * server answers a visitor's first request for the app's root with the page of their language
 * (server/web/static-site.routes.ts); the start-up script hydrates it. Beside each, Discover drawn for a member
 * (`discover.<locale>.html`, with Discover's stylesheets inline too), whose slots the server fills with the member's
 * first card (server/web/drawn-discover.ts).
 */
export function prerenderLanding(root: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'spark:prerender-landing',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !isFirstPass(),
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(root, config.build.outDir);
      // Only a build of the app's own page (not one of another page, such as the primitives' gallery).
      if (!existsSync(join(outDir, 'index.html'))) return;
      const serverDir = resolve(root, 'dist/prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, copyPublicDir: false, rolldownOptions: { output: { entryFileNames: 'prerender-landing.mjs' } } },
      });
      try {
        const landing = (await import(`${pathToFileURL(join(serverDir, 'prerender-landing.mjs')).href}?${Date.now()}`)) as PrerenderModule;
        const template = await inlineStylesheets(await readFile(join(outDir, 'index.html'), 'utf8'), outDir, config.base);
        const startScript = await writeStartScript(outDir, config.base);
        const drawnTemplate = await withDiscoverStyles(template, outDir, config.base);
        for (const locale of landing.PRERENDERED_LOCALES) {
          const file = join(outDir, landing.fileOf(locale));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, await landing.landingPage(template, locale, startScript));
          await writeFile(join(outDir, landing.drawnFileOf(locale)), styled(await landing.drawnDiscoverPage(drawnTemplate, locale, startScript)));
        }
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
