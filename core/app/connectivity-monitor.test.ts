import { describe, expect, it } from 'vitest';
import { apiFailure } from '../api';
import { err, ok } from '../shared';
import { ConnectivityMonitor } from './connectivity-monitor.use-case';
import { ConnectivityStore } from './connectivity.store';
import { FakeConnectivity } from './testing/fake-connectivity';

const setup = (online = true) => {
  const port = new FakeConnectivity(online);
  const store = new ConnectivityStore();
  const monitor = new ConnectivityMonitor(port, store);
  monitor.start();
  return { port, store, monitor };
};

describe('ConnectivityMonitor — APP-05', () => {
  it('APP-05: starts from the device state and follows its online and offline events into the offline flag', () => {
    const { port, store } = setup(false);
    expect(store.offline.value).toBe(true);
    port.setOnline(true);
    expect(store.offline.value).toBe(false);
    port.setOnline(false);
    expect(store.offline.value).toBe(true);
  });

  it('APP-05: a timed-out call while online shows the connectivity problem until the next answer from the server', () => {
    const { store, monitor } = setup();
    monitor.observeRequest(err(apiFailure.network()));
    expect(store.showsConnectivityProblem.value).toBe(false);
    monitor.observeRequest(err(apiFailure.timeout()));
    expect(store.showsConnectivityProblem.value).toBe(true);
    expect(store.offline.value).toBe(false);
    monitor.observeRequest(ok({ recs: [] }));
    expect(store.showsConnectivityProblem.value).toBe(false);
  });

  it('APP-05: an online event also clears the connectivity problem; dispose stops listening', () => {
    const { port, store, monitor } = setup();
    monitor.observeRequest(err(apiFailure.timeout()));
    port.setOnline(false);
    port.setOnline(true);
    expect(store.state.value).toEqual({ kind: 'online' });
    monitor.dispose();
    expect(port.listenerCount).toBe(0);
    port.setOnline(false);
    monitor.observeRequest(err(apiFailure.timeout()));
    expect(store.state.value).toEqual({ kind: 'online' });
  });
});
