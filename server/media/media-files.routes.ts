/**
 * GET /media/<key>: the stored files, beside the API (not under its base path). A key never changes content
 * (a new upload gets a new key), so files are cached for a year as immutable. The stored type is sent with
 * `nosniff`, so a browser never reads a photo as anything else; SVG (generated pictures, never uploads) is
 * sandboxed, so a script inside one cannot run with the site's origin.
 */
import type { FastifyInstance } from 'fastify';
import { sendFailure } from '../http/envelope';
import { failure } from '../http/failure';
import type { MediaStorage } from './media-storage.port';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const registerMediaFileRoutes = (app: FastifyInstance, deps: { readonly storage: MediaStorage }): void => {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const file = await deps.storage.get(request.params['*']);
    if (file === null) return sendFailure(reply, failure.notFound('No such file'));
    reply.header('cache-control', MEDIA_CACHE_CONTROL).header('x-content-type-options', 'nosniff').type(file.contentType);
    if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', 'sandbox');
    return reply.send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
};
