import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fieldErrorsOf,
  fieldErrorsOfAnswer,
  fieldFlags,
  ONBOARDING_FIELD_NAMES,
  progressPercent,
  stepsFor,
  toFieldUpdates,
  type FieldName,
} from './onboarding-fields';
import { initialPagesQueue, pagesQueueReducer, photosToUploadAfterLogin, type PagesQueueAction } from './onboarding-queues';

const STEP_FIELDS = ['birthDate', 'consents', 'email', 'gender', 'sexualOrientations', 'interestedInGender', 'name', 'photos', 'userInterests', 'relationshipIntent'];
const OTHER_FIELDS = ['customGender', 'showGenderOnProfile', 'allowEmailMarketing', 'biometricLiveness'];
const optionalBool = fc.option(fc.boolean(), { nil: undefined });
const fieldArb = fc.record({ name: fc.constantFrom(...STEP_FIELDS, ...OTHER_FIELDS), required: optionalBool, editable: optionalBool, availableInterests: fc.nat(5) });
const featuresArb = fc.record({ orientation: fc.boolean(), relationshipIntent: fc.boolean(), photosFirst: fc.boolean() });

describe('fields and steps', () => {
  it('ONB-04 [PBT]: required and editable come from the server, and an absent flag is true', () => {
    fc.assert(
      fc.property(optionalBool, optionalBool, (required, editable) => {
        expect(fieldFlags({ required, editable })).toEqual({ required: required ?? true, editable: editable ?? true });
      }),
    );
  });

  it('ONB-05 [PBT]: a step exists only for an editable step field, consents only with the orientation feature off, interests only when there are some, relationship intent only with its feature', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fieldArb, { selector: (f) => f.name }), featuresArb, (fields, features) => {
        const steps = stepsFor(fields, features);
        for (const step of steps) {
          const field = fields.find((f) => f.name === step)!;
          expect(STEP_FIELDS).toContain(step);
          expect(field.editable ?? true).toBe(true);
          if (step === 'consents') expect(features.orientation).toBe(false);
          if (step === 'userInterests') expect(field.availableInterests).toBeGreaterThan(0);
          if (step === 'relationshipIntent') expect(features.relationshipIntent).toBe(true);
        }
        for (const field of fields) {
          const expected =
            STEP_FIELDS.includes(field.name) &&
            (field.editable ?? true) &&
            !(field.name === 'consents' && features.orientation) &&
            !(field.name === 'userInterests' && field.availableInterests === 0) &&
            !(field.name === 'relationshipIntent' && !features.relationshipIntent);
          expect(steps.includes(field.name as never), field.name).toBe(expected);
        }
      }),
    );
  });

  it('ONB-06: the photos-first switch changes the order (photos right after the name); the steps are the same', () => {
    const fields = ['name', 'birthDate', 'gender', 'interestedInGender', 'photos', 'email'].map((name) => ({ name }));
    const plain = stepsFor(fields, { orientation: true, relationshipIntent: false, photosFirst: false });
    const photosFirst = stepsFor(fields, { orientation: true, relationshipIntent: false, photosFirst: true });
    expect(plain).toEqual(['name', 'birthDate', 'gender', 'interestedInGender', 'photos', 'email']);
    expect(photosFirst).toEqual(['name', 'photos', 'birthDate', 'gender', 'interestedInGender', 'email']);
  });

  it('ONB-07 [PBT]: progress is (index + 1) / (count + 1) percent, above 0 and always under 100, growing step by step', () => {
    expect(progressPercent(0, 4)).toBe(20);
    expect(progressPercent(3, 4)).toBe(80);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }).chain((count) => fc.tuple(fc.constant(count), fc.nat(count - 1))), ([count, index]) => {
        const p = progressPercent(index, count);
        expect(p).toBeCloseTo(((index + 1) / (count + 1)) * 100);
        expect(p).toBeGreaterThan(0);
        expect(p).toBeLessThan(100);
        if (index + 1 < count) expect(progressPercent(index + 1, count)).toBeGreaterThan(p);
      }),
    );
  });

  it('ONB-08 [PBT]: each value becomes {name, data}, the empty string becomes {name, meta: {skipped: true}}, absent ones are not sent', () => {
    const names = ['name', 'email', 'gender'] as FieldName[];
    expect(toFieldUpdates({ name: 'Robin', email: '' }, names)).toEqual([{ name: 'name', data: 'Robin' }, { name: 'email', meta: { skipped: true } }]);
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...ONBOARDING_FIELD_NAMES), fc.oneof(fc.constant(''), fc.string({ minLength: 1 }), fc.integer(), fc.boolean())), (values) => {
        const updates = toFieldUpdates(values, ONBOARDING_FIELD_NAMES);
        expect(updates.map((u) => u.name).sort()).toEqual(Object.keys(values).sort());
        for (const update of updates) {
          if (values[update.name] === '') expect(update).toEqual({ name: update.name, meta: { skipped: true } });
          else expect(update).toEqual({ name: update.name, data: values[update.name] });
        }
      }),
    );
  });

  it('ONB-10 [PBT], ERR-11: 40009, 40010 name; 40012 photo; 40038 e-mail; 50020 photo on upload; any other code marks every submitted non-photo field and photos', () => {
    expect(fieldErrorsOf(40009, ['name'])).toEqual({ name: 'name-characters' });
    expect(fieldErrorsOf(40010, ['name'])).toEqual({ name: 'name-not-allowed' });
    expect(fieldErrorsOf(40012, ['photos'])).toEqual({ photos: 'photo-invalid' });
    expect(fieldErrorsOf(40038, ['email'])).toEqual({ email: 'email-invalid' });
    expect(fieldErrorsOf(50020, ['photos'])).toEqual({ photos: 'photo-upload-invalid' });
    const mapped = new Set([40009, 40010, 40012, 40038, 50020]);
    fc.assert(
      fc.property(fc.integer({ min: 40000, max: 59999 }).filter((c) => !mapped.has(c)), fc.uniqueArray(fc.constantFrom(...ONBOARDING_FIELD_NAMES)), (code, submitted) => {
        const marked = fieldErrorsOf(code, submitted);
        expect(Object.keys(marked).sort()).toEqual([...new Set([...submitted.filter((n) => n !== 'photos'), 'photos'])].sort());
        expect(Object.values(marked).every((kind) => kind === 'invalid')).toBe(true);
      }),
    );
  });

  it('ONB-10: a server that names each refused field marks each by its own code', () => {
    expect(fieldErrorsOfAnswer(40038, [{ name: 'email', code: 40038 }, { name: 'userInterests', code: 40000 }], ['name', 'email', 'userInterests'])).toEqual({
      email: 'email-invalid',
      userInterests: 'invalid',
    });
    expect(fieldErrorsOfAnswer(40000, undefined, ['name'])).toEqual({ name: 'invalid', photos: 'invalid' });
  });
});

