import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/testing/test-server';
import { ENDPOINTS, rowKey } from './endpoints';
import { coverageFindings } from './support/checks';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe('the endpoint table', () => {
  it('SEC-SUITE-01: every route the server registers has its row in tests/security/endpoints.ts, and every row names a registered route', () => {
    expect(coverageFindings(t.server.routes, ENDPOINTS)).toEqual([]);
  });

  it('SEC-SUITE-01: each route has one row', () => {
    const keys = ENDPOINTS.map(rowKey);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
