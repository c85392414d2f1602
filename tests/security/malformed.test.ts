/**
 * V2 (validation) and V4 (API) of ASVS 5.0: at least 100 malformed inputs on every route of the table, each sent
 * without a token and with the right caller's: 0 answers of 2xx (nothing unauthorised gets through) and 0 of
 * 5xx (bad input is never a fault of the server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/testing/test-server';
import { ENDPOINTS, rowKey } from './endpoints';
import { refusalFinding, rightCaller, send } from './support/checks';
import { buildFixture, type Fixture } from './support/fixture';
import { malformedInputs } from './support/malformed';

let t: TestServer;
let f: Fixture;
beforeAll(async () => {
  // The per-address code limits stay out of the way: every input here is refused before it could send a code.
  t = await startTestServer();
  f = await buildFixture(t);
});
afterAll(async () => {
  await t?.close();
});

describe('malformed input on every route', () => {
  it.each(ENDPOINTS.map((row) => [rowKey(row), row] as const))('V2.2.1, V4.1: %s refuses at least 100 malformed inputs with a 4xx', async (_key, row) => {
    const inputs = malformedInputs(row, await row.call(f));
    expect(inputs.length).toBeGreaterThanOrEqual(100);
    const caller = rightCaller(row, f);
    const findings: string[] = [];
    for (const input of inputs) {
      for (const token of [undefined, caller.token]) {
        const answer = await send(t, row, input.call, { ...(token === undefined ? {} : { token }), from: caller });
        const finding = refusalFinding(`${input.label}${token ? ' (with a token)' : ''}`, answer);
        if (finding) findings.push(finding);
      }
    }
    expect(findings).toEqual([]);
  });
});