describe('queues', () => {
  it('ONB-12 [PBT]: after login the first queued photo is skipped and every other one uploaded, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (queued) => {
        const uploaded = photosToUploadAfterLogin(queued);
        expect(uploaded).toEqual(queued.slice(1));
        expect(uploaded.length).toBe(Math.max(0, queued.length - 1));
      }),
    );
  });

  it('ONB-16 [PBT]: the pages queue starts [location, notifications]; completing moves a page; empty closes; skip clears; a location denial re-adds location', () => {
    expect(initialPagesQueue()).toEqual({ pagesQueue: ['location', 'notifications'], completedPages: [], onboardingOpen: true, didSkipOnboarding: false, swipeDemoShown: false });
    const action: fc.Arbitrary<PagesQueueAction> = fc.oneof(
      fc.constantFrom('location' as const, 'notifications' as const).map((page) => ({ type: 'complete' as const, page })),
      fc.constant({ type: 'skip' as const }),
      fc.constant({ type: 'location-denied' as const }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 12 }), (actions) => {
        let state = initialPagesQueue();
        for (const a of actions) {
          const before = state;
          state = pagesQueueReducer(state, a);
          if (a.type === 'skip') expect(state).toMatchObject({ pagesQueue: [], onboardingOpen: false, didSkipOnboarding: true });
          if (a.type === 'complete' && before.pagesQueue.includes(a.page)) {
            expect(state.pagesQueue).not.toContain(a.page);
            expect(state.completedPages.at(-1)).toBe(a.page);
          }
          if (a.type === 'location-denied') expect(state.pagesQueue[0] === 'location' || before.pagesQueue.includes('location')).toBe(true);
          if (a.type !== 'skip') expect(state.onboardingOpen).toBe(state.pagesQueue.length > 0 || (a.type === 'complete' && !before.pagesQueue.includes(a.page) && before.onboardingOpen));
          expect(new Set(state.pagesQueue).size).toBe(state.pagesQueue.length);
        }
      }),
    );
  });
});
