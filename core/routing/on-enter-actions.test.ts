import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OnEnterActions, shouldRunOnEnterAction, type EnteredRoute } from './on-enter-actions';
import type { RouteName } from './routes';

const entered = (name: RouteName): EnteredRoute => ({ name, params: {}, href: `/app/${name}` });

describe('on-enter actions', () => {
  it('ROUTE-28: the rule: only without a previous path, and only if it has not run', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), fc.boolean(), (previous, ran) => {
        expect(shouldRunOnEnterAction(previous, ran)).toBe(previous === null && !ran);
      }),
    );
  });

  it('ROUTE-28: over any sequence of entries, each action runs at most once, and only on an entry without a previous path', () => {
    const routes: RouteName[] = ['recs', 'matches', 'profile'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ route: fc.constantFrom(...routes), previous: fc.option(fc.constantFrom('/app', '/app/recs'), { nil: null }) }), { maxLength: 20 }),
        (entries) => {
          const actions = new OnEnterActions();
          const runs: { route: RouteName; previous: string | null }[] = [];
          for (const r of routes) actions.register(r, (e) => void runs.push({ route: e.name as RouteName, previous: current }));
          let current: string | null = null;
          for (const e of entries) {
            current = e.previous;
            actions.enter(entered(e.route), e.previous);
          }
          for (const r of routes) expect(runs.filter((x) => x.route === r).length).toBeLessThanOrEqual(1);
          expect(runs.every((x) => x.previous === null)).toBe(true);
          const firstEligible = new Set(entries.filter((e) => e.previous === null).map((e) => e.route));
          expect(new Set(runs.map((x) => x.route))).toEqual(firstEligible);
          expect(actions.ran.value).toEqual(firstEligible);
        },
      ),
    );
  });

  it('ROUTE-28: an unregistered action no longer runs', () => {
    const actions = new OnEnterActions();
    let runs = 0;
    const off = actions.register('recs', () => void (runs += 1));
    off();
    expect(actions.enter(entered('recs'), null)).toBe(false);
    expect(runs).toBe(0);
  });
});
