import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTime } from '../shared/testing';
import { FakeChatRealtime } from './testing';
import { shouldPulse, TYPING_TIMINGS, TypingStore, TypingUseCase, type TypingTimings } from './typing';

describe('CHAT-07: typing', () => {
  it('CHAT-07: the pulse interval is 2 s and the indicator lifetime 5 s', () => {
    expect(TYPING_TIMINGS).toEqual({ pulseIntervalMs: 2000, lifetimeMs: 5000 });
  });

  it('CHAT-07: a keystroke pulses when none went in the last 2 s (or the clock went back)', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }), fc.integer({ min: -5_000, max: 5_000 }), (last, gap) => {
        const now = (last ?? 50_000) + gap;
        expect(shouldPulse(last, now, 2000)).toBe(last === undefined || gap >= 2000 || gap < 0);
      }),
    );
  });

  it('CHAT-07: typing steadily sends one pulse every 2 s, never more; stopping lets the next keystroke pulse at once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 700 }), { minLength: 1, maxLength: 60 }), (gaps) => {
        const time = new FakeTime();
        const realtime = new FakeChatRealtime();
        const typing = new TypingUseCase({ realtime, clock: time, timings: () => TYPING_TIMINGS });
        const pulses: number[] = [];
        for (const gap of gaps) {
          time.advance(gap);
          if (typing.composing('m1')) pulses.push(time.now());
        }
        for (let i = 1; i < pulses.length; i += 1) expect(pulses[i]! - pulses[i - 1]!).toBeGreaterThanOrEqual(2000);
        expect(pulses[0]).toBe(gaps.length > 0 ? time.now() - gaps.slice(1).reduce((a, b) => a + b, 0) : undefined);
        typing.stopped('m1');
        expect(typing.composing('m1')).toBe(true);
      }),
    );
  });

  it('CHAT-07: no pulse goes while the link is down', () => {
    const time = new FakeTime();
    const realtime = new FakeChatRealtime();
    const typing = new TypingUseCase({ realtime, clock: time, timings: () => TYPING_TIMINGS });
    realtime.down();
    expect(typing.composing('m1')).toBe(false);
    realtime.up();
    expect(typing.composing('m1')).toBe(true);
    expect(realtime.typingSent).toEqual(['m1']);
  });

  it('CHAT-07: both timings follow the app settings', () => {
    const time = new FakeTime();
    let timings: TypingTimings = { pulseIntervalMs: 1000, lifetimeMs: 3000 };
    const store = new TypingStore(time, () => timings);
    store.pulse('m1', 'p1');
    time.advance(2999);
    expect(store.isTyping('m1')).toBe(true);
    time.advance(1);
    expect(store.isTyping('m1')).toBe(false);
    const realtime = new FakeChatRealtime();
    const typing = new TypingUseCase({ realtime, clock: time, timings: () => timings });
    typing.composing('m1');
    time.advance(1000);
    expect(typing.composing('m1')).toBe(true);
    timings = { ...timings, pulseIntervalMs: 4000 };
    time.advance(3000);
    expect(typing.composing('m1')).toBe(false);
  });

  it('CHAT-07: the indicator of one member ends with their message, not with another member`s', () => {
    const time = new FakeTime();
    const store = new TypingStore(time, () => TYPING_TIMINGS);
    store.pulse('m1', 'p1');
    store.stopped('m1', 'someone-else');
    expect(store.typing.value.get('m1')).toBe('p1');
    store.stopped('m1', 'p1');
    expect(store.isTyping('m1')).toBe(false);
    expect(time.pendingTimers).toBe(0);
  });
});
