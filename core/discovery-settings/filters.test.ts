import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DISCOVERY_SETTINGS, type DiscoverySettings } from './discovery-settings';
import { changeOfFilters, closedTray, DEFAULT_FILTERS, FILTER_KEYS, filtersOf, reduceFilterTray, type FilterAction } from './filters';

const saved: DiscoverySettings = { ...DEFAULT_DISCOVERY_SETTINGS, ageMin: 25, ageMax: 40, distanceMax: 30, preferences: { minPhotos: 3, hasBio: true, isVerified: false, passions: ['it_7'] } };
const actionArb: fc.Arbitrary<FilterAction> = fc.oneof(
  fc.record({ type: fc.constant('set' as const), filters: fc.record({ distance: fc.integer({ min: 1, max: 100 }), hasBio: fc.boolean(), minAge: fc.integer({ min: 18, max: 100 }) }, { requiredKeys: [] }) }),
  fc.constant({ type: 'clear' as const }),
  fc.record({ type: fc.constant('toggleOpen' as const), focus: fc.constantFrom(...FILTER_KEYS) }),
);

describe('the filter tray (SET-03, SET-06)', () => {
  it('SET-03: the filters are {distance, hasBio, isVerified, maxAge, minAge, minPhotos, passions}; hasBio and isVerified default off', () => {
    expect(Object.keys(DEFAULT_FILTERS).sort()).toEqual(['distance', 'hasBio', 'isVerified', 'maxAge', 'minAge', 'minPhotos', 'passions']);
    expect(DEFAULT_FILTERS).toMatchObject({ hasBio: false, isVerified: false });
  });

  it('SET-06: the filter keys are likeslist, filterTray, distance, ageRange, minPhotos, passions, photoVerified and hasBio', () => {
    expect([...FILTER_KEYS]).toEqual(['likeslist', 'filterTray', 'distance', 'ageRange', 'minPhotos', 'passions', 'photoVerified', 'hasBio']);
  });

  it('SET-03: set changes the draft, clear puts back the defaults, toggle open opens from the saved settings and closes', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 12 }), (actions) => {
        let tray = closedTray(saved);
        for (const action of actions) {
          const before = tray;
          tray = reduceFilterTray(tray, action, saved);
          if (action.type === 'set') expect(tray.draft).toEqual({ ...before.draft, ...action.filters });
          if (action.type === 'clear') expect(tray.draft).toEqual(DEFAULT_FILTERS);
          if (action.type === 'toggleOpen') {
            expect(tray.open).toBe(!before.open);
            if (tray.open) expect(tray).toEqual({ open: true, focus: action.focus, draft: filtersOf(saved) });
          }
        }
      }),
    );
  });

  it('SET-03: applying a draft saves it as the settings', () => {
    const draft = { ...filtersOf(saved), distance: 12, hasBio: false };
    expect(changeOfFilters(draft)).toEqual({ ageMin: 25, ageMax: 40, distanceMax: 12, preferences: { minPhotos: 3, hasBio: false, isVerified: false, passions: ['it_7'] } });
  });
});
