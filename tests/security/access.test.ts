/**
 * V8 (authorization) and V6/V7 (authentication and sessions) of ASVS 5.0, for every row of the table: no
 * token, an onboarding token on a member route, and another member's token on every id the route takes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/testing/test-server';
import { ENDPOINTS, rowKey } from './endpoints';
import { authenticationFindings, ownershipFindings } from './support/checks';
import { buildFixture } from './support/fixture';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.reset();
});

const guarded = ENDPOINTS.filter((row) => row.access !== 'open');
const withIds = ENDPOINTS.filter((row) => (row.owns?.length ?? 0) > 0 || row.othersIds);

describe('authentication on every guarded route', () => {
  it.each(guarded.map((row) => [rowKey(row), row] as const))('V6.1, V8.2.1: %s answers 401 without a token (403 with an onboarding token where a member is needed)', async (_key, row) => {
    expect(await authenticationFindings(t, await buildFixture(t), row)).toEqual([]);
  });
});

describe('ownership of every id', () => {
  it.each(withIds.map((row) => [rowKey(row), row] as const))('V8.2.2: %s: another member`s token gets nothing of the owner`s', async (_key, row) => {
    expect(await ownershipFindings(t, await buildFixture(t), row)).toEqual([]);
  });

  it('V8.2.2: the table names the ids of every route that takes one in its path', () => {
    const pathIds = ENDPOINTS.filter((row) => row.route.includes('/:'));
    expect(pathIds.filter((row) => !row.owns && !row.othersIds && !row.publicIds).map(rowKey)).toEqual([]);
  });
});
