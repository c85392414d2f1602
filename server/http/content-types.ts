/**
 * The bodies the API reads: JSON (with fastify's guard against prototype poisoning) and protobuf for the auth
 * gateway. Anything else is refused with 415/41500 before a handler runs.
 */
import type { FastifyInstance } from 'fastify';

export const PROTOBUF_CONTENT_TYPE = 'application/x-protobuf';

/** Every JSON body; larger ones are refused with 413/41300. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Gateway messages are a few hundred bytes. */
export const PROTOBUF_BODY_LIMIT = 16 * 1024;

export const installBodyParsers = (app: FastifyInstance): void => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(PROTOBUF_CONTENT_TYPE, { parseAs: 'buffer', bodyLimit: PROTOBUF_BODY_LIMIT }, (_request, raw, done) =>
    done(null, raw),
  );
};
