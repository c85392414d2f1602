import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

/**
 * One test server for a test file (or a `describe`): started before its tests, emptied before each, closed after.
 * Returns the accessor the tests call (`const t = useTestServer(); … t().client()`).
 */
export const useTestServer = (options: TestServerOptions = {}): (() => TestServer) => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await server?.reset();
  });
  return () => {
    if (server === undefined) throw new Error('the test server is not started yet');
    return server;
  };
};
