import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AT_HOME, clampZoom, PassportStore, PassportUseCase, searchTerms, withRecent, type PassportPlace, type TravelChanged } from './index';
import { FAKE_PLACES, FakePassportApi } from './testing/fake-passport-api';

const [PARIS, TOKYO, SAO_PAULO, LISBON] = FAKE_PLACES as [PassportPlace, PassportPlace, PassportPlace, PassportPlace];

const setup = () => {
  const api = new FakePassportApi();
  const store = new PassportStore();
  const reloads: TravelChanged[] = [];
  const passport = new PassportUseCase({ api, store, onTravelChanged: (trigger) => reloads.push(trigger) });
  return { api, store, passport, reloads };
};

const placeArb = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'),
  name: fc.string(),
  country: fc.string(),
  countryCode: fc.constant('XX'),
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('SET-14: passport state', () => {
  it('SET-14: a new store is at home, with no recent, popular or searched places, and the zoom level 10', () => {
    const store = new PassportStore();
    expect(store.travel.value).toEqual({ kind: 'home' });
    expect(store.place.value).toBeNull();
    expect(store.recent.value).toEqual([]);
    expect(store.popular.value).toEqual({ kind: 'idle' });
    expect(store.search.value).toEqual({ kind: 'idle' });
    expect(store.zoom.value).toBe(10);
  });

  it('SET-14: the zoom level is a whole level between 0 and 20; anything else is brought within, and not a number is 10', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (zoom) => {
        const z = clampZoom(zoom);
        expect(Number.isInteger(z)).toBe(true);
        expect(z).toBeGreaterThanOrEqual(0);
        expect(z).toBeLessThanOrEqual(20);
        if (Number.isNaN(zoom)) expect(z).toBe(10);
      }),
    );
    const store = new PassportStore();
    store.setZoom(13.4);
    expect(store.zoom.value).toBe(13);
    store.reset();
    expect(store.zoom.value).toBe(10);
  });

  it('SET-14 [PBT]: the recent places hold the latest choice first, each place once, at most 5', () => {
    fc.assert(
      fc.property(fc.array(placeArb, { maxLength: 30 }), (choices) => {
        const recent = choices.reduce<readonly PassportPlace[]>((list, place) => withRecent(list, place), []);
        expect(recent.length).toBeLessThanOrEqual(5);
        expect(new Set(recent.map((p) => p.id)).size).toBe(recent.length);
        if (choices.length > 0) expect(recent[0]).toBe(choices[choices.length - 1]);
        // Every place kept was chosen, and newer choices come before older ones.
        const lastIndex = (id: string) => choices.map((c): string => c.id).lastIndexOf(id);
        for (let i = 1; i < recent.length; i++) expect(lastIndex(recent[i - 1]!.id)).toBeGreaterThan(lastIndex(recent[i]!.id));
      }),
    );
  });

  it('SET-14: search words are trimmed to single spaces and at most 64 characters', () => {
    expect(searchTerms('  new   york ')).toBe('new york');
    expect(searchTerms('   ')).toBe('');
    expect(searchTerms('x'.repeat(80))).toHaveLength(64);
  });
});

describe('SET-14: the passport use-case', () => {
  it('SET-14: loading reads the travel and access, then the popular places for a Plus member', async () => {
    const { api, store, passport } = setup();
    api.travelState = { kind: 'traveling', place: TOKYO };
    await passport.load();
    expect(store.status.value).toEqual({ kind: 'loaded' });
    expect(store.place.value).toEqual(TOKYO);
    expect(store.access.value).toEqual({ allow: true, requiredTier: 'plus' });
    expect(store.popular.value).toEqual({ kind: 'loaded', places: [PARIS, TOKYO] });
    // The current place counts as recent.
    expect(store.recent.value).toEqual([TOKYO]);
  });

  it('SET-14: a member whose tier lacks the passport loads no popular places and is offered the tier', async () => {
    const { api, store, passport } = setup();
    api.access = { allow: false, requiredTier: 'plus' };
    await passport.load();
    expect(store.access.value.allow).toBe(false);
    expect(api.calls).toEqual(['load']);
    expect(store.popular.value).toEqual({ kind: 'idle' });
  });

  it('SET-14, RECS-06: travelling to a place stores it, makes it recent and reloads recs once; coming home reloads them too', async () => {
    const { api, store, passport, reloads } = setup();
    await passport.load();
    const travelled = await passport.travelTo(PARIS);
    expect(travelled.ok).toBe(true);
    expect(api.calls).toContain('travel paris-fr');
    expect(store.travel.value).toEqual({ kind: 'traveling', place: PARIS });
    expect(reloads).toEqual(['travel-location-set']);
    await passport.travelTo(LISBON);
    expect(store.recent.value).toEqual([LISBON, PARIS]);
    const home = await passport.goHome();
    expect(home).toEqual({ ok: true, value: AT_HOME });
    expect(store.travel.value).toEqual(AT_HOME);
    expect(reloads).toEqual(['travel-location-set', 'travel-location-set', 'location-reset']);
    // Coming home keeps the recent places.
    expect(store.recent.value).toEqual([LISBON, PARIS]);
  });

  it('SET-14, RECS-06: a refused travel keeps the place as it was, says the code and reloads nothing; a paywall refusal takes the passport away', async () => {
    const { api, store, passport, reloads } = setup();
    await passport.load();
    api.refuseNext(50000);
    const refused = await passport.travelTo(PARIS);
    expect(refused.ok).toBe(false);
    expect(store.travel.value).toEqual(AT_HOME);
    expect(store.change.value).toEqual({ kind: 'refused', code: 50000 });
    expect(store.access.value.allow).toBe(true);
    api.refuseNext(40390);
    await passport.travelTo(PARIS);
    expect(store.access.value.allow).toBe(false);
    expect(reloads).toEqual([]);
  });

  it('SET-14: one travel change at a time: a second while one is saved is refused on the device', async () => {
    const { store, passport } = setup();
    await passport.load();
    const first = passport.travelTo(PARIS);
    expect(store.change.value).toEqual({ kind: 'saving', placeId: 'paris-fr' });
    expect(await passport.travelTo(TOKYO)).toEqual({ ok: false, error: { code: 'PASSPORT.BUSY' } });
    await first;
    expect(store.place.value).toEqual(PARIS);
  });

  it('SET-14: a search finds places by their first letters, accents ignored; an empty text clears it; only the answer to the latest query is kept', async () => {
    const { api, store, passport } = setup();
    await passport.load();
    await passport.search('  sao ');
    expect(store.search.value).toEqual({ kind: 'found', query: 'sao', places: [SAO_PAULO] });
    await passport.search('');
    expect(store.search.value).toEqual({ kind: 'idle' });
    api.holdSearches = true;
    const older = passport.search('p');
    const newer = passport.search('pa');
    api.held.get('pa')!();
    await newer;
    api.held.get('p')!();
    await older;
    expect(store.search.value).toEqual({ kind: 'found', query: 'pa', places: [PARIS] });
  });

  it('SET-14: logging out forgets the travel, the places and the zoom', async () => {
    const { store, passport } = setup();
    await passport.load();
    await passport.travelTo(PARIS);
    store.setZoom(4);
    store.reset();
    expect(store.travel.value).toEqual(AT_HOME);
    expect(store.recent.value).toEqual([]);
    expect(store.zoom.value).toBe(10);
    expect(store.access.value.allow).toBe(false);
  });
});
