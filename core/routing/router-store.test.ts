import { describe, expect, it } from 'vitest';
import { OnEnterActions, RouterStore } from './index';

describe('where the member is and where routing stands', () => {
  it('ROUTE-01: before the browser\'s location is read the app stands at the /app root, starting', () => {
    const store = new RouterStore();
    expect(store.location.value).toEqual({ pathname: '/app', search: '' });
    expect(store.match.value.name).toBe('login');
    expect(store.status.value).toEqual({ kind: 'starting' });
  });

  it('the same location or status again is no change (nothing that reads it runs again)', () => {
    const store = new RouterStore();
    store.setLocation({ pathname: '/app/recs', search: '?a=1' });
    const location = store.location.value;
    store.setLocation({ pathname: '/app/recs', search: '?a=1' });
    expect(store.location.value).toBe(location);
    store.setLocation({ pathname: '/app/recs', search: '?a=2' });
    expect(store.location.value).toEqual({ pathname: '/app/recs', search: '?a=2' });

    store.markWaiting('signIn');
    const waiting = store.status.value;
    store.markWaiting('signIn');
    expect(store.status.value).toBe(waiting);
    store.markWaiting('match');
    expect(store.status.value).toEqual({ kind: 'waiting', guard: 'match' });
    store.markReady();
    const ready = store.status.value;
    store.markReady();
    expect(store.status.value).toBe(ready);
    expect(ready).toEqual({ kind: 'ready' });
  });

  it('ROUTE-29: a redirect shows the loading screen with its message: the status is redirecting, the redirect state says where from and to', () => {
    const store = new RouterStore();
    store.markReady();
    store.markRedirecting({ kind: 'redirecting', from: '/app', to: '/app/recs', reason: 'loggedIn' });
    expect(store.status.value).toEqual({ kind: 'redirecting' });
    expect(store.ready.value).toBe(false);
    expect(store.redirect.value).toEqual({ kind: 'redirecting', from: '/app', to: '/app/recs', reason: 'loggedIn' });
  });
});

describe('on-enter actions', () => {
  it('ROUTE-28: a replaced action stays when the one it replaced is unregistered', () => {
    const actions = new OnEnterActions();
    const ran: string[] = [];
    const stopFirst = actions.register('recs', () => void ran.push('first'));
    actions.register('recs', () => void ran.push('second'));
    stopFirst();
    expect(actions.enter({ name: 'recs', params: {}, href: '/app/recs' }, null)).toBe(true);
    expect(ran).toEqual(['second']);
  });
});
