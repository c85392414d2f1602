/**
 * The security headers of every answer, from one place: the API's JSON and protobuf, its errors (401, 404, …),
 * the media files, the app's HTML and the redirects. Registered once on the root instance, before any route,
 * so that a module added later gets them without doing anything. Headers are set when the request arrives
 * (fastify's onRequest, which also runs for unknown paths and for requests refused before their handler);
 * a route may replace one with a stricter or more specific value (the app's page sets its own
 * Content-Security-Policy, media files their own Cache-Control), never drop them: before an answer leaves
 * (onSend), a header a route removed comes back, and a policy of its own without `frame-ancestors` gets it.
 *
 * - nosniff, and a policy that no page may frame the answer (`frame-ancestors 'none'`, `X-Frame-Options: DENY`);
 * - `Referrer-Policy: strict-origin-when-cross-origin`; `Cross-Origin-Resource-Policy: same-origin`, so another
 *   site cannot embed the API's answers or the photos; `Cross-Origin-Opener-Policy: same-origin`;
 * - `Cache-Control: no-store` on every answer under the API base, which carry tokens or personal data (a route
 *   may say otherwise for public data);
 * - `Strict-Transport-Security` when the request came over HTTPS (directly, or through a proxy that says so in
 *   `X-Forwarded-Proto` when TRUST_PROXY is on): browsers ignore it over plain HTTP, and sending it on
 *   `http://localhost` would be noise.
 */
import type { FastifyInstance } from 'fastify';

/** What every non-HTML answer allows: nothing to load, nobody to frame it. The app's page sends its own policy. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Location for discovery, the camera for selfie verification; nothing else. */
export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(self), microphone=(), payment=(self)';

/** One year; no `preload`: that is a decision for whoever owns the domain. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export const NO_STORE = 'no-store';

/** What no answer goes without, whatever its route did. */
const ALWAYS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
};
const ALWAYS_NAMES = Object.keys(ALWAYS);

/**
 * Every answer's headers as its request arrives: ALWAYS, and the rest of the helmet set (the opener policy, the
 * origin-keyed agent cluster, no DNS prefetching, no opening of downloads in place, no Flash or PDF cross-domain
 * policies, the legacy XSS auditor off) and the permissions policy. Made once: a request costs one loop of
 * assignments, not a middleware per header (issue 11). They go on the raw response, as helmet put them, so that
 * even an answer a route writes itself (hijacked) carries them.
 */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  ...ALWAYS,
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': PERMISSIONS_POLICY,
};
const BASE_ENTRIES = Object.entries(BASE_HEADERS);

const FRAME_ANCESTORS = /(^|;)\s*frame-ancestors\s/;

export const installSecurityHeaders = (app: FastifyInstance, options: { readonly apiBase: string }): void => {
  const { apiBase } = options;
  const apiPrefix = `${apiBase}/`;
  const apiQuery = `${apiBase}?`;
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of BASE_ENTRIES) raw.setHeader(name, value);
    const path = request.url;
    if (path === apiBase || path.startsWith(apiPrefix) || path.startsWith(apiQuery)) reply.header('cache-control', NO_STORE);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const name of ALWAYS_NAMES) if (!reply.hasHeader(name)) reply.header(name, ALWAYS[name]);
    const policy = reply.getHeader('content-security-policy');
    if (policy !== API_CONTENT_SECURITY_POLICY && typeof policy === 'string' && !FRAME_ANCESTORS.test(policy)) {
      reply.header('content-security-policy', `${policy}; frame-ancestors 'none'`);
    }
    done(null, payload);
  });
};
