import { describe, expect, it } from 'vitest';
import { FakeTime } from '../shared/testing';
import { FirstScreenGate } from './first-screen-gate';

const settledYet = async (promise: Promise<void>): Promise<boolean> => {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return settled;
};

describe('the first screen before what can wait', () => {
  it('a start that never holds the gate lets everything through at once', async () => {
    const gate = new FirstScreenGate(new FakeTime());
    expect(await settledYet(gate.passed())).toBe(true);
    gate.release();
    expect(await settledYet(gate.passed())).toBe(true);
  });

  it('a held gate waits for the first screen, and lets through at its release', async () => {
    const time = new FakeTime();
    const gate = new FirstScreenGate(time);
    gate.hold();
    const waiting = gate.passed();
    await time.advanceAsync(2_999);
    expect(await settledYet(waiting)).toBe(false);
    gate.release();
    expect(await settledYet(waiting)).toBe(true);
    expect(await settledYet(gate.passed())).toBe(true);
  });

  it('a held gate lets through after 3 s at the latest, when the first screen never has what it needs', async () => {
    const time = new FakeTime();
    const gate = new FirstScreenGate(time);
    gate.hold();
    await time.advanceAsync(2_999);
    expect(await settledYet(gate.passed())).toBe(false);
    await time.advanceAsync(1);
    expect(await settledYet(gate.passed())).toBe(true);
  });

  it('is held once per start: a hold after the release holds nothing', async () => {
    const gate = new FirstScreenGate(new FakeTime());
    gate.hold();
    gate.release();
    gate.hold();
    expect(await settledYet(gate.passed())).toBe(true);
  });
});
