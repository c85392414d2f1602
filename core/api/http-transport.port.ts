import type { ApiBody, HttpMethod } from './http.port';
import type { Query } from './locale-query';

/** A request with every client rule applied: the path filled, the headers and the `locale` query set. */
export interface PreparedRequest {
  readonly method: HttpMethod;
  /** Path under the API base, starting with `/`. */
  readonly path: string;
  readonly query: Query;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: ApiBody;
}

/** An answer whose body is still unread, so the client can choose how to read it. */
export interface TransportAnswer {
  readonly kind: 'answer';
  readonly status: number;
  readonly url: string;
  header(name: string): string | null;
  text(): Promise<string>;
  bytes(): Promise<Uint8Array>;
}

/** What one attempt gave: an answer, no answer within the timeout, or no way to reach the resource. */
export type TransportOutcome = TransportAnswer | { readonly kind: 'timeout' } | { readonly kind: 'network' };

/**
 * The wire under the API client: sends one prepared request, applies the request timeout, never rejects.
 * The ky adapter and the in-memory fake implement it; the rules live in `ApiClient`.
 */
export interface HttpTransport {
  send(request: PreparedRequest): Promise<TransportOutcome>;
}
