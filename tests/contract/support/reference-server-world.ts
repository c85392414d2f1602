import { KyHttpClient } from '../../../adapters/http/ky-http-client';
import type { AuthTokenSource, RequestContextProvider } from '../../../core/api';
import { FakeAuthTokenSource } from '../../../core/api/testing';
import { startTestServer, type TestServer, type TestServerOptions } from '../../../server/testing/test-server';
import { BrowserCookieFetch } from './browser-cookie-fetch';

/** What plays the far end of a port: started once per suite; each test opens a fresh harness against it. */
export interface ContractWorld<H> {
  start(): Promise<void>;
  open(): Promise<H>;
  stop(): Promise<void>;
}

/** What the browser's API client says about itself (src/modules/api.module.ts): a web page. */
export const WEB_PAGE_CONTEXT: RequestContextProvider = () => ({
  locale: 'en',
  acceptLanguage: 'en',
  appVersion: '1.0.0',
  platform: 'web',
  funnelSessionId: 'funnel-1',
});

/** A browser page against the running server: the real ky client over a fetch that keeps the server's cookies. */
export const pageClient = (t: TestServer, tokens: AuthTokenSource = new FakeAuthTokenSource()): KyHttpClient => {
  const browser = new BrowserCookieFetch(new URL(t.baseUrl).origin);
  return new KyHttpClient({ tokens, context: WEB_PAGE_CONTEXT, clock: t.time, baseUrl: t.baseUrl, fetch: browser.fetch });
};

/**
 * The reference server in-process as the far end: started once per suite, emptied before each test, which gets
 * the harness `open` builds on it.
 */
export const referenceServerWorld = <H>(open: (t: TestServer) => H | Promise<H>, options: TestServerOptions = {}): ContractWorld<H> => {
  let server: TestServer | undefined;
  return {
    start: async () => {
      server = await startTestServer(options);
    },
    open: async () => {
      if (server === undefined) throw new Error('the server has not started');
      await server.reset();
      return open(server);
    },
    stop: async () => {
      await server?.close();
      server = undefined;
    },
  };
};
