import { describe, expect, it } from 'vitest';
import { AppUpdate } from './app-update.use-case';
import { FakeUpdatePort } from './testing/fake-update-port';
import { UpdateStore } from './update.store';

describe('AppUpdate — APP-03', () => {
  it('APP-03: a waiting update raises the prompt and accepting reloads the page', () => {
    const port = new FakeUpdatePort();
    const store = new UpdateStore();
    const update = new AppUpdate(port, store);
    update.start();
    update.start();
    expect(port.listenerCount).toBe(1);
    expect(store.updateAvailable.value).toBe(false);
    port.announceUpdate();
    expect(store.updateAvailable.value).toBe(true);
    update.reload();
    expect(port.reloads).toBe(1);
  });

  it('APP-03: declining hides the prompt until the next update; after dispose updates are not heard', () => {
    const port = new FakeUpdatePort();
    const store = new UpdateStore();
    const update = new AppUpdate(port, store);
    update.start();
    port.announceUpdate();
    update.dismiss();
    expect(store.updateAvailable.value).toBe(false);
    expect(port.reloads).toBe(0);
    port.announceUpdate();
    expect(store.updateAvailable.value).toBe(true);
    update.dismiss();
    update.dispose();
    port.announceUpdate();
    expect(store.updateAvailable.value).toBe(false);
  });
});
