import ky, { TimeoutError, type KyInstance, type Options } from 'ky';
import {
  ApiClient,
  DEFAULT_API_BASE,
  REQUEST_TIMEOUT_MS,
  type ApiBody,
  type ApiFailure,
  type ApiRequest,
  type AuthTokenSource,
  type HttpPort,
  type HttpTransport,
  type PreparedRequest,
  type RequestContextProvider,
  type TransportOutcome,
} from '../../core/api';
import type { Clock, Result } from '../../core/shared';

export interface KyHttpClientOptions {
  readonly tokens: AuthTokenSource;
  readonly context: RequestContextProvider;
  readonly clock: Clock;
  /** The API base (ky's `prefixUrl`); default `/api`, relative to the page. */
  readonly baseUrl?: string;
  /** Default 30000 ms (API-03); shorter in tests. */
  readonly timeoutMs?: number;
  /** Default: the global `fetch`. */
  readonly fetch?: Options['fetch'];
  /**
   * Sends the uploads whose progress someone hears (fetch cannot report it); default the global XMLHttpRequest,
   * where there is one. Without it, uploads go over fetch and report no progress on the way.
   */
  readonly xhr?: typeof XMLHttpRequest | undefined;
  /** The page's address, against which a relative `baseUrl` is read for XMLHttpRequest; default the page's location. */
  readonly pageUrl?: string | undefined;
  /**
   * Awaited before each request goes out; default none. The browser ends the task there: a request costs the main
   * thread a millisecond or two on a phone (the Request, its headers, fetch), and the several a screen asks for at
   * once then go out in tasks of their own instead of one long one.
   */
  readonly beforeSend?: () => Promise<void>;
}

/** `HttpPort` over ky: the rules are core's `ApiClient`; this file only moves bytes. */
export class KyHttpClient implements HttpPort {
  readonly #client: ApiClient;

  constructor(options: KyHttpClientOptions) {
    this.#client = new ApiClient({
      transport: new KyTransport(options),
      tokens: options.tokens,
      context: options.context,
      clock: options.clock,
    });
  }

  request<T>(req: ApiRequest): Promise<Result<T, ApiFailure>> {
    return this.#client.request<T>(req);
  }
}

/** One attempt over ky: no retries, no thrown HTTP errors (core maps statuses), ky's timeout. */
export class KyTransport implements HttpTransport {
  readonly #ky: KyInstance;

  readonly #base: string;
  readonly #timeoutMs: number;

  readonly #xhr: typeof XMLHttpRequest | undefined;
  readonly #pageUrl: string | undefined;
  readonly #beforeSend: (() => Promise<void>) | undefined;

  constructor(options: Pick<KyHttpClientOptions, 'baseUrl' | 'timeoutMs' | 'fetch' | 'xhr' | 'pageUrl' | 'beforeSend'>) {
    this.#beforeSend = options.beforeSend;
    this.#xhr = 'xhr' in options ? options.xhr : globalThis.XMLHttpRequest;
    this.#pageUrl = 'pageUrl' in options ? options.pageUrl : globalThis.location?.href;
    this.#base = options.baseUrl ?? DEFAULT_API_BASE;
    this.#timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    this.#ky = ky.create({
      prefixUrl: options.baseUrl ?? DEFAULT_API_BASE,
      retry: 0,
      timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      throwHttpErrors: false,
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    });
  }

  async send(request: PreparedRequest): Promise<TransportOutcome> {
    if (this.#beforeSend !== undefined) await this.#beforeSend();
    // fetch cannot report how much of a body went out (a streamed body needs HTTP/2): XHR can.
    if (request.body?.kind === 'binary' && request.body.onProgress && this.#xhr !== undefined) return this.#sendWithProgress(request);
    try {
      const body = await bodyOptions(request.body);
      const response = await this.#ky(request.path.replace(/^\/+/, ''), {
        method: request.method,
        searchParams: request.query,
        headers: request.headers,
        ...body,
      });
      return {
        kind: 'answer',
        status: response.status,
        url: response.url,
        header: (name) => response.headers.get(name),
        text: () => response.text(),
        bytes: async () => new Uint8Array(await response.arrayBuffer()),
      };
    } catch (error) {
      // ky throws TimeoutError on its timeout; fetch rejects (TypeError) when the resource cannot be reached.
      return error instanceof TimeoutError ? { kind: 'timeout' } : { kind: 'network' };
    }
  }

  /** One attempt over XMLHttpRequest, for a binary body whose progress someone hears; same timeout and outcomes. */
  #sendWithProgress(request: PreparedRequest): Promise<TransportOutcome> {
    const body = request.body as Extract<ApiBody, { kind: 'binary' }>;
    const url = new URL(`${this.#base.replace(/\/+$/, '')}/${request.path.replace(/^\/+/, '')}`, this.#pageUrl);
    for (const [name, value] of Object.entries(request.query)) url.searchParams.set(name, value);
    return new Promise((resolve) => {
      const Xhr = this.#xhr!;
      const xhr = new Xhr();
      xhr.open(request.method, url.href);
      xhr.timeout = this.#timeoutMs;
      for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) body.onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        const text = xhr.responseText;
        resolve({
          kind: 'answer',
          status: xhr.status,
          url: xhr.responseURL || url.href,
          header: (name) => xhr.getResponseHeader(name),
          text: async () => text,
          bytes: async () => new TextEncoder().encode(text),
        });
      };
      xhr.ontimeout = () => resolve({ kind: 'timeout' });
      xhr.onerror = () => resolve({ kind: 'network' });
      xhr.onabort = () => resolve({ kind: 'network' });
      xhr.send(new Blob([new Uint8Array(body.bytes)], { type: body.contentType }));
    });
  }
}

/** The body in ky's terms; core already set the content type, except a multipart one, which fetch writes. */
const bodyOptions = async (body: ApiBody | undefined): Promise<Pick<Options, 'json' | 'body'>> => {
  if (body === undefined) return {};
  switch (body.kind) {
    case 'json':
      return { json: body.value };
    case 'binary':
      return { body: new Uint8Array(body.bytes) };
    case 'upload': {
      const form = new FormData();
      for (const [name, value] of Object.entries(body.fields ?? {})) form.append(name, value);
      form.append(body.field, await blobOf(body.file, body.contentType), body.fileName);
      return { body: form };
    }
  }
};

const blobOf = async (file: Extract<ApiBody, { kind: 'upload' }>['file'], contentType: string): Promise<Blob> => {
  if (file instanceof Blob) return file;
  const bytes = file instanceof Uint8Array ? new Uint8Array(file) : new Uint8Array(await file.arrayBuffer());
  return new Blob([bytes], { type: contentType });
};
