/**
 * The built app, served beside the API on the same port:
 * - `/app/assets/*`: content-hashed files, cached for a year (`immutable`); a missing one is a 404, never HTML,
 *   so a stale chunk fails loudly instead of being parsed as a page;
 * - `/app`, `/app/index.html`, `/app/build.json` and other unhashed files: revalidated on every use (`no-cache`);
 * - any other GET under `/app/` that asks for a page gets `index.html`: the app decides what is not found;
 * - `/` and `/index.html` redirect to `/app`, keeping the query string (ROUTE-15, ROUTE-16);
 * - a visitor's page of the app's root (the landing, core/routing firstScreen) is the landing prerendered at build
 *   time in the language the app would pick (the `locale` query value, else the language chosen in the app, left in
 *   a cookie, else the browser's languages; a choice the cookie lacks makes the start-up script render the page
 *   again); the files under
 *   `prerendered/` are not served by their own paths.
 * Text files go out as brotli or gzip when the client accepts them; HTML carries the security headers; a member's
 * page names the chunks its start will ask for (server/web/member-preload.ts);
 * - a member's page of Discover (or of the app's root) comes drawn with their first card when their refresh cookie
 *   restores a member and they have one (server/web/drawn-discover.ts), never stored by a cache.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LEGACY_SESSION_HINT_COOKIE, LOCALE_HINT_COOKIE, LOCALE_QUERY_PARAM, SESSION_HINT_COOKIE } from '../../core/api/constants';
import { negotiateLocale } from '../../core/i18n';
import { drawnDiscoverFile, firstScreen, PRERENDERED_LANDING_DIR, prerenderedLandingFile } from '../../core/routing';
import { acceptedLanguages } from './accept-language';
import { compress, negotiateEncoding } from './compression';
import { drawDiscover, type DrawnCard } from './drawn-discover';
import { memberPreload } from './member-preload';
import { htmlSecurityHeaders, inlineStyleHashes } from './security-headers';
import type { SiteFile, SiteFiles } from './site-files';

export const APP_PATH = '/app';
const ASSETS_DIR = 'assets/';
const INDEX = 'index.html';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

const splitUrl = (url: string): { readonly path: string; readonly query: string } => {
  const mark = url.indexOf('?');
  return mark === -1 ? { path: url, query: '' } : { path: url.slice(0, mark), query: url.slice(mark) };
};

const decodePath = (path: string): string | undefined => {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
};

/** A browser navigation names text/html; a bare client (curl) sends `*\/*` and gets the page for extension-less paths. */
const wantsPage = (request: FastifyRequest, relativePath: string): boolean => {
  const accept = request.headers.accept ?? '*/*';
  if (/\btext\/html\b/i.test(accept)) return true;
  const lastSegment = relativePath.slice(relativePath.lastIndexOf('/') + 1);
  return /(^|,)\s*\*\/\*/.test(accept) && !lastSegment.includes('.');
};

