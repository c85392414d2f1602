import { describe, expect, it } from 'vitest';
import { readBusMessage } from './realtime-bus';

const envelope = (reason: string) => JSON.stringify({ o: 'other-process', m: { kind: 'sessions-ended', event: { userId: 'u1', familyIds: ['f1'], reason } } });

describe('the realtime bus between server processes', () => {
  it('reads a session ended for every reason a session ends: logout, refresh reuse, a ban, and a device ended from another', () => {
    for (const reason of ['logout', 'refresh-reuse', 'ban', 'revoked']) {
      expect(readBusMessage(envelope(reason))).toEqual({
        origin: 'other-process',
        message: { kind: 'sessions-ended', event: { userId: 'u1', familyIds: ['f1'], reason } },
      });
    }
  });

  it('drops a session-ended message with a reason it does not know, or with no member', () => {
    expect(readBusMessage(envelope('bored'))).toBeUndefined();
    expect(readBusMessage(JSON.stringify({ o: 'p', m: { kind: 'sessions-ended', event: { familyIds: [], reason: 'logout' } } }))).toBeUndefined();
    expect(readBusMessage('not json')).toBeUndefined();
  });
});
