import { describe, expect, it } from 'vitest';
import { FakeTime } from '../shared/testing';
import { LoginLauncher } from './login-launcher';
import { FakeAuthTab } from './testing';

describe('login launcher', () => {
  it('NAV-14: a request made before the flow is loaded waits, then opens the flow on the asked step', () => {
    const tab = new FakeAuthTab({ time: new FakeTime() });
    const launcher = new LoginLauncher();
    expect(launcher.needsFlow.value).toBe(false);
    launcher.open('phone');
    expect(launcher.needsFlow.value).toBe(true);
    expect(launcher.isOpen.value).toBe(false);
    launcher.attach(tab.flow);
    expect(launcher.needsFlow.value).toBe(false);
    expect(launcher.isOpen.value).toBe(true);
    expect(tab.flow.step.value).toMatchObject({ step: 'phone' });
    launcher.close();
    expect(launcher.isOpen.value).toBe(false);
    launcher.open();
    expect(tab.flow.choosing.value).toBe(true);
  });

  it('NAV-14: closing before the flow loads drops the waiting request', () => {
    const tab = new FakeAuthTab({ time: new FakeTime() });
    const launcher = new LoginLauncher();
    launcher.open('email');
    launcher.close();
    launcher.attach(tab.flow);
    expect(launcher.isOpen.value).toBe(false);
  });
});
