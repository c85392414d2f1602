/**
 * The media service (EP-063..067, PROF-13..16) under `/mediaservice`, for a signed-in member or a member
 * still onboarding (onboarding adds photos):
 * POST /mediaservice/placeholders { count } → { media_ids }
 * POST /mediaservice/photo?placeholder_id=… with the raw image as the body (image/jpeg, image/png, image/webp),
 * re-encoded (metadata stripped, three widths, WebP and JPEG); answers name the files in the first format of the
 * client's `x-supported-image-formats`
 * PUT /mediaservice/order { media_ids } · PUT /mediaservice/details { media_id, alt_text } · DELETE /mediaservice
 * GET /mediaservice → { photos }: the member's own photos in profile order (the photo grid reads it)
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Result } from '../../core/shared';
import { authOf } from '../http/auth-guard';
import { sendData, sendFailure } from '../http/envelope';
import { failure, type Failure } from '../http/failure';
import { body, CommonHeaders, Id, LocaleOnlyQuery, optionalBody, withLocale } from '../http/schemas';
import { imageFormatsFrom, type ImageFormat } from './image-formats';
import { photoTypeOf, PHOTO_TYPES } from './image-sniff';
import { mediaFailure } from './media-failures';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, type MediaService } from './media.service';

const PlaceholdersBody = body({ count: Type.Integer({ minimum: 1, maximum: MAX_PHOTOS }) });
const OrderBody = body({ media_ids: Type.Array(Id, { maxItems: MAX_PHOTOS }) });
/** Alternative text, read aloud by screen readers in place of the photo. */
const DetailsBody = body({ media_id: Id, alt_text: Type.Optional(Type.Union([Type.String({ maxLength: 250 }), Type.Null()])) });
const DeleteBody = optionalBody(body({ media_id: Id }));
const DeleteQuery = withLocale({ media_id: Type.Optional(Id) });
const PhotoQuery = withLocale({ placeholder_id: Type.Optional(Id) });
const PhotoHeaders = Type.Object(
  { ...CommonHeaders.properties, 'placeholder-id': Type.Optional(Id), placeholder_id: Type.Optional(Id) },
  { additionalProperties: true },
);

/** The one value given in several places (query, header, body); two different values are refused. */
const oneOf = (what: string, ...values: ReadonlyArray<string | undefined>): Result<string, Failure> => {
  const given = [...new Set(values.filter((value): value is string => value !== undefined))];
  if (given.length === 1) return { ok: true, value: given[0]! };
  return { ok: false, error: failure.badRequest(given.length === 0 ? `${what} is required` : `${what} is given twice with different values`) };
};

const answer = <T>(reply: FastifyReply, result: Result<T, Failure>, data: (value: T) => unknown): FastifyReply =>
  result.ok ? sendData(reply, data(result.value)) : sendFailure(reply, result.error);

export interface MediaRouteDeps {
  readonly media: MediaService;
  /** Admits a member token or an onboarding token. */
  readonly signedIn: preHandlerAsyncHookHandler;
}

export const registerMediaRoutes = (api: FastifyInstance, deps: MediaRouteDeps): void => {
  const { media, signedIn } = deps;
  const memberOf = (request: FastifyRequest): string => authOf(request).userId;
  /** API-02: the photo formats the client reads. */
  const formatsOf = (request: FastifyRequest): readonly ImageFormat[] => {
    const header = request.headers['x-supported-image-formats'];
    return imageFormatsFrom(Array.isArray(header) ? header.join(',') : header);
  };

  // PROF-15: the member's own photos, in profile order (placeholders not filled yet are not photos).
  api.get('/mediaservice', { preHandler: signedIn, schema: { querystring: LocaleOnlyQuery } }, async (request, reply) =>
    sendData(reply, { photos: await media.photosOf(memberOf(request), formatsOf(request)) }),
  );

  api.post<{ Body: Static<typeof PlaceholdersBody> }>(
    '/mediaservice/placeholders',
    { preHandler: signedIn, schema: { body: PlaceholdersBody } },
    async (request, reply) => answer(reply, await media.createPlaceholders(memberOf(request), request.body.count), (ids) => ({ media_ids: ids })),
  );

  api.put<{ Body: Static<typeof OrderBody> }>('/mediaservice/order', { preHandler: signedIn, schema: { body: OrderBody } }, async (request, reply) =>
    answer(reply, await media.reorder(memberOf(request), request.body.media_ids, formatsOf(request)), (photos) => ({ photos })),
  );

  api.put<{ Body: Static<typeof DetailsBody> }>('/mediaservice/details', { preHandler: signedIn, schema: { body: DetailsBody } }, async (request, reply) => {
    const { media_id: id, alt_text: altText } = request.body;
    return answer(reply, await media.updateDetails(memberOf(request), id, altText === undefined ? {} : { altText }, formatsOf(request)), (item) => ({ media: item }));
  });

  api.delete<{ Body: Static<typeof DeleteBody>; Querystring: Static<typeof DeleteQuery> }>(
    '/mediaservice',
    { preHandler: signedIn, schema: { body: DeleteBody, querystring: DeleteQuery } },
    async (request, reply) => {
      const id = oneOf('media_id', request.query.media_id, request.body?.media_id);
      if (!id.ok) return sendFailure(reply, id.error);
      return answer(reply, await media.remove(memberOf(request), id.value), () => ({}));
    },
  );

  // The raw image body is read only here: a child scope keeps the image parser away from every other route.
  api.register(async (uploads) => {
    uploads.addContentTypeParser([...PHOTO_TYPES], { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES }, (_request, raw, done) => done(null, raw));
    uploads.post<{ Querystring: Static<typeof PhotoQuery>; Headers: Static<typeof PhotoHeaders> }>(
      '/mediaservice/photo',
      { preHandler: signedIn, config: { rawBody: true }, schema: { querystring: PhotoQuery, headers: PhotoHeaders } },
      async (request, reply) => {
        const declared = photoTypeOf(request.headers['content-type']);
        if (declared === null) return sendFailure(reply, failure.unsupportedMediaType());
        const placeholderId = oneOf('placeholder_id', request.query.placeholder_id, request.headers['placeholder-id'], request.headers.placeholder_id);
        if (!placeholderId.ok) return sendFailure(reply, placeholderId.error);
        // An empty body never reaches the parser: it is no photo either.
        if (!Buffer.isBuffer(request.body)) return sendFailure(reply, mediaFailure.photoInvalid());
        return answer(reply, await media.upload(memberOf(request), placeholderId.value, declared, request.body, formatsOf(request)), (item) => ({ media: item }));
      },
    );
  });
};
