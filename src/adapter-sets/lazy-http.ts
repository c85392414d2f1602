import type { ApiRequest, HttpPort } from '../../core/api';

/**
 * An HTTP client whose implementation loads with the first request: a new visitor's first screen makes no
 * request, so the client (ky and the API rules) stays out of the start-up bundle until it is needed.
 */
export function lazyHttp(load: () => Promise<HttpPort>): HttpPort {
  let client: Promise<HttpPort> | undefined;
  return {
    async request<T>(req: ApiRequest) {
      client ??= load();
      return (await client).request<T>(req);
    },
  };
}
