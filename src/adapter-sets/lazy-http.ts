import type { ApiRequest, HttpPort } from '../../core/api';

/**
 * An HTTP client whose implementation loads with the first request: the first screen paints without one, so the
 * client (ky and the API rules) loads beside it instead of inside the start-up bundle.
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
