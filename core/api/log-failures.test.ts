import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '../shared/testing';
import { logFailures } from './log-failures';
import { observeHttp } from './observed-http';
import { FakeAuthTokenSource, FakeHttp } from './testing';

/** A client observed by the failure log, answering `status` with the envelope's `error` on GET /v2/thing. */
const answering = async (status: number, error?: Record<string, unknown>, data?: unknown, top: Record<string, unknown> = {}) => {
  const logger = new MemoryLogger();
  const fake = new FakeHttp({ tokens: new FakeAuthTokenSource('t1') });
  fake.route('GET', '/v2/thing', { status, body: { meta: { status }, ...top, ...(error ? { error } : {}), ...(data === undefined ? {} : { data }) } });
  const http = observeHttp(fake, [logFailures(logger)]);
  await http.request({ method: 'GET', path: '/v2/thing', auth: false });
  return logger.entries.filter((e) => e.message === 'api call failed').map((e) => e.level);
};

describe('failed calls in the log', () => {
  it('ERR-01: every 5xx is logged as an error, whatever its code', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 500, max: 599 }), fc.option(fc.integer({ min: 40000, max: 59999 }), { nil: undefined }), async (status, code) => {
        expect(await answering(status, code === undefined ? undefined : { code })).toEqual(['error']);
      }),
      { numRuns: 40 },
    );
  });

  it('ERR-01: a 429 and a 42901 are rate limits, expected: logged, but not as errors', async () => {
    expect(await answering(429, { code: 42901 })).toEqual(['info']);
    expect(await answering(429)).toEqual(['info']);
  });

  it('ERR-01: a 403 with the logout flag is a forced logout, expected; a 400 without a known code is a bad request, an error', async () => {
    expect(await answering(403, { code: 40300 }, undefined, { logout: true })).toEqual(['info']);
    expect(await answering(403, { code: 40300 })).toEqual(['error']);
    expect(await answering(400)).toEqual(['error']);
  });

  it('ERR-03: 40303 (blacklisted) is expected: logged, never as an error', async () => {
    expect(await answering(403, { code: 40303 })).toEqual(['info']);
  });

  it('ERR-04: 40307 with a challenge token (in the error or the data) is an appealable ban, not logged as an error; without one it is', async () => {
    expect(await answering(403, { code: 40307, challengeToken: 'c-1' })).toEqual(['info']);
    expect(await answering(403, { code: 40307 }, { appealChallengeToken: 'c-1' })).toEqual(['info']);
    expect(await answering(403, { code: 40307 })).toEqual(['error']);
  });

  it('a call that succeeds logs nothing; the log names the path template and the code, not the ids', async () => {
    const logger = new MemoryLogger();
    const fake = new FakeHttp({ tokens: new FakeAuthTokenSource('t1') });
    fake.route('GET', '/v2/thing', { status: 200, body: { meta: { status: 200 }, data: {} } });
    fake.route('DELETE', '/user/matches/m-42', { status: 500, body: { meta: { status: 500 }, error: { code: 50000 } } });
    const http = observeHttp(fake, [logFailures(logger)]);
    await http.request({ method: 'GET', path: '/v2/thing', auth: false });
    expect(logger.entries).toEqual([]);
    await http.request({ method: 'DELETE', path: '/user/matches/{id}', params: { id: 'm-42' }, auth: true });
    expect(logger.entries).toEqual([
      { level: 'error', message: 'api call failed', context: { method: 'DELETE', path: '/user/matches/{id}', kind: 'server', code: 50000, status: 500 } },
    ]);
  });
});
