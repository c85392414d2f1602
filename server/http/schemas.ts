/** Schemas every route shares: the API-02 request headers, the `locale` query parameter, ids, and bodies. */
import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import { Header } from '../../core/api/constants';

/** A BCP 47-like tag such as `en`, `pt-BR` or `zh_Hant_TW`. */
export const Locale = Type.String({ minLength: 2, maxLength: 35, pattern: '^[A-Za-z]{2,3}([_-][A-Za-z0-9]{1,8})*$' });

/** A query string with its own parameters plus `locale`, which every route accepts (API-02). */
export const withLocale = <P extends TProperties>(properties: P) =>
  Type.Object({ ...properties, locale: Type.Optional(Locale) }, { additionalProperties: false });

export const LocaleOnlyQuery = withLocale({});

const headerValue = (maxLength = 512) => Type.Optional(Type.String({ maxLength }));

/** The request headers of API-02, checked for shape when present and otherwise ignored where unused. */
export const CommonHeaders = Type.Object(
  {
    [Header.AUTH_TOKEN]: headerValue(256),
    [Header.ACCEPT_LANGUAGE]: headerValue(),
    [Header.APP_SESSION_ID]: headerValue(128),
    [Header.APP_SESSION_ELAPSED]: headerValue(32),
    [Header.USER_SESSION_ID]: headerValue(128),
    [Header.USER_SESSION_ELAPSED]: headerValue(32),
    [Header.APP_VERSION]: headerValue(64),
    [Header.PERSISTENT_DEVICE_ID]: headerValue(128),
    [Header.CLIENT_VERSION]: headerValue(64),
    [Header.SUPPORTED_IMAGE_FORMATS]: headerValue(128),
    [Header.PLATFORM]: headerValue(32),
    [Header.FUNNEL_SESSION_ID]: headerValue(128),
  },
  { additionalProperties: true },
);

/** An object id in a path or body (the shape of core/shared's ids). */
export const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** A JSON object body with exactly these properties. */
export const body = <P extends TProperties>(properties: P) => Type.Object(properties, { additionalProperties: false });

/** A body that may also be absent (no content at all). */
export const optionalBody = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);

/** The schema of a route that takes no body: any body is refused. */
export const NoBody = optionalBody(body({}));
