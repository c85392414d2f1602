import { describe, expect, it } from 'vitest';
import { CloseCode } from '../../core/realtime/protocol';
import { FakeTime } from '../../core/shared/testing';
import { RealtimeHub, type HubConnection } from './realtime-hub';

class RecordingConnection implements HubConnection {
  readonly sent: unknown[] = [];
  closedWith: number | undefined;
  constructor(
    readonly memberId: string,
    readonly familyId: string,
  ) {}
  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }
  close(code: number): void {
    this.closedWith = code;
  }
}

describe('RealtimeHub', () => {
  it('AUTH-33: a socket that arrives after its session ended (ticket redeemed just before) is closed with 4001, not kept', () => {
    const time = new FakeTime();
    const hub = new RealtimeHub(time);
    hub.endSessions({ userId: 'u1', familyIds: ['f1'], reason: 'logout' });
    const late = new RecordingConnection('u1', 'f1');
    expect(hub.add(late)).toBe(false);
    expect(late.closedWith).toBe(CloseCode.SESSION_ENDED);
    expect(hub.socketsOf('u1')).toBe(0);
    // Another sign-in of the same member is not affected.
    expect(hub.add(new RecordingConnection('u1', 'f2'))).toBe(true);
  });

  it('forgets ended sessions after a minute, when no ticket of theirs can still be valid', () => {
    const time = new FakeTime();
    const hub = new RealtimeHub(time);
    hub.endSessions({ userId: 'u1', familyIds: ['f1'], reason: 'ban' });
    time.advance(61_000);
    hub.endSessions({ userId: 'u2', familyIds: ['f2'], reason: 'logout' });
    expect(hub.add(new RecordingConnection('u1', 'f1'))).toBe(true);
    expect(hub.add(new RecordingConnection('u2', 'f2'))).toBe(false);
  });

  it('ending sessions closes only the sockets of those families, each after its farewell nudge', () => {
    const hub = new RealtimeHub(new FakeTime());
    const [a1, a2, b1] = [new RecordingConnection('a', 'fa1'), new RecordingConnection('a', 'fa2'), new RecordingConnection('b', 'fb1')];
    for (const connection of [a1, a2, b1]) hub.add(connection);
    hub.endSessions({ userId: 'a', familyIds: ['fa1'], reason: 'refresh-reuse' });
    expect(a1.sent).toEqual([{ type: 'logout' }]);
    expect(a1.closedWith).toBe(CloseCode.SESSION_ENDED);
    expect(a2.closedWith).toBeUndefined();
    expect(hub.nudge('a', { type: 'read', matchId: 'm', messageId: 'x' })).toBe(1);
    expect(b1.sent).toEqual([]);
  });
});
