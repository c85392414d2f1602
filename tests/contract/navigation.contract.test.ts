import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AppLocation, NavigationPort } from '../../core/routing';
import { FakeNavigation } from '../../core/routing/testing';
import { StandInHistoryWindow } from './stand-ins/stand-in-history-window';

/** One page of the app over one implementation of NavigationPort. */
interface Page {
  readonly port: NavigationPort;
  /** The member presses Back; resolves once the page has heard it. */
  back(): Promise<void>;
}

const pathArb = fc.constantFrom('/app', '/app/recs', '/app/login', '/app/matches', '/app/messages/m1');
const searchArb = fc.constantFrom('', '?x=1', '?next=%2Fapp%2Frecs&utm_source=mail', '?q=a%20b');
const hrefArb = fc.tuple(pathArb, searchArb).map(([path, search]) => `${path}${search}`);
const at = (href: string): AppLocation => {
  const i = href.indexOf('?');
  return i === -1 ? { pathname: href, search: '' } : { pathname: href.slice(0, i), search: href.slice(i) };
};

type Step = { readonly kind: 'push' | 'replace'; readonly href: string } | { readonly kind: 'back' };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constantFrom('push' as const, 'replace' as const), href: hrefArb }),
  fc.constant({ kind: 'back' as const }),
);

const navigationContract = (name: string, open: (href: string) => Page): void => {
  describe(`NavigationPort contract — ${name}`, () => {
    it('current is where the page opened, query string included', () => {
      expect(open('/app/recs?x=1').port.current()).toEqual({ pathname: '/app/recs', search: '?x=1' });
      expect(open('/app').port.current()).toEqual({ pathname: '/app', search: '' });
    });

    it('ROUTE-20: navigate goes to the path with its query string kept, and listeners hear the new location', () => {
      const { port } = open('/app/recs');
      const heard: AppLocation[] = [];
      port.subscribe((location) => heard.push(location));
      port.navigate('/app/login?next=%2Fapp%2Fmatches&x=1');
      expect(port.current()).toEqual({ pathname: '/app/login', search: '?next=%2Fapp%2Fmatches&x=1' });
      expect(heard).toEqual([{ pathname: '/app/login', search: '?next=%2Fapp%2Fmatches&x=1' }]);
    });

    it('ROUTE-20: a replace (as guard redirects do) swaps the current entry, so Back goes to the entry before it', async () => {
      const page = open('/app?from=mail');
      const heard: AppLocation[] = [];
      page.port.subscribe((location) => heard.push(location));
      page.port.navigate('/app/matches');
      page.port.navigate('/app/login?x=1', { replace: true });
      await page.back();
      expect(page.port.current()).toEqual({ pathname: '/app', search: '?from=mail' });
      expect(heard).toEqual([at('/app/matches'), at('/app/login?x=1'), at('/app?from=mail')]);
    });

    it('Back tells listeners of the previous location, query string kept; Back on the first entry stays', async () => {
      const page = open('/app/recs?x=1');
      const heard: AppLocation[] = [];
      page.port.subscribe((location) => heard.push(location));
      page.port.navigate('/app/matches');
      await page.back();
      expect(page.port.current()).toEqual(at('/app/recs?x=1'));
      await page.back();
      expect(page.port.current()).toEqual(at('/app/recs?x=1'));
      expect(heard).toEqual([at('/app/matches'), at('/app/recs?x=1')]);
    });

    it('replacing the location with itself changes nothing and tells nobody', async () => {
      const page = open('/app');
      page.port.navigate('/app/recs?x=1');
      const heard: AppLocation[] = [];
      page.port.subscribe((location) => heard.push(location));
      page.port.navigate('/app/recs?x=1', { replace: true });
      expect(heard).toEqual([]);
      await page.back();
      expect(page.port.current()).toEqual(at('/app'));
    });

    it('an unsubscribed listener hears nothing while others still do; unsubscribing twice is harmless', () => {
      const { port } = open('/app');
      const gone: AppLocation[] = [];
      const kept: AppLocation[] = [];
      const unsubscribe = port.subscribe((location) => gone.push(location));
      port.subscribe((location) => kept.push(location));
      unsubscribe();
      unsubscribe();
      port.navigate('/app/recs');
      expect(gone).toEqual([]);
      expect(kept).toEqual([at('/app/recs')]);
    });

    it('ROUTE-20: for any pushes, replaces and Backs, current follows the history stack and listeners hear every change of location in order, each the location current reads', async () => {
      await fc.assert(
        fc.asyncProperty(hrefArb, fc.array(stepArb, { maxLength: 12 }), async (initial, steps) => {
          const page = open(initial);
          const heard: Array<[AppLocation, AppLocation]> = [];
          page.port.subscribe((location) => heard.push([location, page.port.current()]));
          const entries = [initial];
          let index = 0;
          const changes: AppLocation[] = [];
          for (const step of steps) {
            const before = entries[index]!;
            if (step.kind === 'back') {
              await page.back();
              index = Math.max(0, index - 1);
            } else if (step.kind === 'push') {
              page.port.navigate(step.href);
              entries.splice(index + 1, entries.length, step.href);
              index += 1;
            } else {
              page.port.navigate(step.href, { replace: true });
              entries[index] = step.href;
            }
            if (entries[index] !== before) changes.push(at(entries[index]!));
            expect(page.port.current()).toEqual(at(entries[index]!));
          }
          for (const [location, current] of heard) expect(location).toEqual(current);
          // Every change is heard, in order; being told again of the location already current is left open.
          let known = at(initial);
          const told = heard
            .map(([location]) => location)
            .filter((location) => {
              const same = location.pathname === known.pathname && location.search === known.search;
              known = location;
              return !same;
            });
          expect(told).toEqual(changes);
        }),
        { numRuns: 80 },
      );
    });
  });
};

navigationContract('FakeNavigation', (href) => {
  const navigation = new FakeNavigation(href);
  return {
    port: navigation,
    back: async () => navigation.back(),
  };
});

// The adapter navigates through wouter's history helper, which reads the globals of the page and patches
// history.pushState/replaceState on first import to announce them: the stand-in page goes in as the globals first.
const win = new StandInHistoryWindow('https://spark.test/app');
vi.stubGlobal('window', win);
vi.stubGlobal('history', win.history);
vi.stubGlobal('location', win.location);
vi.stubGlobal('addEventListener', win.addEventListener.bind(win));
vi.stubGlobal('removeEventListener', win.removeEventListener.bind(win));
vi.stubGlobal('dispatchEvent', win.dispatchEvent.bind(win));
const { BrowserHistoryNavigation } = await import('../../adapters/navigation/browser-history');
afterAll(() => {
  vi.unstubAllGlobals();
});

navigationContract('BrowserHistoryNavigation over the History API', (href) => {
  win.load(href);
  return {
    port: new BrowserHistoryNavigation(win as unknown as Window),
    back: async () => {
      win.history.back();
      await new Promise<void>((resolve) => setImmediate(resolve));
      await new Promise<void>((resolve) => setImmediate(resolve));
    },
  };
});