const matchesEtag = (header: string | undefined, etag: string): boolean =>
  header !== undefined && (header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/** The session hint cookie: a member signed in in this browser (it carries no secret; the refresh cookie does). */
const isMember = (request: FastifyRequest): boolean =>
  request.cookies[SESSION_HINT_COOKIE] === '1' || request.cookies[LEGACY_SESSION_HINT_COOKIE] === '1';

/** The hashes of each page's inline stylesheets, worked out once per page. */
const styleHashes = new WeakMap<SiteFile, readonly string[]>();
const styleHashesOf = (file: SiteFile): readonly string[] => {
  let hashes = styleHashes.get(file);
  if (hashes === undefined) {
    hashes = inlineStyleHashes(file.body.toString('utf8'));
    styleHashes.set(file, hashes);
  }
  return hashes;
};

const sendFile = async (request: FastifyRequest, reply: FastifyReply, file: SiteFile, vary: readonly string[] = []): Promise<FastifyReply> => {
  const cacheControl = file.path.startsWith(ASSETS_DIR) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
  const encoding = file.encodings.length > 0 ? negotiateEncoding(request.headers['accept-encoding'], file.encodings) : undefined;
  const etag = encoding === undefined ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`;
  reply.header('cache-control', cacheControl).header('etag', etag);
  const varies = [...(file.encodings.length > 0 ? ['Accept-Encoding'] : []), ...vary];
  if (varies.length > 0) reply.header('vary', varies.join(', '));
  if (file.contentType.startsWith('text/html')) reply.headers(htmlSecurityHeaders(request.headers.host, styleHashesOf(file)));
  reply.type(file.contentType);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding === undefined) return reply.code(200).send(file.body);
  const body = await file.encoded(encoding);
  return reply.code(200).header('content-encoding', encoding).send(body);
};

const notFound = (reply: FastifyReply): FastifyReply =>
  reply.code(404).header('cache-control', CACHE_REVALIDATE).type('text/plain; charset=utf-8').send('Not found');

/** What the site needs of the API's modules. */
export interface StaticSiteOptions {
  /** The first card of the member the request's refresh cookie would restore, if any (server/web/drawn-discover.ts). */
  readonly drawnCard?: (request: FastifyRequest) => Promise<DrawnCard | undefined>;
}

/** A drawn Discover with the member's card in it: the member's own page, compressed as it goes out. */
const sendDrawn = async (request: FastifyRequest, reply: FastifyReply, template: SiteFile, card: DrawnCard): Promise<FastifyReply> => {
  const body = Buffer.from(drawDiscover(template.body.toString('utf8'), card));
  reply
    .header('cache-control', 'no-store')
    .header('vary', 'Accept-Encoding, Cookie, Accept-Language')
    .headers(htmlSecurityHeaders(request.headers.host, styleHashesOf(template)))
    .type(template.contentType);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return reply.code(200).send(body);
  return reply.code(200).header('content-encoding', encoding).send(await compress(body, encoding, 'low'));
};

export const registerStaticSite = (app: FastifyInstance, files: SiteFiles, options: StaticSiteOptions = {}): void => {
  const index = files.get(INDEX);
  if (!index) throw new Error(`The client build in ${files.root} has no ${INDEX}`);
  const preload = memberPreload(index.body.toString('utf8'));
  /** The language the app would pick: the `locale` query value, the language chosen in the app, the browser's. */
  const localeOf = (request: FastifyRequest, query: string): string => {
    const fromQuery = new URLSearchParams(query).get(LOCALE_QUERY_PARAM);
    const chosen = request.cookies[LOCALE_HINT_COOKIE];
    return negotiateLocale([fromQuery, chosen, ...acceptedLanguages(request.headers['accept-language'])]);
  };
  /** A member's Discover drawn with their first card, when the build drew one in their language and they have one. */
  const drawnFor = async (request: FastifyRequest, query: string): Promise<{ readonly template: SiteFile; readonly card: DrawnCard } | undefined> => {
    const { drawnCard } = options;
    const template = drawnCard && files.get(drawnDiscoverFile(localeOf(request, query)));
    if (!drawnCard || !template) return undefined;
    try {
      const card = await drawnCard(request);
      return card === undefined ? undefined : { template, card };
    } catch (error) {
      // The page without the card is still the page: the app draws Discover itself.
      request.log.warn({ err: error }, 'drawing Discover failed');
      return undefined;
    }
  };
  /** The page: a member's Discover drawn with their first card when it can be; else, for a member, with the chunks its start will ask for named in `Link` headers. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, path: string, query: string) => {
    const member = isMember(request);
    const first = firstScreen(member, path);
    // A drawn page asks for the app's chunks itself once its card's photo is in (the photo comes first).
    const drawn = first === 'recs' ? await drawnFor(request, query) : undefined;
    if (drawn !== undefined) return sendDrawn(request, reply, drawn.template, drawn.card);
    const link = preload.linkFor(member);
    if (link !== undefined) reply.header('link', link);
    const landing = first === 'landing' ? files.get(prerenderedLandingFile(localeOf(request, query))) : undefined;
    return sendFile(request, reply, landing ?? index, ['Cookie', 'Accept-Language']);
  };

  const redirectToApp = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.redirect(`${APP_PATH}${splitUrl(request.url).query}`, 302);
  app.get('/', redirectToApp);
  app.get('/index.html', redirectToApp);

  const serveApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const { path, query } = splitUrl(request.url);
    const decoded = decodePath(path);
    if (decoded === undefined) return notFound(reply);
    const relativePath = decoded === APP_PATH ? '' : decoded.slice(APP_PATH.length + 1);
    const file = relativePath === '' ? index : relativePath.startsWith(`${PRERENDERED_LANDING_DIR}/`) ? undefined : files.get(relativePath);
    if (file === index) return sendPage(request, reply, decoded, query);
    if (file) return sendFile(request, reply, file);
    if (relativePath.startsWith(ASSETS_DIR) || relativePath.startsWith(`${PRERENDERED_LANDING_DIR}/`) || !wantsPage(request, relativePath)) return notFound(reply);
    return sendPage(request, reply, decoded, query);
  };
  app.get(APP_PATH, serveApp);
  app.get(`${APP_PATH}/*`, serveApp);
};
