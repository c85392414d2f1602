import type { FastifyInstance } from 'fastify';
import { compress, negotiateEncoding } from '../web/compression';

/**
 * Below this an answer goes as it is: a header or two and a round of zlib cost more than the bytes saved.
 */
export const MIN_COMPRESSED_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

const appendVary = (current: unknown, name: string): string => {
  const value = typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
  if (value.split(',').some((entry) => entry.trim().toLowerCase() === name.toLowerCase() || entry.trim() === '*')) return value;
  return value === '' ? name : `${value}, ${name}`;
};

/**
 * The API's JSON answers compressed for a client that accepts it (brotli, else gzip, by `Accept-Encoding`), at a
 * quick setting (see `Effort`): a page of twenty cards is about 42 KB of JSON, 6 KB in brotli, which a phone on a slow
 * network receives several round trips sooner. Answers under MIN_COMPRESSED_BYTES, answers already encoded, streams
 * and answers to HEAD go as they are. The built app's files have their own copies (server/web/site-files.ts).
 */
export const installAnswerCompression = (app: FastifyInstance, options: { readonly apiBase: string }): void => {
  const { apiBase } = options;
  // A callback hook, not an async one: most answers go as they are, and an async hook costs every one of them a
  // promise and a turn of the microtask queue.
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = request.url;
    if (path !== apiBase && !path.startsWith(`${apiBase}/`) && !path.startsWith(`${apiBase}?`)) return done(null, payload);
    if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !JSON_TYPE.test(type)) return done(null, payload);
    reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept-Encoding'));
    if ((typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength) < MIN_COMPRESSED_BYTES) return done(null, payload);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) return done(null, payload);
    compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding, 'low').then(
      (compressed) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, compressed);
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
};
