import { CLIENT_VERSION, Header, SUPPORTED_IMAGE_FORMATS, type Platform } from './constants';

/** What the client knows about itself when it makes a call (API-02). Absent values send no header. */
export interface RequestContext {
  readonly authToken?: string | null;
  readonly acceptLanguage?: string;
  /** The UI locale, sent as the `locale` query parameter on every call. */
  readonly locale: string;
  readonly appSessionId?: string;
  readonly appSessionElapsedMs?: number;
  readonly userSessionId?: string;
  readonly userSessionElapsedMs?: number;
  readonly appVersion?: string;
  readonly persistentDeviceId?: string;
  readonly platform?: Platform;
  readonly funnelSessionId?: string;
}

/** Reads the current context at call time; the token comes from `AuthTokenSource`, not from here. */
export type RequestContextProvider = () => Omit<RequestContext, 'authToken'>;

const text = (value: string | null | undefined): string | undefined => (value === null || value === '' ? undefined : value);

const elapsed = (ms: number | undefined): string | undefined =>
  ms === undefined || !Number.isFinite(ms) || ms < 0 ? undefined : String(Math.floor(ms));

/** API-02: the default headers of every call; the client version and image formats are always sent. */
export const defaultHeaders = (context: RequestContext): Readonly<Record<string, string>> => {
  const candidates: ReadonlyArray<readonly [string, string | undefined]> = [
    [Header.AUTH_TOKEN, text(context.authToken)],
    [Header.ACCEPT_LANGUAGE, text(context.acceptLanguage)],
    [Header.APP_SESSION_ID, text(context.appSessionId)],
    [Header.APP_SESSION_ELAPSED, elapsed(context.appSessionElapsedMs)],
    [Header.USER_SESSION_ID, text(context.userSessionId)],
    [Header.USER_SESSION_ELAPSED, elapsed(context.userSessionElapsedMs)],
    [Header.APP_VERSION, text(context.appVersion)],
    [Header.PERSISTENT_DEVICE_ID, text(context.persistentDeviceId)],
    [Header.PLATFORM, text(context.platform)],
    [Header.FUNNEL_SESSION_ID, text(context.funnelSessionId)],
    [Header.CLIENT_VERSION, CLIENT_VERSION],
    [Header.SUPPORTED_IMAGE_FORMATS, SUPPORTED_IMAGE_FORMATS],
  ];
  const headers: Record<string, string> = {};
  for (const [name, value] of candidates) if (value !== undefined) headers[name] = value;
  return headers;
};
