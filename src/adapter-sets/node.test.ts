import { describe, expect, it } from 'vitest';
import { API } from '../../core/api';
import { APP } from '../../core/app';
import { AUTH } from '../../core/auth';
import { CHAT } from '../../core/chat';
import { I18N } from '../../core/i18n';
import { LIFECYCLE } from '../../core/lifecycle';
import { LOCATION } from '../../core/location';
import { MATCHES } from '../../core/matches';
import { NAVIGATION } from '../../core/navigation';
import { PERSISTENCE } from '../../core/persistence';
import { PROFILE } from '../../core/profile';
import { REALTIME } from '../../core/realtime';
import { RECS } from '../../core/recs';
import { ROUTING } from '../../core/routing';
import { SESSION } from '../../core/session';
import { SHARED } from '../../core/shared';
import { MemoryLogger } from '../../core/shared/testing';
import { asResolver, createContainer } from '../container';
import { LAZY_MODULE_LOADERS, LAZY_MODULES, type LazyModuleName } from '../lazy-modules';
import { nodeAdapters } from './node';

const TOKEN_GROUPS = { API, APP, AUTH, CHAT, I18N, LIFECYCLE, LOCATION, MATCHES, NAVIGATION, PERSISTENCE, PROFILE, REALTIME, RECS, ROUTING, SESSION, SHARED };

/** The composition a headless shell runs (examples/headless): the Node adapter set with every core module, in Node. */
describe('the Node composition', () => {
  it('resolves every bound token of every module, the lazy ones included, without a cycle and without a browser', async () => {
    const container = createContainer(nodeAdapters({ baseUrl: 'http://127.0.0.1:9/api', logger: new MemoryLogger() }));
    const lazy = asResolver(container).get(LAZY_MODULES);
    for (const name of Object.keys(LAZY_MODULE_LOADERS) as LazyModuleName[]) await lazy.ensure(name);

    const resolved: string[] = [];
    for (const [group, tokens] of Object.entries(TOKEN_GROUPS)) {
      for (const [name, token] of Object.entries(tokens)) {
        if (!container.isBound(token)) continue;
        expect(() => container.get(token), `${group}.${name}`).not.toThrow();
        resolved.push(`${group}.${name}`);
      }
    }
    expect(resolved).toEqual(expect.arrayContaining(['API.Http', 'AUTH.Refresher', 'AUTH.Gateway', 'REALTIME.Socket', 'RECS.Swipe', 'CHAT.Send', 'LIFECYCLE.Member']));
  });

  it('announces the platform of the set in every request, ios unless told otherwise', () => {
    expect(asResolver(createContainer(nodeAdapters({ baseUrl: 'http://127.0.0.1:9/api' }))).get(API.Platform)).toBe('ios');
    const android = asResolver(createContainer(nodeAdapters({ baseUrl: 'http://127.0.0.1:9/api', platform: 'android' })));
    expect(android.get(API.Platform)).toBe('android');
    expect(android.get(API.RequestContext)().platform).toBe('android');
  });
});
