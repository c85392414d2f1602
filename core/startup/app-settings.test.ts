import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from './app-settings';
import { readAppSettings } from './read-app-settings';

/** An answer as the reference provider sends it (docs/api.md, POST /v2/meta). */
const ANSWER = {
  country: 'DE',
  isGoldEnabled: false,
  isPlatinumEnabled: false,
  isPlusEnabled: true,
  isConsumablesEnabled: false,
  typingPulseInterval: 1500,
  typingTimeout: 4000,
  distanceUnit: 'mi',
  maxLengths: { company: 64, jobTitle: 80, school: 100 },
  emailVerificationRequired: true,
  emailVerificationDismissible: false,
  canEditEmail: false,
  isAgeVerificationRequired: true,
  isTermsAcceptanceNeeded: true,
  showTerms: true,
  termsVersion: '2026-01-01',
  themePreference: 'regular',
  themeDevicePreference: 'dark',
  recsToolbarIsOpened: true,
  layout: 'compact',
  superlikeAlcMode: 'alc',
  orientations: [{ id: 1, name: 'Straight' }],
  chatSuggestionConsents: { enabled: true },
};

const TOP_FIELDS = Object.keys(DEFAULT_APP_SETTINGS).filter((field) => field !== 'maxLengths' && field !== 'chatSuggestionConsents');

describe('app settings (POST /v2/meta)', () => {
  it('CONF-05: a full answer is read field by field: tier toggles, typing timings, distance unit, max lengths, terms, theme', () => {
    const { settings, missing } = readAppSettings(ANSWER);
    expect(missing).toEqual([]);
    expect(settings).toEqual(ANSWER);
  });

  it('CONF-05: any fields missing or of the wrong type keep their defaults and are named, and the others are read', () => {
    fc.assert(
      fc.property(
        fc.subarray(TOP_FIELDS),
        fc.subarray(['company', 'jobTitle', 'school'] as const),
        fc.constantFrom(undefined, null, -1, 0, [], {}),
        (dropped, droppedLengths, junk) => {
          const answer: Record<string, unknown> = { ...ANSWER, maxLengths: { ...ANSWER.maxLengths } };
          for (const field of dropped) {
            if (junk === undefined) delete answer[field];
            else answer[field] = junk;
          }
          for (const field of droppedLengths) (answer.maxLengths as Record<string, unknown>)[field] = junk;
          const { settings, missing } = readAppSettings(answer);
          // `null` is a real value for the two nullable fields.
          const stillValid = (field: string) => junk === null && (field === 'country' || field === 'termsVersion');
          const expectedMissing = [
            ...dropped.filter((field) => !stillValid(field)),
            ...droppedLengths.map((field) => `maxLengths.${field}`),
          ];
          expect([...missing].sort()).toEqual(expectedMissing.sort());
          for (const field of TOP_FIELDS) {
            const value = (settings as unknown as Record<string, unknown>)[field];
            if (dropped.includes(field)) expect(value).toEqual(stillValid(field) ? null : (DEFAULT_APP_SETTINGS as unknown as Record<string, unknown>)[field]);
            else expect(value).toEqual((ANSWER as Record<string, unknown>)[field]);
          }
          for (const field of ['company', 'jobTitle', 'school'] as const) {
            expect(settings.maxLengths[field]).toBe(droppedLengths.includes(field) ? DEFAULT_APP_SETTINGS.maxLengths[field] : ANSWER.maxLengths[field]);
          }
        },
      ),
    );
  });

  it('CONF-05: no answer at all, or one that is not an object, gives every default', () => {
    for (const data of [undefined, null, 'x', 42, []]) {
      const { settings, missing } = readAppSettings(data);
      expect(settings).toEqual({ ...DEFAULT_APP_SETTINGS });
      expect(missing.length).toBe(TOP_FIELDS.length + 3 + 1);
    }
  });
});
