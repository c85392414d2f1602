import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../core/api';
import { APP } from '../../core/app';
import { AUTH } from '../../core/auth';
import { I18N } from '../../core/i18n';
import { LOCATION } from '../../core/location';
import { NAVIGATION } from '../../core/navigation';
import { PERSISTENCE } from '../../core/persistence';
import { PROFILE } from '../../core/profile';
import { REALTIME } from '../../core/realtime';
import { ROUTING } from '../../core/routing';
import { SESSION } from '../../core/session';
import { SHARED } from '../../core/shared';
import { asResolver, createContainer } from '../container';
import { LAZY_MODULE_LOADERS, LAZY_MODULES, type LazyModuleName } from '../lazy-modules';
import { browserAdapters } from './browser';

const TOKEN_GROUPS = { API, APP, AUTH, I18N, LOCATION, NAVIGATION, PERSISTENCE, PROFILE, REALTIME, ROUTING, SESSION, SHARED };

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The composition the browser runs: the real adapter set with every core module. The fake set is what the
 * component tests use, so a wiring mistake that only the real adapters make (a cycle, a missing binding) is
 * caught here rather than as a blank page.
 */
describe('the browser composition', () => {
  it('resolves every bound token of every module, the lazy ones included, without a cycle', async () => {
    const container = createContainer(browserAdapters());
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
    expect(resolved).toEqual(expect.arrayContaining(['API.Http', 'API.AuthTokenSource', 'AUTH.Refresher', 'AUTH.Gateway', 'ROUTING.Store', 'PROFILE.Api']));
  });

  it('an authorised request loads the HTTP client and sends the held token', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify({ meta: { status: 200 }, data: { ok: 1 } }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    // Node's Request (under jsdom) needs an absolute URL; a page resolves `/api/...` against its own address.
    vi.stubGlobal(
      'Request',
      class PageRequest extends Request {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(typeof input === 'string' ? new URL(input, location.href) : input, init);
        }
      },
    );
    const resolver = asResolver(createContainer(browserAdapters()));
    resolver.get(AUTH.Session).adoptToken('token-1', Date.now() + 60_000, 'u1');

    const answer = await resolver.get(API.Http).request<{ ok: number }>({ method: 'GET', path: '/v2/profile', auth: true });

    expect(answer, JSON.stringify(answer)).toMatchObject({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    const request = fetch.mock.calls[0]![0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/v2/profile');
    expect(request.headers.get('x-auth-token')).toBe('token-1');
  });
});
