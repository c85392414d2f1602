/** Constants of the provider's API client (API items), shared by the client and the reference server. */

/** API-02: the client version every request announces. */
export const CLIENT_VERSION = '6.25.0';

/** API-02: the image formats the client can show, best first. */
export const SUPPORTED_IMAGE_FORMATS = 'webp,jpeg';

/** API-03: every request aborts after this many milliseconds. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** The default base URL of the API, relative to the page's origin. */
export const DEFAULT_API_BASE = '/api';

/** API-02: the request header names (lower case, as HTTP/2 sends them). */
export const Header = {
  AUTH_TOKEN: 'x-auth-token',
  ACCEPT_LANGUAGE: 'accept-language',
  APP_SESSION_ID: 'app-session-id',
  APP_SESSION_ELAPSED: 'app-session-time-elapsed',
  USER_SESSION_ID: 'user-session-id',
  USER_SESSION_ELAPSED: 'user-session-time-elapsed',
  APP_VERSION: 'app-version',
  PERSISTENT_DEVICE_ID: 'persistent-device-id',
  CLIENT_VERSION: 'x-client-version',
  SUPPORTED_IMAGE_FORMATS: 'x-supported-image-formats',
  PLATFORM: 'platform',
  FUNNEL_SESSION_ID: 'funnel-session-id',
  /** BAN-13: a banned member's appeal token, on the appeals calls made without a session. */
  APPEAL_TOKEN: 'x-appeal-token',
  /** BAN-07: the selfie challenge's token, on the selfie call made without a session. */
  SELFIE_CHALLENGE_TOKEN: 'x-selfie-challenge-token',
} as const;

/** API-02: the query parameter carrying the locale on every request. */
export const LOCALE_QUERY_PARAM = 'locale';

/** The language a member chose in the app, left for the server's next page (no secret; read after the query). */
export const LOCALE_HINT_COOKIE = 'spark_locale';

/**
 * The cookie a server sets beside a browser's HttpOnly refresh cookie, readable by scripts and holding no secret
 * (only "1"): it tells a page at start whether a silent refresh is worth a call.
 */
export const SESSION_HINT_COOKIE = '__Host-spark_session';
/** The marker's name before it took the `__Host-` prefix: still read, cleared by the next refresh. */
export const LEGACY_SESSION_HINT_COOKIE = 'spark_session';

/** Platforms a client may announce; `web` receives its refresh token only as an HttpOnly cookie. */
export type Platform = 'web' | 'ios' | 'android';
