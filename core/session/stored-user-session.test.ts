import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeStoredUserSession, encodeStoredUserSession } from './stored-user-session';
import type { UserSession } from './user-session';

const sessionArb: fc.Arbitrary<UserSession> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 40 }),
  startedAt: fc.integer({ min: 0, max: 2 ** 45 }),
  lastActivityAt: fc.integer({ min: 0, max: 2 ** 45 }),
  lever: fc.oneof(fc.constant(null), fc.string(), fc.boolean(), fc.integer()),
});

describe('SESS-10: the stored user session', () => {
  it('SESS-10: any user session reads back as written, with its save time', () => {
    fc.assert(
      fc.property(sessionArb, fc.integer({ min: 0, max: 2 ** 45 }), (session, savedAt) => {
        expect(decodeStoredUserSession(encodeStoredUserSession(session, savedAt))).toEqual({ session, savedAt });
      }),
    );
  });

  it('SESS-10: missing, malformed or foreign records read as nothing, never as a throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const decoded = decodeStoredUserSession(text);
        if (decoded !== null) expect(typeof decoded.session.id).toBe('string');
      }),
    );
    const valid = JSON.parse(encodeStoredUserSession({ id: 'u', startedAt: 1, lastActivityAt: 2, lever: null }, 3));
    for (const text of [
      null,
      '',
      'not json',
      '[]',
      JSON.stringify({ ...valid, v: 2 }),
      JSON.stringify({ ...valid, d: { ...valid.d, id: '' } }),
      JSON.stringify({ ...valid, d: { ...valid.d, lever: {} } }),
      JSON.stringify({ ...valid, d: { ...valid.d, startedAt: 'soon' } }),
    ]) {
      expect(decodeStoredUserSession(text)).toBeNull();
    }
  });
});
