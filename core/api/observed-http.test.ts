import { describe, expect, it } from 'vitest';
import { apiFailure } from './api-failure';
import { observeHttp, type HttpObserver } from './observed-http';
import { err, ok } from '../shared';
import type { HttpPort } from './http.port';

describe('observed HTTP client', () => {
  it('AUTH-26: every outcome reaches every observer and the caller gets it unchanged, even when an observer throws', async () => {
    const answers = [ok({ a: 1 }), err(apiFailure.timeout())];
    const inner: HttpPort = { request: async () => answers.shift() as never };
    const seen: string[] = [];
    const record: HttpObserver = (req, r) => seen.push(`${req.path}:${r.ok ? 'ok' : r.error.kind}`);
    const throwing: HttpObserver = () => {
      throw new Error('observer bug');
    };
    const http = observeHttp(inner, [throwing, record]);
    expect(await http.request({ method: 'GET', path: '/a', auth: false })).toEqual({ ok: true, value: { a: 1 } });
    expect((await http.request({ method: 'GET', path: '/b', auth: false })).ok).toBe(false);
    expect(seen).toEqual(['/a:ok', '/b:timeout']);
  });
});
