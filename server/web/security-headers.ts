/**
 * The Content-Security-Policy of the app's HTML: a strict policy the built app satisfies (module scripts and
 * stylesheets from its own origin, no inline script; the inline stylesheets of a prerendered page only by their
 * hashes). The socket's origin is the page's own host, named for ws:
 * and wss: because older browsers do not count them under 'self'. The other headers come from
 * server/http/security-headers.ts, for every answer.
 */

import { createHash } from 'node:crypto';

/** A Host header fit to be repeated in a policy: a name or an IP literal, with an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export const contentSecurityPolicy = (host: string | undefined, styleHashes: readonly string[] = []): string => {
  const socketSources = host !== undefined && HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${socketSources}`,
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

/**
 * What the app's HTML adds to the headers every answer gets (server/http/security-headers.ts): its own
 * Content-Security-Policy, in place of the API's "load nothing".
 */
export const htmlSecurityHeaders = (host: string | undefined, styleHashes: readonly string[] = []): Readonly<Record<string, string>> => ({
  'content-security-policy': contentSecurityPolicy(host, styleHashes),
});

/** The CSP hashes (`sha256-…`) of the `<style>` elements of a page, which its policy then allows and nothing else inline. */
export const inlineStyleHashes = (html: string): string[] =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => `sha256-${createHash('sha256').update(css!).digest('base64')}`);
