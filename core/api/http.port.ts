import type { Result } from '../shared';
import type { ApiFailure } from './api-failure';

/** API-01: the verbs of the provider's API; form-data travels as an `upload` body. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How to read a successful answer: JSON (the `data` of the envelope) or raw bytes (the protobuf gateway). */
export type ResponseType = 'json' | 'bytes';

/** The part of a Blob an upload needs; a browser `Blob` or `File` is one. */
export interface UploadFile {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A request body: JSON, bytes of a binary schema, or a multipart upload (photos, media). */
export type ApiBody =
  | { readonly kind: 'json'; readonly value: unknown }
  | {
      readonly kind: 'binary';
      readonly bytes: Uint8Array;
      readonly contentType: string;
      /** Hears the fraction of the bytes sent (0..1), where the transport can tell (a photo upload's progress). */
      readonly onProgress?: (fraction: number) => void;
    }
  | {
      readonly kind: 'upload';
      /** The form field that carries the file. */
      readonly field: string;
      readonly file: UploadFile | Uint8Array;
      readonly fileName: string;
      readonly contentType: string;
      /** Plain text fields sent beside the file. */
      readonly fields?: Readonly<Record<string, string>>;
    };

export type QueryValue = string | number | boolean | undefined;

/** One call to the provider's API, in the domain's words (API-01). */
export interface ApiRequest {
  readonly method: HttpMethod;
  /** A path under the API base with `{name}` placeholders, e.g. `/v2/matches/{matchId}`. */
  readonly path: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: ApiBody;
  /** An authorised endpoint: refused without a token (API-05), re-authenticated on 401 (AUTH-25). */
  readonly auth: boolean;
  /** Default `json`. */
  readonly responseType?: ResponseType;
  /** Headers of this call only (e.g. `platform: web` for one service, API-07); they win over the defaults. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** What the domain needs to talk to the provider's API. Never rejects: every failure is an `ApiFailure`. */
export interface HttpPort {
  /** JSON answers give the envelope's `data` (or the whole body when it is no envelope); `bytes` answers give the bytes. */
  request<T>(req: ApiRequest): Promise<Result<T, ApiFailure>>;
}
